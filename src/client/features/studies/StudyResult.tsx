/**
 * The generator's right panel (spec §2): the hint, then the spinner with 'Generating your Bible
 * study...' while the text streams in, then 'Generated Study', the heading 'subject - method
 * name', the study and Download Word; errors in a red box.
 *
 * Focus follows the study: Generate is disabled while generating, so the button the user pressed
 * goes away; focus moves to the study's heading as it starts, to 'Generated Study' when it is
 * done (announced in a status) and to the red box on failure — unless the user has gone
 * elsewhere meanwhile. A study in another language than the interface's offers itself in the
 * interface's language (the server answers from its cache when it has that study).
 */
import { Languages, Loader2, RefreshCw } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedInLibrary } from '../../components/ui/SavedInLibrary';
import type { UiLanguage } from '../../../shared/books';
import { studyTitle, type Generation, type SubjectKind } from './use-study-generation';
import { StudyActions } from './StudyActions';
import { StudyBody } from './StudyBody';
import { StudyView } from './StudyView';

interface Props {
  kind: SubjectKind;
  generation: Generation;
  /** the whole generator (form and result): focus inside it may be moved to the study */
  generatorRef: RefObject<HTMLElement | null>;
  onRegenerate: () => void;
  /** the shown study again in the interface's language */
  onShowInLanguage: () => void;
  /** the method list of the interface's language is still loading */
  languageBusy: boolean;
}

/** A language's name in another language ("inglés" for en in Spanish). */
const languageName = (code: string, inLanguage: string) =>
  new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;

export function StudyResult({
  kind,
  generation,
  generatorRef,
  onRegenerate,
  onShowInLanguage,
  languageBusy,
}: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const section = useRef<HTMLElement>(null);
  const target = useRef<HTMLElement>(null);
  const study = generation.state === 'done' ? generation.study : null;

  useEffect(() => {
    if (generation.state === 'idle') return;
    const active = document.activeElement;
    // while starting, focus left in the form follows the study; later only focus left in the panel
    const area = generation.state === 'generating' ? generatorRef.current : section.current;
    if (active && active !== document.body && !area?.contains(active)) return;
    target.current?.focus({ preventScroll: true });
    // on narrow screens the result is below the form: bring it into view
    const box = target.current?.getBoundingClientRect();
    if (box && box.top > window.innerHeight * 0.6)
      target.current!.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // only a change of state moves focus, not each streamed piece
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generation.state, study]);

  return (
    <section ref={section} className="card generator-result" aria-busy={generation.state === 'generating'}>
      {/* announced once, not every streamed piece */}
      <p className="visually-hidden" role="status">
        {study ? t('studyFlow.ready', { title: studyTitle(study) }) : ''}
      </p>
      {generation.state === 'idle' && <p className="muted">{t(`study.hint.${kind}`)}</p>}
      {generation.state === 'failed' && (
        <div className="error-box" role="alert" tabIndex={-1} ref={target as RefObject<HTMLDivElement>}>
          {generation.message}
          {generation.detail && <p className="small">{generation.detail}</p>}
        </div>
      )}
      {generation.state === 'generating' && (
        <>
          <p className="status generating" role="status">
            <Loader2 className="spin" size={20} aria-hidden /> {t('study.generating')}
          </p>
          <h3 tabIndex={-1} ref={target as RefObject<HTMLHeadingElement>}>
            {generation.title}
          </h3>
          <StudyView text={generation.text} translation="KJV" />
        </>
      )}
      {study && (
        <>
          <h2 tabIndex={-1} ref={target as RefObject<HTMLHeadingElement>}>
            {t('study.generated')}
          </h2>
          <h3 lang={study.language}>{studyTitle(study)}</h3>
          <p className="study-meta muted small">
            {study.driver === 'builtin'
              ? `${t('study.templateLabel')}: ${t('studyNote.sameEachTime')}`
              : t('study.aiLabel', { model: study.model })}
            {study.cached && <> · {t('study.cachedLabel')}</>}
          </p>
          {study.language !== lang && (
            <div className="study-language-offer" role="note">
              <p>{t('studyFlow.otherLanguage', { language: languageName(study.language, lang) })}</p>
              <button type="button" className="button" onClick={onShowInLanguage} disabled={languageBusy}>
                <Languages size={18} aria-hidden /> {t('studyFlow.showInLanguage')}
              </button>
            </div>
          )}
          {study.repair && (
            <p className="study-repair muted small" role="note">
              {study.repair.adopted
                ? t('verify.repaired', {
                    before: study.repair.misquotedBefore,
                    after: study.repair.misquotedAfter ?? 0,
                  })
                : t('verify.repairKept', { before: study.repair.misquotedBefore })}
            </p>
          )}
          <StudyBody study={study} incompleteRole="alert" />
          <SavedInLibrary study={study} />
          <StudyActions study={study} date={new Date()}>
            {/* the built-in composer is deterministic: a new version would be the same text */}
            {study.driver !== 'builtin' && (
              <button type="button" className="button" onClick={onRegenerate}>
                <RefreshCw size={18} aria-hidden /> {t('study.regenerate')}
              </button>
            )}
          </StudyActions>
        </>
      )}
    </section>
  );
}
