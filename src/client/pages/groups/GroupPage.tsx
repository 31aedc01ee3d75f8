import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { PageHeader } from '../../components/ui/PageHeader';
import { isNotFound, useGroupsEndpoint } from '../../features/groups/api';
import { GroupView } from '../../features/groups/GroupView';
import { LiveReading } from '../../features/live-reading/LiveReading';
import { SignInNeeded } from '../../features/groups/SignInNeeded';
import { useAccount } from '../../lib/account';
import { ApiRequestError } from '../../lib/api';
import { NotFoundPage } from '../NotFoundPage';

/**
 * One study group, for its members (/groups/:id). Anyone else — never a member, removed a moment
 * ago, or a group that does not exist — gets the app's not-found page, as the API's 404 says.
 */
export function GroupPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const account = useAccount();
  const signedOut = account.status === 'signed-out';
  const group = useGroupsEndpoint(ENDPOINTS.group, signedOut ? null : { params: { id } });
  if (isNotFound(group.error)) return <NotFoundPage message={t('apiErrors.group_not_found')} />;
  const back = (
    <p className="breadcrumb">
      <Link to="/groups">{t('groups.back')}</Link>
    </p>
  );
  if (signedOut || (group.error instanceof ApiRequestError && group.error.status === 401))
    return (
      <div className="page groups">
        <PageHeader title={t('groups.title')}>{back}</PageHeader>
        <SignInNeeded text={t('groups.signedOut')} back={`/groups/${id}`} />
      </div>
    );
  return (
    <div className="page groups">
      <PageHeader
        title={group.data?.name ?? t('groups.title')}
        lead={group.data && t(`groups.youAre.${group.data.role}`)}
      >
        {back}
      </PageHeader>
      {/* reading together (issue 46 §2): start or join the group's live reading */}
      <GroupView
        group={group}
        me={account.user.id}
        readTogether={<LiveReading groupId={id} titled={false} />}
      />
    </div>
  );
}
