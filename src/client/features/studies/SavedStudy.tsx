/**
 * A study from the user's library, read-only: the heading 'subject - method name', who wrote it
 * and when, the study with its checks, and Download Word. The library page composes it with the
 * stored record; it needs no server (the record holds the whole study).
 */
import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prepareLanguage } from '../../i18n';
import type { Study } from '../../../shared/api';
import { StudyView } from './StudyView';
import { verificationNoteFor } from './verification-note';
import { VerificationSummary } from './VerificationSummary';

export function SavedStudy({ study }: { study: Study }) {
  const { t, i18n } = useTranslation();
  const [download, setDownload] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const date = new Date(study.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'long' });

  async function handleDownload() {
    setDownload('downloading');
    try {
      // the document is in the study's language, as the generator's download is
      await prepareLanguage(study.language);
      const st = i18n.getFixedT(study.language);
      const { documentLabels, downloadStudyDocx } = await import('./word-export');
      const labels = documentLabels(
        study.language,
        study.subject.name,
        study.method.studyname,
        new Date(study.createdAt),
        st,
      );
      await downloadStudyDocx(labels, study.text, verificationNoteFor(study, st));
      setDownload('idle');
    } catch (err) {
      console.error('Error generating Word document:', err);
      setDownload('failed');
    }
  }

  return (
    <section className="card generator-result saved-study" aria-labelledby="saved-study-title">
      <h2 id="saved-study-title">
        {study.subject.name} - {study.method.studyname}
      </h2>
      <p className="study-meta muted small">
        {study.driver === 'builtin' ? t('study.templateLabel') : t('study.aiLabel', { model: study.model })}
        {' · '}
        {t('library.studies.generatedOn', { date })}
      </p>
      {study.incomplete && (
        <div className="error-box" role="note">
          {t('verify.incomplete')}
        </div>
      )}
      <StudyView
        text={study.text}
        references={study.references}
        translation={study.translation}
        quotations={study.verification?.quotations}
        hints={study.verification?.hints}
      />
      {study.verification && (
        <VerificationSummary
          references={study.references}
          quotations={study.verification.quotations}
          translations={study.verification.translations}
          hints={study.verification.hints}
          unchecked={study.verification.unchecked}
        />
      )}
      <div className="study-actions">
        <button
          type="button"
          className="button primary"
          onClick={handleDownload}
          disabled={download === 'downloading'}
        >
          {download === 'downloading' ? (
            <Loader2 className="spin" size={18} aria-hidden />
          ) : (
            <Download size={18} aria-hidden />
          )}{' '}
          {download === 'downloading' ? t('study.downloading') : t('study.download')}
        </button>
      </div>
      {download === 'failed' && (
        <div className="error-box" role="alert">
          {t('study.downloadFailed')}
        </div>
      )}
    </section>
  );
}
