import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { PageHeader } from '../../components/ui/PageHeader';
import { isNotFound, useGroupsEndpoint } from '../../features/groups/api';
import { SignInNeeded } from '../../features/groups/SignInNeeded';
import { SavedStudy } from '../../features/studies/SavedStudy';
import { useAccount } from '../../lib/account';
import { ApiRequestError, errorKey } from '../../lib/api';
import { NotFoundPage } from '../NotFoundPage';

/** A study shared in a group, as it was shared, with its verification: for the group's members only. */
export function GroupStudyPage() {
  const { t } = useTranslation();
  const { id = '', studyId = '' } = useParams();
  const account = useAccount();
  const signedOut = account.status === 'signed-out';
  const study = useGroupsEndpoint(ENDPOINTS.groupStudy, signedOut ? null : { params: { id, studyId } });
  if (isNotFound(study.error)) return <NotFoundPage message={t('apiErrors.group_not_found')} />;
  const header = (
    <PageHeader title={t('groups.studies.pageTitle')} lead={t('groups.studies.pageLead')}>
      <p className="breadcrumb">
        <Link to={`/groups/${id}`}>{t('groups.studies.back')}</Link>
      </p>
    </PageHeader>
  );
  if (signedOut || (study.error instanceof ApiRequestError && study.error.status === 401))
    return (
      <div className="page groups">
        {header}
        <SignInNeeded text={t('groups.signedOut')} back={`/groups/${id}/studies/${studyId}`} />
      </div>
    );
  return (
    <div className="page groups">
      {header}
      {study.loading && !study.data && (
        <p className="status" role="status">
          {t('share.loading')}
        </p>
      )}
      {study.error !== null && (
        <div className="error-box" role="alert">
          <p>
            {t('share.failed')} {t(errorKey(study.error))}
          </p>
          <button type="button" className="button" onClick={study.reload}>
            {t('app.retry')}
          </button>
        </div>
      )}
      {study.data && <SavedStudy study={study.data} />}
    </div>
  );
}
