/**
 * A finished study's actions: Download Word (spec §5: the document in the study's own language and
 * words, its checks flagged), Print (the print stylesheet, styles/print.css, leaves the study
 * alone on white paper) and whatever the caller adds beside it, with the failure said in words.
 * Used by the generator's result and by a study reopened from the library.
 */
import { Download, Loader2, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Study } from '../../../shared/api';
import { useResettableState } from '../../hooks/use-resettable-state';
import { prepareLanguage } from '../../i18n';
import { verificationNoteFor } from './verification-note';

interface Props {
  study: Study;
  /** the "Generated on" date: today for a new study, the day it was made for a saved one */
  date: Date;
  children?: ReactNode;
}

export function StudyActions({ study, date, children }: Props) {
  const { t, i18n } = useTranslation();
  // a new study starts with no failed download shown
  const [download, setDownload] = useResettableState<'idle' | 'downloading' | 'failed'>('idle', study);

  async function handleDownload() {
    setDownload('downloading');
    try {
      // the document is in the study's language, which the interface may have left since
      await prepareLanguage(study.language);
      const st = i18n.getFixedT(study.language);
      const { documentLabels, downloadStudyDocx } = await import('./word-export');
      const labels = documentLabels(study.language, study.subject.name, study.method.studyname, date, st);
      await downloadStudyDocx(labels, study.text, verificationNoteFor(study, st));
      setDownload('idle');
    } catch (err) {
      console.error('Error generating Word document:', err);
      setDownload('failed');
    }
  }

  return (
    <>
      <div className="study-actions">
        <button
          type="button"
          className="button primary"
          onClick={() => void handleDownload()}
          disabled={download === 'downloading'}
        >
          {download === 'downloading' ? (
            <Loader2 className="spin" size={18} aria-hidden />
          ) : (
            <Download size={18} aria-hidden />
          )}{' '}
          {download === 'downloading' ? t('study.downloading') : t('study.download')}
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          <Printer size={18} aria-hidden /> {t('share.print')}
        </button>
        {children}
      </div>
      {download === 'failed' && (
        <div className="error-box" role="alert">
          {t('study.downloadFailed')}
        </div>
      )}
    </>
  );
}
