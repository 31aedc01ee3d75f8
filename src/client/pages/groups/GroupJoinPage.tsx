import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { JoinLanding } from '../../features/groups/JoinLanding';

/** A group's join link, /groups/join/CODE: joins (after sign-in) and opens the group. */
export function GroupJoinPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  return (
    <div className="page groups">
      <PageHeader title={t('groups.join.pageTitle')}>
        <p className="breadcrumb">
          <Link to="/groups">{t('groups.back')}</Link>
        </p>
      </PageHeader>
      <JoinLanding code={code} />
    </div>
  );
}
