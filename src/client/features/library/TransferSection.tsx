import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Upload } from 'lucide-react';
import type { UiLanguage } from '../../../shared/books';
import { setLanguage } from '../../i18n';
import {
  applyImport,
  exportFileName,
  exportLibrary,
  MAX_FILE_BYTES,
  parseLibraryFile,
  planImport,
  type ImportError,
  type ImportPlan,
  type LibraryFile,
} from '../../lib/library/transfer';
import { Section } from './Section';

type State =
  | { step: 'idle' }
  | { step: 'error'; error: ImportError; name: string }
  | { step: 'review'; file: LibraryFile; plan: ImportPlan; name: string }
  | { step: 'done'; stored: boolean };

/** Export the library as one JSON file; import one: checked, reviewed, then merged. */
export function TransferSection() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [useSettings, setUseSettings] = useState(true);
  const input = useRef<HTMLInputElement>(null);

  function handleExport() {
    const file = exportLibrary(i18n.language as UiLanguage);
    const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = exportFileName();
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  async function handleFile(e: ChangeEvent<HTMLInputElement>) {
    const picked = e.target.files?.[0];
    e.target.value = ''; // the same file can be picked again
    if (!picked) return;
    const parsed =
      picked.size > MAX_FILE_BYTES
        ? { error: { id: 'tooLarge' } as ImportError }
        : parseLibraryFile(await picked.text());
    if ('error' in parsed) setState({ step: 'error', error: parsed.error, name: picked.name });
    else setState({ step: 'review', file: parsed.file, plan: planImport(parsed.file), name: picked.name });
  }

  function handleImport() {
    if (state.step !== 'review') return;
    const stored = applyImport(state.file, useSettings);
    if (useSettings && state.file.language && state.file.language !== i18n.language)
      void setLanguage(state.file.language);
    setState({ step: 'done', stored });
  }

  const errorText = (e: ImportError) =>
    e.id === 'badRecord'
      ? t('library.transfer.errors.badRecord', {
          part: t(e.part === 'plans' ? 'plans.title' : `library.${e.part}.title`),
          n: e.index + 1,
        })
      : t(`library.transfer.errors.${e.id}`);
  const nothingNew = (p: ImportPlan) => Object.values(p).every((n) => n === 0);

  return (
    <Section id="transfer" title={t('library.transfer.title')}>
      <p className="muted">{t('library.transfer.lead')}</p>
      <div className="library-transfer-actions">
        <button type="button" className="button primary" onClick={handleExport}>
          <Download size={18} aria-hidden /> {t('library.transfer.export')}
        </button>
        <button type="button" className="button" onClick={() => input.current?.click()}>
          <Upload size={18} aria-hidden /> {t('library.transfer.import')}
        </button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('library.transfer.import')}
          onChange={(e) => void handleFile(e)}
        />
      </div>
      <div aria-live="polite">
        {state.step === 'error' && (
          <div className="error-box" role="alert">
            <strong>{t('library.transfer.refused', { name: state.name })}</strong> {errorText(state.error)}{' '}
            {t('library.transfer.unchanged')}
          </div>
        )}
        {state.step === 'review' && (
          <div className="import-review">
            <p>
              <strong>{t('library.transfer.willAdd', { name: state.name })}</strong>
            </p>
            {nothingNew(state.plan) ? (
              <p>{t('library.transfer.nothingNew')}</p>
            ) : (
              <ul>
                <li>{t('library.transfer.counts.studies', { count: state.plan.studies })}</li>
                <li>{t('library.transfer.counts.bookmarks', { count: state.plan.bookmarks })}</li>
                <li>{t('library.transfer.counts.notes', { count: state.plan.notes })}</li>
                {state.plan.notesJoined > 0 && (
                  <li>{t('library.transfer.counts.notesJoined', { count: state.plan.notesJoined })}</li>
                )}
                <li>{t('library.transfer.counts.history', { count: state.plan.history })}</li>
                {state.plan.plans > 0 && <li>{t('plans.imported', { count: state.plan.plans })}</li>}
                {state.plan.highlights > 0 && (
                  <li>{t('library.transfer.counts.highlights', { count: state.plan.highlights })}</li>
                )}
              </ul>
            )}
            <label className="check-row">
              <input
                type="checkbox"
                checked={useSettings}
                onChange={(e) => setUseSettings(e.target.checked)}
              />
              {t('library.transfer.useSettings')}
            </label>
            <div className="library-transfer-actions">
              <button type="button" className="button primary" onClick={handleImport}>
                {t('library.transfer.confirm')}
              </button>
              <button type="button" className="button" onClick={() => setState({ step: 'idle' })}>
                {t('library.transfer.cancel')}
              </button>
            </div>
          </div>
        )}
        {state.step === 'done' && (
          <p className={state.stored ? 'notice' : 'error'} role={state.stored ? 'status' : 'alert'}>
            {state.stored ? t('library.transfer.imported') : t('library.notStored')}
          </p>
        )}
      </div>
    </Section>
  );
}
