/**
 * One study being generated, streamed in and then shown: the states of spec §4 (generating,
 * then generated or failed), the request, and the spec's console prefix on failure. A new
 * request cancels the one in flight; leaving the page cancels it too.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Study } from '../../../shared/api';
import type { UiLanguage } from '../../../shared/books';
import { ApiRequestError } from '../../lib/api';
import { recordStudy } from '../../lib/library/library';
import { streamStudy } from './study-api';

export type SubjectKind = 'character' | 'topic';

export type Generation =
  | { state: 'idle' }
  /** `title`: 'subject - method name', in the language being generated */
  | { state: 'generating'; text: string; title: string }
  | { state: 'done'; study: Study }
  | { state: 'failed'; message: string; detail?: string };

export interface GenerateRequest {
  subjectId: string;
  methodId: number;
  language: UiLanguage;
  /** a new version rather than the cached one */
  fresh: boolean;
  title: string;
}

/** 'subject - method name' as the spec heads a study, in the study's own language. */
export const studyTitle = (study: Study) => `${study.subject.name} - ${study.method.studyname}`;

export function useStudyGeneration(kind: SubjectKind) {
  const { t } = useTranslation();
  const [generation, setGeneration] = useState<Generation>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function generate({ subjectId, methodId, language, fresh, title }: GenerateRequest) {
    abort.current?.abort();
    const ctrl = (abort.current = new AbortController());
    setGeneration({ state: 'generating', text: '', title });
    const body = {
      ...(kind === 'character' ? { characterId: subjectId } : { topicId: Number(subjectId) }),
      methodId,
      language,
      fresh,
    };
    try {
      const study = await streamStudy(body, {
        signal: ctrl.signal,
        onDelta: (piece) =>
          setGeneration((g) => (g.state === 'generating' ? { ...g, text: g.text + piece } : g)),
      });
      setGeneration({ state: 'done', study });
      recordStudy(study); // the user's library (lib/library), shown by SavedInLibrary
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      console.error('Error generating Bible study:', err);
      const reason =
        err instanceof ApiRequestError && err.id !== 'network' && err.id !== 'internal'
          ? t(`apiErrors.${err.id}`)
          : null;
      // character studies: the reason itself (for key problems it is the spec's text); topic
      // studies: the spec's topic message, with the reason under it
      if (kind === 'character')
        setGeneration({ state: 'failed', message: reason ?? t('study.generateFailed') });
      else
        setGeneration({
          state: 'failed',
          message: t('study.generateFailedTopic'),
          detail: reason ?? undefined,
        });
    }
  }

  return { generation, generate };
}
