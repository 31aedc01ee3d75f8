import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../components/ui/PageHeader';
import { ShareWithGroup } from '../features/groups/ShareWithGroup';
import { SavedStudy } from '../features/studies/SavedStudy';
import { useLibrary } from '../lib/library/use-library';

/**
 * A study from the library, reopened read-only (the library's record; no server needed). Removing is
 * on the list, with Undo. A study the server keeps can be shared with one of your groups.
 */
export function LibraryStudyPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const saved = useLibrary('studies').find((s) => s.id === id);
  const back = (
    <p className="breadcrumb">
      <Link to="/library#studies">{t('library.backToLibrary')}</Link>
    </p>
  );
  if (!saved)
    return (
      <div className="page">
        <PageHeader title={t('library.studies.missingTitle')} lead={t('library.studies.missing')}>
          {back}
        </PageHeader>
      </div>
    );
  return (
    <div className="page">
      <PageHeader title={t('library.studies.savedTitle')}>{back}</PageHeader>
      <SavedStudy study={saved.study}>
        {saved.study.id && <ShareWithGroup studyId={saved.study.id} back={`/library/studies/${id}`} />}
      </SavedStudy>
    </div>
  );
}
