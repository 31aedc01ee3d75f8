import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadingPlan } from '../../../shared/api';
import {
  addDays,
  catchUp,
  planStatus,
  setDayRead,
  startPlan,
  stopPlan,
  today,
  type PlanProgress,
} from '../../lib/library/plans';
import { PlanDayRow } from './DayReadings';

/** Missed days listed at once; the rest are counted (all are under "All days"). */
const MISSED_SHOWN = 7;

/**
 * Where the user is in a plan they follow: the completion, today's day with its readings, the
 * days behind and a way to catch up, every day to mark, restart and stop.
 */
export function PlanProgressView({
  plan,
  progress,
  translation,
}: {
  plan: ReadingPlan;
  progress: PlanProgress;
  translation: string | null;
}) {
  const { t, i18n } = useTranslation();
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [allOpen, setAllOpen] = useState(false);
  const cancelRestart = useRef<HTMLButtonElement>(null);
  // the question takes the focus (on Cancel, the safe answer) so a keyboard user hears it
  useEffect(() => {
    if (confirmRestart) cancelRestart.current?.focus();
  }, [confirmRestart]);
  const on = today();
  const total = plan.days.length;
  const status = planStatus(progress, total, on);
  const read = new Set(progress.read);
  const dateOf = (day: number) =>
    new Date(`${addDays(progress.start, day - 1)}T12:00:00`).toLocaleDateString(i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
  const row = (day: number) => (
    <PlanDayRow
      key={day}
      day={day}
      date={dateOf(day)}
      readings={plan.days[day - 1].readings}
      read={read.has(day)}
      translation={translation}
      onRead={(r) => setDayRead(plan.id, day, r)}
    />
  );
  // the day to read now: today's, or the next unread when today's is done (or the plan not begun)
  const current =
    status.scheduled === 0 ? null : read.has(status.scheduled) ? status.nextUnread : status.scheduled;
  const startDate = new Date(`${progress.start}T12:00:00`).toLocaleDateString(i18n.language, {
    dateStyle: 'long',
  });

  return (
    <div className="plan-progress">
      <div className="card">
        <p className="plan-completion" id="plan-completion">
          <strong>{t('plans.progress', { read: status.readCount, total, percent: status.percent })}</strong>
          <span className="muted small"> · {t('plans.startedOn', { date: startDate })}</span>
        </p>
        <div
          className="plan-bar"
          role="progressbar"
          aria-label={t('plans.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={status.readCount}
          aria-valuetext={t('plans.progress', { read: status.readCount, total, percent: status.percent })}
        >
          <span style={{ width: `${(status.readCount * 100) / total}%` }} />
        </div>
        {status.complete ? (
          <p className="notice success" role="status">
            {t('plans.complete')}
          </p>
        ) : status.scheduled === 0 ? (
          <p>{t('plans.startsOn', { date: startDate })}</p>
        ) : (
          <p className="plan-schedule" role="status">
            {status.behind.length
              ? t('plans.behind', { count: status.behind.length })
              : t('plans.onSchedule')}
          </p>
        )}
      </div>

      {current !== null && !status.complete && (
        <section className="card plan-today" aria-labelledby="plan-today-title">
          <h3 id="plan-today-title">
            {current === status.scheduled
              ? t('plans.today', { day: current })
              : t('plans.next', { day: current })}
          </h3>
          {row(current)}
        </section>
      )}

      {status.behind.length > 0 && !status.complete && (
        <section className="card plan-missed" aria-labelledby="plan-missed-title">
          <h3 id="plan-missed-title">{t('plans.missed')}</h3>
          <p className="muted small">{t('plans.catchUpHint')}</p>
          <button type="button" className="button primary" onClick={() => catchUp(plan.id, total, on)}>
            {t('plans.catchUp')}
          </button>
          {status.behind.slice(0, MISSED_SHOWN).map(row)}
          {status.behind.length > MISSED_SHOWN && (
            <p className="muted">{t('plans.moreMissed', { count: status.behind.length - MISSED_SHOWN })}</p>
          )}
        </section>
      )}

      <details className="card plan-all" onToggle={(e) => setAllOpen(e.currentTarget.open)}>
        <summary>{t('plans.allDays', { count: total })}</summary>
        {allOpen && plan.days.map((d) => row(d.day))}
      </details>

      <div className="actions plan-actions">
        {confirmRestart ? (
          <div className="plan-confirm" role="group" aria-labelledby="plan-restart-q">
            <p id="plan-restart-q">{t('plans.restartQuestion')}</p>
            <button
              type="button"
              className="button primary"
              onClick={() => {
                startPlan(plan.id, today());
                setConfirmRestart(false);
              }}
            >
              {t('plans.restartYes')}
            </button>{' '}
            <button
              type="button"
              className="button"
              onClick={() => setConfirmRestart(false)}
              ref={cancelRestart}
            >
              {t('plans.cancel')}
            </button>
          </div>
        ) : (
          <>
            <button type="button" className="button" onClick={() => setConfirmRestart(true)}>
              {t('plans.restart')}
            </button>
            <button type="button" className="button" onClick={() => stopPlan(plan.id)}>
              {t('plans.stop')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
