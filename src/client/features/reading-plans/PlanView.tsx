import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../lib/api';
import { planSlot, startPlan, today, usePlanProgress } from '../../lib/library/plans';
import { DayReadings } from './DayReadings';
import { PlanProgressView } from './PlanProgressView';
import { useUserBible } from './use-user-bible';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

/** One plan (GET /api/reading-plans/:id): start it on a date, or where the user is in it. */
export function PlanView({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const request = useEndpoint(ENDPOINTS.readingPlan, { params: { id }, query: { lang: i18n.language } });
  const progress = usePlanProgress().find((p) => p.id === id);
  const translation = useUserBible();
  const [start, setStart] = useState(today);
  const [notStored, setNotStored] = useState(false);
  const plan = request.data?.id === id ? request.data : null;

  if (request.error)
    return (
      <p className="error" role="alert">
        {t(errorKey(request.error))}{' '}
        <button type="button" className="button" onClick={request.retry}>
          {t('app.retry')}
        </button>
      </p>
    );
  if (!plan)
    return (
      <p className="status" role="status">
        {t('app.loading')}
      </p>
    );

  return (
    <section className="plan-view" aria-labelledby="plan-title">
      <h2 id="plan-title">{plan.name}</h2>
      <p className="muted">{plan.description}</p>
      {progress ? (
        <PlanProgressView plan={plan} progress={progress} translation={translation} />
      ) : (
        <form
          className="card plan-start"
          onSubmit={(e) => {
            e.preventDefault();
            setNotStored(!startPlan(plan.id, start || today()));
          }}
        >
          <div className="field">
            <label htmlFor="plan-start-date">{t('plans.startDate')}</label>
            <input
              id="plan-start-date"
              type="date"
              required
              value={start}
              onChange={(e) => setStart(e.target.value)}
            />
          </div>
          <button type="submit" className="button primary">
            {t('plans.start')}
          </button>
          <h3>{t('plans.firstDay')}</h3>
          <DayReadings readings={plan.days[0].readings} translation={translation} />
        </form>
      )}
      {(notStored || !planSlot.stored()) && (
        <p className="error" role="alert">
          {t('plans.notStored')}
        </p>
      )}
      {plan.attribution && <p className="attribution muted small">{t('plans.chronologyNote')}</p>}
    </section>
  );
}
