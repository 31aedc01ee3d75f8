import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import { InProgress } from '../InProgress';

export function OriginalLanguagePage() {
  const { t } = useTranslation();
  usePageTitle(t('concordance.originalTitle'));
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('concordance.originalTitle')}</h1>
        <p className="lead">{t('concordance.originalSubtitle')}</p>
      </header>
      <InProgress />
    </div>
  );
}
