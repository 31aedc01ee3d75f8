/**
 * A study from the user's library, read-only: the heading 'subject - method name', who wrote it
 * and when, the study with its checks, and Download Word. The library page composes it with the
 * stored record; it needs no server (the record holds the whole study).
 */
import { useTranslation } from 'react-i18next';
import type { Study } from '../../../shared/api';
import { StudyView } from './StudyView';
import { StudyActions } from './StudyActions';
import { VerificationSummary } from './VerificationSummary';

export function SavedStudy({ study }: { study: Study }) {
  const { t, i18n } = useTranslation();
  const date = new Date(study.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'long' });

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
      <StudyActions study={study} date={new Date(study.createdAt)} />
    </section>
  );
}
