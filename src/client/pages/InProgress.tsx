import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Said plainly on screens whose tool is not built yet (issues 4 and 5), with somewhere useful to go. */
export function InProgress() {
  const { t } = useTranslation();
  return (
    <div className="card notice">
      <p>{t('app.inProgress')}</p>
      <Link className="button" to="/study-guides/book-by-book">{t('app.inProgressLink')}</Link>
    </div>
  );
}
