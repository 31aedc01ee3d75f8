import { Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useAccount } from '../../lib/account';
import { errorKey } from '../../lib/api';
import { groupsRequest, useGroupsEndpoint } from './api';
import { signInPath } from './invite';
import { useAction } from './use-action';

/**
 * "Share with a group", beside a kept study's actions: pick one of your groups and share the
 * study the server keeps (its copy, with its verification, becomes the group's). No group: says
 * so, with a link to /groups; signed out: a link to sign in that comes back here.
 */
export function ShareWithGroup({ studyId, back }: { studyId: string; back: string }) {
  const { t } = useTranslation();
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const signedOut = account.status === 'signed-out';
  if (!open)
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        <Users size={18} aria-hidden /> {t('groups.share.open')}
      </button>
    );
  if (signedOut)
    return (
      <p className="share-group">
        {t('groups.share.signedOut')} <Link to={signInPath(back)}>{t('groups.signIn')}</Link>
      </p>
    );
  return <ShareForm studyId={studyId} />;
}

function ShareForm({ studyId }: { studyId: string }) {
  const { t } = useTranslation();
  const list = useGroupsEndpoint(ENDPOINTS.groups, {});
  const [chosen, setChosen] = useState('');
  const [shared, setShared] = useState<{ id: string; name: string } | null>(null);
  const { busy, error, run } = useAction();
  const groups = list.data?.groups ?? [];
  const groupId = chosen || groups[0]?.id || '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const group = groups.find((g) => g.id === groupId);
    if (!group) return;
    void run(async () => {
      await groupsRequest(ENDPOINTS.groupStudies, { params: { id: group.id }, body: { studyId } });
      setShared(group);
    });
  };
  if (list.loading && !list.data)
    return (
      <span className="status" role="status">
        {t('groups.loading')}
      </span>
    );
  if (list.error !== null)
    return (
      <span role="alert" className="error share-group">
        {t('groups.share.failed')} {t(errorKey(list.error))}{' '}
        <button type="button" className="button small" onClick={list.reload}>
          {t('app.retry')}
        </button>
      </span>
    );
  if (groups.length === 0)
    return (
      <p className="share-group">
        {t('groups.share.none')} <Link to="/groups">{t('groups.share.toGroups')}</Link>
      </p>
    );
  return (
    <form className="share-group" onSubmit={submit}>
      <label>
        {t('groups.share.pick')}{' '}
        <select value={groupId} onChange={(e) => setChosen(e.target.value)}>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit" className="button primary" disabled={busy}>
        {t('groups.share.submit')}
      </button>{' '}
      {error && (
        <span role="alert" className="error">
          {error}
        </span>
      )}
      <span role="status" className="small">
        {shared && (
          <>
            {t('groups.share.done', { name: shared.name })}{' '}
            <Link to={`/groups/${shared.id}`}>{t('groups.share.openGroup')}</Link>
          </>
        )}
      </span>
    </form>
  );
}
