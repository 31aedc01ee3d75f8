import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GroupDetail } from '../../../shared/api';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { groupsRequest } from './api';
import { ConfirmButton } from './Confirm';
import { groupDate } from './format';
import { useAction } from './use-action';

/**
 * The members, in joining order. The owner removes a member or hands the group on; anyone
 * leaves (the owner of a group with others is told to hand it on first, by the server).
 */
export function MembersSection({
  group,
  me,
  changed,
}: {
  group: GroupDetail;
  me: string;
  changed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { busy, error, run } = useAction();
  const owner = group.role === 'owner';
  const act = (action: () => Promise<unknown>, after = changed) =>
    void run(action).then((ok) => ok && after());
  const params = (userId: string) => ({ params: { id: group.id, userId } });
  return (
    <section className="group-section" aria-labelledby="group-members">
      <h2 id="group-members">{t('groups.members.title', { count: group.members.length })}</h2>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <ul className="group-rows">
        {group.members.map((m) => (
          <li key={m.id}>
            <span>
              <strong>{m.name}</strong>
              {m.id === me && ` (${t('groups.you')})`}{' '}
              <span className="muted small">
                {t(`groups.role.${m.role}`)} ·{' '}
                {t('groups.members.joined', { date: groupDate(m.joinedAt, i18n.language) })}
              </span>
            </span>
            {owner && m.id !== me && (
              <span className="group-actions">
                <ConfirmButton
                  label={t('groups.members.handOn')}
                  question={t('groups.members.handOnQuestion', { name: m.name })}
                  confirm={t('groups.members.handOnConfirm')}
                  busy={busy}
                  onConfirm={() =>
                    act(() =>
                      groupsRequest(ENDPOINTS.groupOwner, {
                        params: { id: group.id },
                        body: { userId: m.id },
                      }),
                    )
                  }
                />
                <ConfirmButton
                  label={t('groups.members.remove')}
                  question={t('groups.members.removeQuestion', { name: m.name })}
                  confirm={t('groups.members.removeConfirm')}
                  busy={busy}
                  onConfirm={() => act(() => groupsRequest(ENDPOINTS.groupMember, params(m.id)))}
                />
              </span>
            )}
          </li>
        ))}
      </ul>
      <ConfirmButton
        label={t('groups.members.leave')}
        question={t('groups.members.leaveQuestion', { name: group.name })}
        confirm={t('groups.members.leaveConfirm')}
        busy={busy}
        onConfirm={() =>
          act(
            () => groupsRequest(ENDPOINTS.groupMember, params(me)),
            () => void navigate('/groups', { replace: true }),
          )
        }
      />
    </section>
  );
}
