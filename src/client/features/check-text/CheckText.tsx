/**
 * Research tools → Check a text (issue 15): paste a sermon, an article or an AI answer and see
 * every Bible reference and quotation in it marked — links for references, flags for those that
 * do not exist, and each quotation's status with the true text of a misquote (POST /api/verify).
 */
import { Loader2, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translation, VerifyResponse } from '../../../shared/api';
import { VERIFY_MAX_CHARS } from '../../../shared/limits';
import { PageHeader } from '../../components/ui/PageHeader';
import { StudyView } from '../studies/StudyView';
import { VerificationSummary } from '../studies/VerificationSummary';
import { errorKey, postJson } from '../../lib/api';
import { useApi } from '../../lib/use-api';

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; text: string; result: VerifyResponse }
  | { kind: 'failed'; error: unknown };

export function CheckTextPage() {
  const { t, i18n } = useTranslation();
  const translations = useApi<Translation[]>('/api/translations');
  const [text, setText] = useState('');
  const [translation, setTranslation] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function check(e: FormEvent) {
    e.preventDefault();
    setState({ kind: 'checking' });
    try {
      const result = await postJson<VerifyResponse>('/api/verify', {
        text,
        ...(translation ? { translation } : {}),
      });
      setState({ kind: 'done', text, result });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }

  return (
    <div className="page check-text">
      <PageHeader title={t('verify.pageTitle')} lead={t('verify.pageSubtitle')} />
      <form className="card check-form" onSubmit={check}>
        <div className="field">
          <label htmlFor="check-text">{t('verify.textLabel')}</label>
          <textarea
            id="check-text"
            rows={8}
            value={text}
            maxLength={VERIFY_MAX_CHARS}
            onChange={(e) => setText(e.target.value)}
            aria-describedby="check-text-count"
          />
          <span id="check-text-count" className="muted small">
            {t('verify.count', {
              count: text.length.toLocaleString(i18n.language),
              max: VERIFY_MAX_CHARS.toLocaleString(i18n.language),
            })}
          </span>
        </div>
        <div className="field">
          <label htmlFor="check-translation">{t('verify.translationLabel')}</label>
          <select id="check-translation" value={translation} onChange={(e) => setTranslation(e.target.value)}>
            <option value="">{t('verify.translationDefault')}</option>
            {translations.data?.map((tr) => (
              <option key={tr.id} value={tr.id}>
                {tr.name} ({tr.id})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button primary" disabled={!text.trim() || state.kind === 'checking'}>
          {state.kind === 'checking' ? (
            <Loader2 className="spin" size={18} aria-hidden />
          ) : (
            <ShieldCheck size={18} aria-hidden />
          )}{' '}
          {state.kind === 'checking' ? t('verify.checking') : t('verify.check')}
        </button>
      </form>
      {state.kind === 'failed' && (
        <p className="error" role="alert">
          {t(errorKey(state.error))}
        </p>
      )}
      {state.kind === 'done' && (
        <section className="card check-result" aria-labelledby="check-result-title">
          <h2 id="check-result-title">{t('verify.result')}</h2>
          {state.result.references.length === 0 && state.result.quotations.length === 0 ? (
            <p className="muted" role="status">
              {t('verify.nothingFound')}
            </p>
          ) : (
            <>
              <p className="visually-hidden" role="status">
                {t('verify.summaryTitle')}
              </p>
              <VerificationSummary
                references={state.result.references}
                quotations={state.result.quotations}
                translations={state.result.translations}
                unchecked={state.result.unchecked}
              />
            </>
          )}
          <StudyView
            text={state.text}
            references={state.result.references}
            quotations={state.result.quotations}
            translation={state.result.translations[0] ?? 'KJV'}
          />
        </section>
      )}
    </div>
  );
}
