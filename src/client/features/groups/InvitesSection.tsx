import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '../../../shared/api';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { CopyLinkButton } from '../../components/ui/CopyLinkButton';
import { groupsRequest } from './api';
import { ConfirmButton } from './Confirm';
import { groupDateTime } from './format';
import { displayCode, joinLink } from './invite';
import { useAction } from './use-action';

/**
 * The owner's invites: make one (its code and join link are shown this once: the server keeps
 * only a hash), see when each expires, revoke one. `fresh` is the invite the group was made with.
 */
export function InvitesSection({
  group,
  fresh,
  changed,
}: {
  group: GroupDetail;
  fresh?: { id: string; code: string };
  changed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { busy, error, run } = useAction();
  const [codes, setCodes] = useState<Record<string, string>>(fresh ? { [fresh.id]: fresh.code } : {});
  const make = () =>
    void run(async () => {
      const made = await groupsRequest(ENDPOINTS.groupInvites, { params: { id: group.id } });
      setCodes((c) => ({ ...c, [made.id]: made.code }));
      changed();
    });
  const revoke = (inviteId: string) =>
    void run(() => groupsRequest(ENDPOINTS.groupInvite, { params: { id: group.id, inviteId } })).then(
      (ok) => ok && changed(),
    );
  const invites = group.invites ?? [];
  return (
    <section className="group-section" aria-labelledby="group-invites">
      <h2 id="group-invites">{t('groups.invites.title')}</h2>
      <p className="muted">{t('groups.invites.lead')}</p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {invites.length === 0 && <p className="muted">{t('groups.invites.none')}</p>}
      <ul className="group-rows">
        {invites.map((inv) => {
          const code = codes[inv.id];
          const expires = groupDateTime(inv.expiresAt, i18n.language);
          return (
            <li key={inv.id}>
              <span>
                {code ? (
                  <>
                    {t('groups.invites.code')} <code className="invite-code">{displayCode(code)}</code>
                  </>
                ) : (
                  t('groups.invites.hidden')
                )}{' '}
                <span className="muted small">
                  {inv.revoked ? t('groups.invites.revoked') : t('groups.invites.expires', { date: expires })}
                </span>
                {code && !inv.revoked && (
                  <span className="invite-link">
                    <code>{joinLink(code, window.location.origin)}</code>
                    <CopyLinkButton url={joinLink(code, window.location.origin)} />
                  </span>
                )}
              </span>
              {!inv.revoked && (
                <ConfirmButton
                  label={t('groups.invites.revoke')}
                  question={t('groups.invites.revokeQuestion')}
                  confirm={t('groups.invites.revokeConfirm')}
                  busy={busy}
                  onConfirm={() => revoke(inv.id)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className="button" onClick={make} disabled={busy}>
        {t('groups.invites.make')}
      </button>
    </section>
  );
}
