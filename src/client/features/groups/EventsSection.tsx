import { useTranslation } from 'react-i18next';
import type { GroupEvent } from '../../../shared/api';
import { groupDateTime, passageOf } from './format';

/** "Who did what": the server's events, newest first, in the user's language and locale. */
export function EventsSection({ events }: { events: GroupEvent[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section className="group-section" aria-labelledby="group-events">
      <h2 id="group-events">{t('groups.events.title')}</h2>
      {events.length === 0 ? (
        <p className="muted">{t('groups.events.none')}</p>
      ) : (
        <ol className="group-rows group-events">
          {events.map((e, i) => {
            const subject =
              e.subject !== null && e.kind.startsWith('note_') ? passageOf(e.subject, lang).label : e.subject;
            return (
              <li key={`${e.at}-${i}`}>
                <span>{t(`groups.events.${e.kind}`, { actor: e.actor.name, subject: subject ?? '' })}</span>
                <time className="muted small" dateTime={e.at}>
                  {groupDateTime(e.at, lang)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
