import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupDetail } from '../../../shared/api';
import { groupDate } from './format';

/** The studies shared in the group, newest first; each opens the group's copy. */
export function StudiesSection({ group }: { group: GroupDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="group-section" aria-labelledby="group-studies">
      <h2 id="group-studies">{t('groups.studies.title')}</h2>
      {group.studies.length === 0 ? (
        <p className="muted">
          {t('groups.studies.none')} <Link to="/library#studies">{t('library.open')}</Link>
        </p>
      ) : (
        <ul className="group-rows">
          {group.studies.map((s) => (
            <li key={s.id}>
              <span>
                <Link to={`/groups/${group.id}/studies/${s.id}`} lang={s.language}>
                  {s.title}
                </Link>{' '}
                <span className="muted small">
                  {t('groups.studies.sharedBy', {
                    name: s.sharedBy.name,
                    date: groupDate(s.sharedAt, i18n.language),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
