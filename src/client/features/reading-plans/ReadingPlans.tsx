import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../../../shared/routes';
import { errorKey } from '../../lib/api';
import { planPath, planStatus, today, usePlanProgress } from '../../lib/library/plans';
import { PlanView } from './PlanView';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

/** The reading plans (GET /api/reading-plans), the ones followed first, and the plan chosen. */
export function ReadingPlans({ selected }: { selected: string | null }) {
  const { t, i18n } = useTranslation();
  const list = useEndpoint(ENDPOINTS.readingPlans, { query: { lang: i18n.language } });
  const progress = usePlanProgress();
  if (selected)
    return (
      <div className="reading-plans">
        <p>
          <Link to={PAGES.readingPlans}>← {t('plans.allPlans')}</Link>
        </p>
        <PlanView key={selected} id={selected} />
      </div>
    );
  const plans = list.data ?? [];
  const followed = (id: string) => progress.find((p) => p.id === id);
  const ordered = [...plans.filter((p) => followed(p.id)), ...plans.filter((p) => !followed(p.id))];
  return (
    <div className="reading-plans">
      <h2>{t('plans.choose')}</h2>
      {list.loading && !list.data && (
        <p className="status" role="status">
          {t('app.loading')}
        </p>
      )}
      {!!list.error && (
        <p className="error" role="alert">
          {t(errorKey(list.error))}{' '}
          <button type="button" className="button" onClick={list.retry}>
            {t('app.retry')}
          </button>
        </p>
      )}
      <ul className="card-grid plan-list">
        {ordered.map((p) => {
          const mine = followed(p.id);
          const status = mine && planStatus(mine, p.days, today());
          return (
            <li key={p.id}>
              <Link to={planPath(p.id)} className="card link-card plan-card">
                <h3>{p.name}</h3>
                <p className="muted">{p.description}</p>
                <p className="plan-card-meta">
                  <span className="badge">{t('plans.days', { count: p.days })}</span>{' '}
                  <span className="badge">{t('plans.chapters', { count: p.chapters })}</span>{' '}
                  {status && <span className="badge following">{t('plans.following')}</span>}
                </p>
                {status && (
                  <p className="small">
                    {t('plans.progress', { read: status.readCount, total: p.days, percent: status.percent })}
                  </p>
                )}
                <span className="more">{t('plans.open')}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
