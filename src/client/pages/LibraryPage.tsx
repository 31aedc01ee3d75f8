import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/ui/PageHeader';
import { Library } from '../features/library/Library';

/** The user's own library (the profile chip leads here): kept in this browser, no account. */
export function LibraryPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('library.title')} lead={t('library.lead')} />
      <Library />
    </div>
  );
}
