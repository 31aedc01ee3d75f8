import { LibraryBig } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Study } from '../../../shared/api';
import { recordStudy } from '../../lib/library/library';
import { studyId } from '../../lib/library/records';
import { useLibrary } from '../../lib/library/use-library';

/**
 * On a shared study: keep it in this browser's library (it then opens offline, and is listed with
 * the studies generated here); once kept, a link to it there. Focus follows from the button to
 * the link that replaces it.
 */
export function KeepInLibrary({ study }: { study: Study }) {
  const { t } = useTranslation();
  const id = studyId(study);
  const kept = useLibrary('studies').some((s) => s.id === id);
  const [result, setResult] = useState<'kept' | 'refused' | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (result === 'kept') link.current?.focus();
  }, [result]);

  return (
    <>
      {kept ? (
        <Link ref={link} to={`/library/studies/${id}`} className="button">
          <LibraryBig size={18} aria-hidden /> {t('library.open')}
        </Link>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => setResult(recordStudy(study) ? 'kept' : 'refused')}
        >
          <LibraryBig size={18} aria-hidden /> {t('share.keep')}
        </button>
      )}
      <span role="status" className="small muted">
        {result === 'kept' ? t('library.studySaved') : result === 'refused' ? t('library.notStored') : ''}
      </span>
    </>
  );
}
