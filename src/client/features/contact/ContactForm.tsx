import type { UiLanguage } from '../../../shared/books';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../lib/api';
import { checkContact, EMPTY, MAX, type Field } from './contact-form';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { postEndpoint } from '../../lib/api-client';

/**
 * The contact form (POST /api/contact): checked with the server's schema before sending, the
 * first field in error focused; on failure what the visitor typed stays. Nothing typed or pasted
 * is cut (no maxlength: a browser cuts a paste there without a word, issue 43): the message shows
 * its count, and a field over its limit says so, with its count, as soon as it is. A hidden
 * honeypot field catches bots.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const errors = checkContact(values);

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length) {
      document.getElementById(`contact-${Object.keys(errors)[0]}`)?.focus();
      return;
    }
    setState('sending');
    setFailure(null);
    try {
      await postEndpoint(ENDPOINTS.contact, {
        ...values,
        language: i18n.language as UiLanguage,
        website: honeypot,
      });
      setState('sent');
      setValues(EMPTY);
      setTouched(false);
    } catch (err) {
      setFailure(errorKey(err)); // what the visitor typed stays in the form
      setState('failed');
    }
  }

  const n = (x: number) => x.toLocaleString(i18n.language);
  const field = (name: Field, label: string, type = 'text', multiline = false) => {
    const error = touched || errors[name]?.[0] === 'contact.tooLongCount' ? errors[name] : undefined;
    const counted = multiline;
    const props = {
      id: `contact-${name}`,
      name,
      value: values[name],
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValues((v) => ({ ...v, [name]: e.target.value })),
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby':
        [error && `contact-${name}-error`, counted && `contact-${name}-count`].filter(Boolean).join(' ') ||
        undefined,
    };
    const shown = (values: Record<string, number> = {}) =>
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, n(v)]));
    return (
      <div className="field">
        <label htmlFor={props.id}>{label}</label>
        {multiline ? (
          <textarea rows={6} {...props} />
        ) : (
          <input
            type={type}
            autoComplete={name === 'email' ? 'email' : name === 'name' ? 'name' : 'off'}
            {...props}
          />
        )}
        {error && (
          <p id={`contact-${name}-error`} className="field-error" aria-live="polite">
            {t(error[0], { ...shown(error[1]), over: n((error[1]?.count ?? 0) - (error[1]?.max ?? 0)) })}
          </p>
        )}
        {counted && (
          <p id={`contact-${name}-count`} className="muted small">
            {t('contact.count', { count: n(values[name].length), max: n(MAX[name]) })}
          </p>
        )}
      </div>
    );
  };

  if (state === 'sent')
    return (
      <div className="card success" role="status">
        <p>{t('contact.sent')}</p>
        <button type="button" className="button" onClick={() => setState('idle')}>
          {t('contact.sendAnother')}
        </button>
      </div>
    );
  return (
    <form className="card form" onSubmit={handleSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      {field('name', t('contact.name'))}
      {field('email', t('contact.yourEmail'), 'email')}
      {field('subject', t('contact.subject'))}
      {field('message', t('contact.message'), 'text', true)}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.honeypot')}</label>
        <input
          id="contact-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      {state === 'failed' && failure && (
        <p className="error" role="alert">
          {t(failure)}
        </p>
      )}
      <button type="submit" className="button primary" disabled={state === 'sending'}>
        {state === 'sending' ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
