import { Loader2, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translation } from '../../../shared/api';
import { VERIFY_MAX_CHARS } from '../../../shared/limits';
import { useApi } from '../../lib/use-api';

interface Props {
  checking: boolean;
  onCheck: (text: string, translation: string) => void;
}

/** The text to check (up to VERIFY_MAX_CHARS, counted as typed) and the translation to check quotations against. */
export function CheckTextForm({ checking, onCheck }: Props) {
  const { t, i18n } = useTranslation();
  const translations = useApi<Translation[]>('/api/translations');
  const [text, setText] = useState('');
  const [translation, setTranslation] = useState('');

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    onCheck(text, translation);
  }

  return (
    <form className="card check-form" onSubmit={handleSubmit}>
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
      <button type="submit" className="button primary" disabled={!text.trim() || checking}>
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
