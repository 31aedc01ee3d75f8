import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { GroupsHome } from '../../features/groups/GroupsHome';

/** Study groups (issue 46): your groups, make one, join one by code. */
export function GroupsPage() {
  const { t } = useTranslation();
  return (
    <div className="page groups">
      <PageHeader title={t('groups.title')} lead={t('groups.lead')} />
      <GroupsHome />
    </div>
  );
}
