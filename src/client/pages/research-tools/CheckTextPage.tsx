/**
 * Research tools → Check a text (issue 15): paste a sermon, an article or an AI answer and see
 * every Bible reference and quotation in it marked — links for references, flags for those that
 * do not exist, and each quotation's status with the true text of a misquote (POST /api/verify).
 * The form is the check-text feature's; the result is shown as the studies show theirs.
 */
import { useTranslation } from 'react-i18next';
import { VERIFY_MAX_CHARS } from '../../../shared/limits';
import { PageHeader } from '../../components/ui/PageHeader';
import { CheckTextForm } from '../../features/check-text/CheckTextForm';
import { useCheckText } from '../../features/check-text/use-check-text';
import { StudyView } from '../../features/studies/StudyView';
import { VerificationSummary } from '../../features/studies/VerificationSummary';
import { errorKey } from '../../lib/api';

export function CheckTextPage() {
  const { t, i18n } = useTranslation();
  const { state, check, resume } = useCheckText();
  const n = (x: number) => x.toLocaleString(i18n.language);
  return (
    <div className="page check-text">
      <PageHeader title={t('verify.pageTitle')} lead={t('verify.pageSubtitle')} />
      <CheckTextForm checking={state.kind === 'checking'} onCheck={(text, tr) => void check(text, tr)} />
      {state.kind === 'checking' && (state.done > 0 || state.total > VERIFY_MAX_CHARS) && (
        <p className="check-progress" role="status">
          <progress value={state.done} max={state.total} />{' '}
          {t('verify.progress', { done: n(state.done), total: n(state.total) })}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="error" role="alert">
          {t(errorKey(state.error))}
        </p>
      )}
      {state.kind === 'done' && (
        <section className="card check-result" aria-labelledby="check-result-title">
          <h2 id="check-result-title">{t('verify.result')}</h2>
          {state.left ? (
            <div className="error check-left" role="alert">
              <p>
                {t('verify.partFailed', {
                  from: n(state.left.start + 1),
                  to: n(state.text.length),
                  total: n(state.text.length),
                  words: state.text.slice(state.left.start).trim().split(/\s+/).slice(0, 6).join(' '),
                  error: t(errorKey(state.left.error)),
                })}
              </p>
              <button type="button" className="button" onClick={() => void resume()}>
                {t('verify.resume')}
              </button>
            </div>
          ) : (
            state.requests > 1 && (
              <p className="muted small">{t('verify.checkedInParts', { count: n(state.text.length) })}</p>
            )
          )}
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
                capped={state.result.capped}
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
