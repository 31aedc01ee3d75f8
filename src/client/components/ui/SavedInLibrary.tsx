import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LibraryBig } from 'lucide-react';
import type { Study } from '../../../shared/api';
import { slots } from '../../lib/library/library';
import { studyId } from '../../lib/library/records';
import { useLibrary } from '../../lib/library/use-library';

/** Under a generated study: that it is in the user's library (or could not be stored there). */
export function SavedInLibrary({ study }: { study: Study }) {
  const { t } = useTranslation();
  const id = studyId(study);
  const saved = useLibrary('studies').some((s) => s.id === id) && slots.studies.stored();
  return (
    <p className="muted small saved-in-library">
      <LibraryBig size={16} aria-hidden /> {saved ? t('library.studySaved') : t('library.notStored')}{' '}
      <Link to={saved ? `/library/studies/${id}` : '/library'}>{t('library.open')}</Link>
    </p>
  );
}
