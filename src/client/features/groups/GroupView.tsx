import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { GroupDetail } from '../../../shared/api';
import { errorKey } from '../../lib/api';
import { type GroupsState } from './api';
import { EventsSection } from './EventsSection';
import { InvitesSection } from './InvitesSection';
import { MembersSection } from './MembersSection';
import { NotesSection } from './NotesSection';
import { StudiesSection } from './StudiesSection';

/**
 * One group (/groups/:id) for a member: members, the owner's invites, shared studies, notes on
 * passages and who did what. `readTogether` is the place of the live reading control (issue 46
 * §2, features/live-reading/, composed by the page): shown above the studies when given.
 * A 404 (not a member, removed, no such group) is the page's to show, as the app's not-found page.
 */
export function GroupView({
  group,
  me,
  readTogether,
}: {
  group: GroupsState<GroupDetail>;
  me: string;
  readTogether?: ReactNode;
}) {
  const { t } = useTranslation();
  // the invite the group was made with (GroupForms): its code is shown this once
  const fresh = (useLocation().state as { invite?: { id: string; code: string } } | null)?.invite;
  const g = group.data;
  return (
    <>
      {group.loading && !g && (
        <p className="status" role="status">
          {t('groups.loading')}
        </p>
      )}
      {group.error !== null && (
        <div className="error-box" role="alert">
          <p>{t(errorKey(group.error))}</p>
          <button type="button" className="button" onClick={group.reload}>
            {t('app.retry')}
          </button>
        </div>
      )}
      {g && (
        <div className="group-page">
          {readTogether && (
            <section className="group-section" aria-labelledby="group-read-together">
              <h2 id="group-read-together">{t('groups.readTogether')}</h2>
              {readTogether}
            </section>
          )}
          <StudiesSection group={g} />
          <NotesSection group={g} me={me} changed={group.reload} />
          <MembersSection group={g} me={me} changed={group.reload} />
          {g.role === 'owner' && <InvitesSection group={g} fresh={fresh} changed={group.reload} />}
          <EventsSection events={g.events} />
        </div>
      )}
    </>
  );
}
