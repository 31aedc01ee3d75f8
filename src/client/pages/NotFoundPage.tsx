import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';

export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation();
  usePageTitle(t('app.notFoundTitle'));
  return (
    <div className="page">
      <h1>{t('app.notFoundTitle')}</h1>
      <p className="lead">{message ?? t('app.notFoundText')}</p>
      <Link className="button primary" to="/">{t('app.backHome')}</Link>
    </div>
  );
}
