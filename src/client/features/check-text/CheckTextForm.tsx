import { Loader2, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFY_MAX_CHARS, VERIFY_TEXT_MAX_CHARS } from '../../../shared/limits';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

interface Props {
  checking: boolean;
  onCheck: (text: string, translation: string) => void;
}

/**
 * The text to check and the translation to check quotations against. Nothing typed or pasted is
 * cut (no maxlength: a browser cuts a paste there without a word): the count says a text longer
 * than one check (VERIFY_MAX_CHARS) is checked whole, in parts, and a text over
 * VERIFY_TEXT_MAX_CHARS is refused as it stands, with its count.
 */
export function CheckTextForm({ checking, onCheck }: Props) {
  const { t, i18n } = useTranslation();
  const translations = useEndpoint(ENDPOINTS.translations, {});
  const [text, setText] = useState('');
  const [translation, setTranslation] = useState('');
  const n = (x: number) => x.toLocaleString(i18n.language);
  const tooLong = text.length > VERIFY_TEXT_MAX_CHARS;

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (!tooLong) onCheck(text, translation);
  }

  return (
    <form className="card check-form" onSubmit={handleSubmit}>
      <div className="field">
        <label htmlFor="check-text">{t('verify.textLabel')}</label>
        <textarea
          id="check-text"
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={tooLong ? 'check-text-count check-text-error' : 'check-text-count'}
          aria-invalid={tooLong || undefined}
        />
        <span id="check-text-count" className="muted small">
          {t(text.length > VERIFY_MAX_CHARS ? 'verify.countParts' : 'verify.count', {
            count: n(text.length),
            max: n(VERIFY_TEXT_MAX_CHARS),
          })}
        </span>
        {tooLong && (
          <p id="check-text-error" className="field-error" role="alert">
            {t('verify.tooLong', { count: n(text.length), max: n(VERIFY_TEXT_MAX_CHARS) })}
          </p>
        )}
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
      <button type="submit" className="button primary" disabled={!text.trim() || checking || tooLong}>
        {checking ? (
          <Loader2 className="spin" size={18} aria-hidden />
        ) : (
          <ShieldCheck size={18} aria-hidden />
        )}{' '}
        {checking ? t('verify.checking') : t('verify.check')}
      </button>
    </form>
  );
}
