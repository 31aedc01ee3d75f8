/**
 * A study read-only: the heading 'subject - method name', who wrote it and when, the study with
 * its checks, its link when the server keeps it, Download Word and Print. The library page
 * composes it with the stored record (no server needed: the record holds the whole study), the
 * shared page (/studies/:id) with the study the server keeps; `children` go beside the actions.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Study } from '../../../shared/api';
import { StudyActions } from './StudyActions';
import { StudyBody } from './StudyBody';

export function SavedStudy({ study, children }: { study: Study; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const date = new Date(study.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'long' });

  return (
    <section className="card generator-result saved-study" aria-labelledby="saved-study-title">
      <h2 id="saved-study-title" lang={study.language}>
        {study.subject.name} - {study.method.studyname}
      </h2>
      <p className="study-meta muted small">
        {study.driver === 'builtin' ? t('study.templateLabel') : t('study.aiLabel', { model: study.model })}
        {' · '}
        {t('library.studies.generatedOn', { date })}
      </p>
      <StudyBody study={study} incompleteRole="note" headingLevel={3} />
      <StudyActions study={study} date={new Date(study.createdAt)}>
        {children}
      </StudyActions>
    </section>
  );
}
