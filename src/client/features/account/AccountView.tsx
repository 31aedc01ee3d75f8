import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { startAuthentication } from '@simplewebauthn/browser';
import type { AccountUser } from '../../../shared/api';
import { PASSWORD_MIN } from '../../../shared/limits';
import { errorKey } from '../../lib/api';
import { signedIn, type useAccount } from '../../lib/account';
import { call } from './api';
import { SignedIn } from './SignedIn';

type Mode = 'sign-in' | 'sign-up' | 'recover';

/** Signed out: sign in (a password, then a code when TOTP is on; or a passkey), sign up, or recover. */
export function AccountView({
  account,
  notice,
}: {
  account: ReturnType<typeof useAccount>;
  notice?: string;
}) {
  if (account.status === 'signed-in') return <SignedIn user={account.user} />;
  return <SignedOut notice={notice} />;
}

export function SignedOut({ initial = 'sign-in' as Mode, notice }: { initial?: Mode; notice?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [mode, setMode] = useState<Mode>(initial);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needCode, setNeedCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(notice ?? null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      const key = errorKey(err);
      if (key === 'apiErrors.second_factor_required') setNeedCode(true);
      setError(t(key));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      if (mode === 'sign-in') {
        const body = { email, password, ...(needCode && code ? { code } : {}) };
        const { user } = await call<{ user: AccountUser }>('/api/auth/sign-in', body, lang, false);
        signedIn(user);
      } else if (mode === 'sign-up') {
        await call('/api/auth/sign-up', { email, password, language: lang }, lang, false);
        setDone(t('account.signUp.sent', { email }));
      } else {
        await call('/api/auth/recover', { email }, lang, false);
        setDone(t('account.recover.sent', { email }));
      }
    });
  };
  const passkey = () =>
    run(async () => {
      const { challengeId, options } = await call<{ challengeId: string; options: never }>(
        '/api/auth/passkey/options',
        {},
        lang,
        false,
      );
      const response = await startAuthentication({ optionsJSON: options });
      const { user } = await call<{ user: AccountUser }>(
        '/api/auth/passkey/sign-in',
        { challengeId, response },
        lang,
        false,
      );
      signedIn(user);
    });

  return (
    <section className="account-panel" aria-labelledby="account-form-title">
      <div className="account-tabs" role="tablist" aria-label={t('account.title')}>
        {(['sign-in', 'sign-up', 'recover'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={`chip${mode === m ? ' active' : ''}`}
            onClick={() => {
              setMode(m);
              setError(null);
              setDone(null);
            }}
          >
            {t(`account.tabs.${m}`)}
          </button>
        ))}
      </div>
      <h2 id="account-form-title">{t(`account.tabs.${mode}`)}</h2>
      <p className="muted">{t(`account.why.${mode}`)}</p>
      {done && (
        <p role="status" className="notice">
          {done}
        </p>
      )}
      <form className="account-form" onSubmit={submit}>
        <label>
          {t('account.email')}
          <input
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        {mode !== 'recover' && (
          <label>
            {t('account.password')}
            <input
              type="password"
              autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
              required
              minLength={mode === 'sign-up' ? PASSWORD_MIN : 1}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {mode === 'sign-up' && (
              <span className="muted">{t('account.passwordRule', { n: PASSWORD_MIN })}</span>
            )}
          </label>
        )}
        {mode === 'sign-in' && needCode && (
          <label>
            {t('account.code')}
            <input
              inputMode="text"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <span className="muted">{t('account.codeHint')}</span>
          </label>
        )}
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={busy}>
          {t(`account.submit.${mode}`)}
        </button>
      </form>
      {mode === 'sign-in' && (
        <p>
          <button type="button" className="button" onClick={() => void passkey()} disabled={busy}>
            {t('account.passkeySignIn')}
          </button>
        </p>
      )}
      <p className="muted">{t('account.offline')}</p>
    </section>
  );
}
