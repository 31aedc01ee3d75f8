import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../../../shared/routes';
import { planPath, planStatus, today, usePlanProgress } from '../../lib/library/plans';
import { Section } from './Section';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

/** The reading plans followed (lib/library/plans.ts), each with its completion and days behind. */
export function PlansSection() {
  const { t, i18n } = useTranslation();
  const progress = usePlanProgress();
  const list = useEndpoint(
    ENDPOINTS.readingPlans,
    progress.length ? { query: { lang: i18n.language } } : null,
  );
  return (
    <Section id="plans" title={t('plans.title')} count={progress.length}>
      {progress.length === 0 ? (
        <p className="muted">
          {t('plans.libraryEmpty')} <Link to={PAGES.readingPlans}>{t('plans.browse')}</Link>
        </p>
      ) : (
        <>
          <p className="muted small">{t('plans.libraryLead')}</p>
          <ul className="library-list">
            {progress.map((p) => {
              const plan = list.data?.find((x) => x.id === p.id);
              const status = plan && planStatus(p, plan.days, today());
              return (
                <li key={p.id}>
                  <div className="library-item-main">
                    <Link to={planPath(p.id)} className="library-item-title">
                      {plan?.name ?? p.id}
                    </Link>
                    {status && plan && (
                      <span className="muted small">
                        {t('plans.progress', {
                          read: status.readCount,
                          total: plan.days,
                          percent: status.percent,
                        })}
                        {status.complete
                          ? ` · ${t('plans.complete')}`
                          : status.behind.length > 0
                            ? ` · ${t('plans.behind', { count: status.behind.length })}`
                            : ''}
                      </span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Section>
  );
}
