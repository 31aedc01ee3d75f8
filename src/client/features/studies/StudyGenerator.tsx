/**
 * The generator panel shared by character studies (spec §2) and topic studies: a searchable
 * subject dropdown, a method select and Generate in the left panel; in the right panel the
 * hint, then the spinner with 'Generating your Bible study...' while the text streams in, then
 * 'Generated Study', the heading 'subject - method name', the study and Download Word. Errors
 * show in a red box and are logged to the console with the spec's prefixes.
 */
import { Download, Loader2, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Study, StudyMethod } from '../../../shared/api';
import type { UiLanguage } from '../../../shared/books';
import { ApiRequestError } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { SearchableSelect, type Option } from './SearchableSelect';
import { streamStudy } from './study-api';
import { StudyView } from './StudyView';
import { verificationNoteFor } from './verification-note';
import { VerificationSummary } from './VerificationSummary';

export type SubjectKind = 'character' | 'topic';

interface Props {
  kind: SubjectKind;
  options: Option[] | null;
  /** the subject list failed to load: the message to show */
  optionsError: string | null;
}

type Generation =
  | { state: 'idle' }
  | { state: 'generating'; text: string; subject: Option; method: StudyMethod }
  | { state: 'done'; study: Study; subject: Option; method: StudyMethod }
  | { state: 'failed'; message: string; detail?: string };

export function StudyGenerator({ kind, options, optionsError }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const methods = useApi<StudyMethod[]>(`/api/study-methods?for=${kind}&lang=${lang}`);
  const [chosen, setSubject] = useState<Option | null>(null);
  const [methodId, setMethodId] = useState<number | null>(null);
  const [generation, setGeneration] = useState<Generation>({ state: 'idle' });
  const [validation, setValidation] = useState<string | null>(null);
  const [download, setDownload] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const abort = useRef<AbortController | null>(null);
  const result = useRef<HTMLElement>(null);
  useEffect(() => () => abort.current?.abort(), []);

  // the lists are per language: a choice made in another language is looked up again by id
  const subject = chosen && options ? (options.find((o) => o.id === chosen.id) ?? null) : chosen;
  const method = methods.data?.find((m) => m.id === methodId) ?? null;
  const generating = generation.state === 'generating';
  const loadError = optionsError ?? (methods.error ? t('study.loadFailed') : null);

  async function generate(fresh: boolean) {
    if (!subject || !method) {
      setValidation(t(kind === 'character' ? 'study.selectBoth' : 'study.selectBothTopic'));
      return;
    }
    setValidation(null);
    setDownload('idle');
    abort.current?.abort();
    const ctrl = (abort.current = new AbortController());
    setGeneration({ state: 'generating', text: '', subject, method });
    // on narrow screens the result is below the form: bring it into view
    const box = result.current?.getBoundingClientRect();
    if (box && box.top > window.innerHeight * 0.6)
      result.current!.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const body = {
      ...(kind === 'character' ? { characterId: subject.id } : { topicId: Number(subject.id) }),
      methodId: method.id,
      language: lang,
      fresh,
    };
    try {
      const study = await streamStudy(body, {
        signal: ctrl.signal,
        onDelta: (piece) =>
          setGeneration((g) => (g.state === 'generating' ? { ...g, text: g.text + piece } : g)),
      });
      setGeneration({ state: 'done', study, subject, method });
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

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    void generate(false);
  }

  async function handleDownload() {
    if (generation.state !== 'done') return;
    setDownload('downloading');
    try {
      const { downloadStudyDocx } = await import('./word-export');
      await downloadStudyDocx(
        generation.subject.name,
        generation.method.studyname,
        generation.study.text,
        i18n.language,
        verificationNoteFor(generation.study, t),
      );
      setDownload('idle');
    } catch (err) {
      console.error('Error generating Word document:', err);
      setDownload('failed');
    }
  }

  const shownSubject =
    generation.state === 'generating' || generation.state === 'done' ? generation.subject : null;
  const shownMethod =
    generation.state === 'generating' || generation.state === 'done' ? generation.method : null;

  return (
    <div className="generator">
      <form className="card generator-form" onSubmit={handleSubmit} aria-label={t(`study.formLabel.${kind}`)}>
        {loadError && (
          <p className="error" role="alert">
            {loadError}
          </p>
        )}
        <SearchableSelect
          id={`${kind}-select`}
          label={t(`study.subjectLabel.${kind}`)}
          placeholder={options ? t(`study.subjectPlaceholder.${kind}`) : t('study.loading')}
          options={options ?? []}
          selected={subject}
          onChange={(o) => {
            setSubject(o);
            setValidation(null);
          }}
          noMatches={t(`study.noMatches.${kind}`)}
          clearLabel={t('study.clear')}
          toggleLabel={t('study.toggle')}
          disabled={!options}
          moreHint={(n) => t('study.moreMatches', { count: n })}
        />
        <div className="field">
          <label htmlFor={`${kind}-method`}>{t('study.methodLabel')}</label>
          <select
            id={`${kind}-method`}
            value={methodId ?? ''}
            onChange={(e) => {
              setMethodId(e.target.value ? Number(e.target.value) : null);
              setValidation(null);
            }}
            disabled={!methods.data}
          >
            <option value="">{methods.data ? t('study.methodPlaceholder') : t('study.loading')}</option>
            {methods.data?.map((m) => (
              <option key={m.id} value={m.id}>
                {m.studyname}
              </option>
            ))}
          </select>
          {method && <p className="muted small">{method.studydescription}</p>}
        </div>
        {(validation || (!subject !== !method && !generating)) && (
          <p
            id={`${kind}-needs-both`}
            className={validation ? 'error' : 'muted small'}
            role={validation ? 'alert' : undefined}
          >
            {validation ?? t(kind === 'character' ? 'study.selectBoth' : 'study.selectBothTopic')}
          </p>
        )}
        <button type="submit" className="button primary" disabled={!subject || !method || generating}>
          <Sparkles size={18} aria-hidden /> {t('study.generate')}
        </button>
      </form>

      <section ref={result} className="card generator-result" aria-busy={generating}>
        {/* announced once, not every streamed piece */}
        <p className="visually-hidden" role="status">
          {generation.state === 'done' ? t('study.generated') : ''}
        </p>
        {generation.state === 'idle' && <p className="muted">{t(`study.hint.${kind}`)}</p>}
        {generation.state === 'failed' && (
          <div className="error-box" role="alert">
            {generation.message}
            {generation.detail && <p className="small">{generation.detail}</p>}
          </div>
        )}
        {generating && (
          <p className="status generating" role="status">
            <Loader2 className="spin" size={20} aria-hidden /> {t('study.generating')}
          </p>
        )}
        {(generation.state === 'generating' || generation.state === 'done') && (
          <>
            {generation.state === 'done' && <h2>{t('study.generated')}</h2>}
            <h3>
              {shownSubject!.name} - {shownMethod!.studyname}
            </h3>
            {generation.state === 'done' && (
              <p className="study-meta muted small">
                {generation.study.driver === 'builtin'
                  ? `${t('study.templateLabel')}: ${t('studyNote.sameEachTime')}`
                  : t('study.aiLabel', { model: generation.study.model })}
                {generation.study.cached && <> · {t('study.cachedLabel')}</>}
              </p>
            )}
            {generation.state === 'done' && generation.study.repair && (
              <p className="study-repair muted small" role="note">
                {generation.study.repair.adopted
                  ? t('verify.repaired', {
                      before: generation.study.repair.misquotedBefore,
                      after: generation.study.repair.misquotedAfter ?? 0,
                    })
                  : t('verify.repairKept', { before: generation.study.repair.misquotedBefore })}
              </p>
            )}
            {generation.state === 'done' && generation.study.incomplete && (
              <div className="error-box" role="alert">
                {t('verify.incomplete')}
              </div>
            )}
            <StudyView
              text={generation.state === 'done' ? generation.study.text : generation.text}
              references={generation.state === 'done' ? generation.study.references : undefined}
              translation={generation.state === 'done' ? generation.study.translation : 'KJV'}
              quotations={generation.state === 'done' ? generation.study.verification?.quotations : undefined}
              hints={generation.state === 'done' ? generation.study.verification?.hints : undefined}
            />
            {generation.state === 'done' && generation.study.verification && (
              <VerificationSummary
                references={generation.study.references}
                quotations={generation.study.verification.quotations}
                translations={generation.study.verification.translations}
                hints={generation.study.verification.hints}
                unchecked={generation.study.verification.unchecked}
              />
            )}
            {generation.state === 'done' && (
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
                {/* the built-in composer is deterministic: a new version would be the same text */}
                {generation.study.driver !== 'builtin' && (
                  <button type="button" className="button" onClick={() => void generate(true)}>
                    <RefreshCw size={18} aria-hidden /> {t('study.regenerate')}
                  </button>
                )}
              </div>
            )}
            {download === 'failed' && (
              <div className="error-box" role="alert">
                {t('study.downloadFailed')}
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
