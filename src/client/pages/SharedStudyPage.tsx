import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../components/ui/PageHeader';
import { NotFoundHelp } from '../features/not-found/NotFoundHelp';
import { KeepInLibrary } from '../features/studies/KeepInLibrary';
import { SavedStudy } from '../features/studies/SavedStudy';
import { useKeptStudy } from '../features/studies/use-kept-study';
import { errorKey } from '../lib/api';

/**
 * A study's link (/studies/:id): the study the server keeps, read-only, with Word export and Print,
 * in any browser; no local state needed. A dead link says so and offers the library and the usual ways on.
 */
export function SharedStudyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const kept = useKeptStudy(id);

  if (kept.state === 'missing')
    return (
      <div className="page">
        <PageHeader title={t('share.notFoundTitle')} lead={t('apiErrors.study_not_found')} />
        <p>
          {t('share.notFoundNext')} <Link to="/library#studies">{t('library.open')}</Link>
        </p>
        <NotFoundHelp />
      </div>
    );
  return (
    <div className="page">
      <PageHeader title={t('share.title')} lead={t('share.lead')} />
      {kept.state === 'loading' && (
        <p className="status" role="status">
          {t('share.loading')}
        </p>
      )}
      {kept.state === 'failed' && (
        <div className="error-box" role="alert">
          <p>
            {t('share.failed')} {t(errorKey(kept.error))}
          </p>
          <button type="button" className="button" onClick={kept.retry}>
            {t('app.retry')}
          </button>
        </div>
      )}
      {kept.state === 'done' && (
        <SavedStudy study={kept.study}>
          <KeepInLibrary study={kept.study} />
        </SavedStudy>
      )}
    </div>
  );
}
