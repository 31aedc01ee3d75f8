import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { SiteInfo } from '../../../shared/api';
import { CONTACT_LIMITS } from '../../../shared/limits';
import { PageHeader } from '../../components/ui/PageHeader';
import { errorKey, postJson } from '../../lib/api';
import { useApi } from '../../lib/use-api';

type Field = 'name' | 'email' | 'subject' | 'message';
const EMPTY: Record<Field, string> = { name: '', email: '', subject: '', message: '' };
const MAX: Record<Field, number> = {
  name: CONTACT_LIMITS.name,
  email: CONTACT_LIMITS.email,
  subject: CONTACT_LIMITS.subject,
  message: CONTACT_LIMITS.message,
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same rules as the server's ContactSchema, as i18n keys with their values. */
function check(values: Record<Field, string>): Partial<Record<Field, [string, Record<string, number>?]>> {
  const errors: Partial<Record<Field, [string, Record<string, number>?]>> = {};
  for (const f of Object.keys(EMPTY) as Field[]) {
    const v = values[f].trim();
    if (!v) errors[f] = ['contact.required'];
    else if (v.length > MAX[f]) errors[f] = ['contact.tooLong', { max: MAX[f] }];
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = ['contact.invalidEmail'];
  if (!errors.message && values.message.trim().length < CONTACT_LIMITS.messageMin)
    errors.message = ['contact.tooShort', { min: CONTACT_LIMITS.messageMin }];
  return errors;
}

export function ContactPage() {
  const { t, i18n } = useTranslation();
  const site = useApi<SiteInfo>('/api/site');
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const errors = check(values);

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
      await postJson('/api/contact', { ...values, language: i18n.language, website: honeypot });
      setState('sent');
      setValues(EMPTY);
      setTouched(false);
    } catch (err) {
      setFailure(errorKey(err)); // what the visitor typed stays in the form
      setState('failed');
    }
  }

  const contact = site.data?.contact;
  const field = (name: Field, label: string, type = 'text', multiline = false) => {
    const error = touched ? errors[name] : undefined;
    const props = {
      id: `contact-${name}`,
      name,
      value: values[name],
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValues((v) => ({ ...v, [name]: e.target.value })),
      required: true,
      maxLength: MAX[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `contact-${name}-error` : undefined,
    };
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
          <p id={`contact-${name}-error`} className="field-error">
            {t(error[0], error[1])}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="page contact">
      <PageHeader title={t('contact.title')} lead={t('contact.subtitle')} />
      <div className="contact-layout">
        {contact && (contact.email || contact.phone || contact.address) && (
          <ul className="contact-info">
            {contact.email && (
              <li>
                <Mail size={18} aria-hidden /> <span className="muted">{t('contact.email')}:</span>{' '}
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            )}
            {contact.phone && (
              <li>
                <Phone size={18} aria-hidden /> <span className="muted">{t('contact.phone')}:</span>{' '}
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
              </li>
            )}
            {contact.address && (
              <li>
                <MapPin size={18} aria-hidden /> <span className="muted">{t('contact.address')}:</span>{' '}
                {contact.address}
              </li>
            )}
          </ul>
        )}
        {state === 'sent' ? (
          <div className="card success" role="status">
            <p>{t('contact.sent')}</p>
            <button type="button" className="button" onClick={() => setState('idle')}>
              {t('contact.sendAnother')}
            </button>
          </div>
        ) : (
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
        )}
      </div>
    </div>
  );
}
