import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { startRegistration } from '@simplewebauthn/browser';
import type { AccountUser, PasskeyInfo, SessionInfo, TotpSetup } from '../../../shared/api';
import { errorKey } from '../../lib/api';
import { signedIn, signedOut, signOut } from '../../lib/account';
import { onSyncInfo, syncInfo } from '../../lib/library/sync';
import { call } from './api';

const snapshot = () => `${syncInfo.status}|${syncInfo.pending}|${syncInfo.lastSync}`;

/** Signed in: the library's sync, sign-out, the second factor, passkeys, sessions, the account's download and deletion. */
export function SignedIn({ user }: { user: Pick<AccountUser, 'id' | 'email'> & Partial<AccountUser> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const sync = useSyncExternalStore(onSyncInfo, snapshot);
  const [status, pending] = sync.split('|');
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [passkeys, setPasskeys] = useState<PasskeyInfo[] | null>(null);
  const [totp, setTotp] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void Promise.all([
      call<{ sessions: SessionInfo[] }>('/api/account/sessions', undefined, lang),
      call<{ passkeys: PasskeyInfo[] }>('/api/account/passkeys', undefined, lang),
      call<{ user: AccountUser }>('/api/auth/session', undefined, lang),
    ])
      .then(([s, p, me]) => {
        if (!live) return;
        setSessions(s.sessions);
        setPasskeys(p.passkeys);
        signedIn(me.user);
      })
      .catch((err) => live && setError(t(errorKey(err))));
    return () => {
      live = false;
    };
  }, [lang, t, version]);

  const act = async (work: () => Promise<unknown>, done?: string) => {
    setError(null);
    setMessage(null);
    try {
      await work();
      if (done) setMessage(done);
      setVersion((v) => v + 1);
    } catch (err) {
      setError(t(errorKey(err)));
    }
  };
  const totpOn = (user.factors ?? []).some((f) => f.factor_type === 'totp');

  return (
    <div className="account-signed-in">
      <section className="account-panel" aria-labelledby="acct-you">
        <h2 id="acct-you">{t('account.signedInAs', { email: user.email })}</h2>
        <p role="status">{t(`account.sync.${status}`, { count: Number(pending) })}</p>
        <button type="button" className="button" onClick={() => void signOut()}>
          {t('account.signOut')}
        </button>{' '}
        <button
          type="button"
          className="button"
          onClick={() =>
            void act(async () => (await call('/api/account/sign-out-everywhere', {}, lang), signedOut()))
          }
        >
          {t('account.signOutEverywhere')}
        </button>
      </section>
      {message && (
        <p role="status" className="notice">
          {message}
        </p>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}

      <section className="account-panel" aria-labelledby="acct-factor">
        <h2 id="acct-factor">{t('account.totp.title')}</h2>
        {totpOn ? (
          <p>{t('account.totp.on')}</p>
        ) : totp ? (
          <form
            className="account-form"
            onSubmit={(e) => {
              e.preventDefault();
              void act(async () => {
                const r = await call<{ recoveryCodes: string[] }>('/api/account/totp/enable', { code }, lang);
                setCodes(r.recoveryCodes);
                setTotp(null);
              }, t('account.totp.enabled'));
            }}
          >
            <p>{t('account.totp.scan')}</p>
            <img
              className="totp-qr"
              src={`data:image/svg+xml;utf8,${encodeURIComponent(totp.qr)}`}
              alt={t('account.totp.qr')}
              width={180}
              height={180}
            />
            <p>
              {t('account.totp.orType')} <code className="totp-secret">{totp.secret}</code>
            </p>
            <label>
              {t('account.code')}
              <input
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </label>
            <button type="submit" className="button primary">
              {t('account.totp.enable')}
            </button>
          </form>
        ) : (
          <button
            type="button"
            className="button"
            onClick={() =>
              void act(async () => setTotp(await call<TotpSetup>('/api/account/totp/setup', {}, lang)))
            }
          >
            {t('account.totp.start')}
          </button>
        )}
        {codes && (
          <div className="recovery-codes" role="region" aria-label={t('account.totp.codes')}>
            <p>{t('account.totp.codesHint')}</p>
            <ul>
              {codes.map((c) => (
                <li key={c}>
                  <code>{c}</code>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="muted">{t('account.phone')}</p>
      </section>

      <section className="account-panel" aria-labelledby="acct-passkeys">
        <h2 id="acct-passkeys">{t('account.passkeys.title')}</h2>
        <p className="muted">{t('account.passkeys.why')}</p>
        <ul className="account-list">
          {passkeys?.map((p) => (
            <li key={p.id}>
              {p.name} · {new Date(p.createdAt).toLocaleDateString(lang)}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  void act(() => call(`/api/account/passkeys/${encodeURIComponent(p.id)}/remove`, {}, lang))
                }
              >
                {t('account.remove')}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button"
          onClick={() =>
            void act(async () => {
              const options = await call<never>('/api/account/passkeys/options', {}, lang);
              const response = await startRegistration({ optionsJSON: options });
              await call('/api/account/passkeys', { response }, lang);
            }, t('account.passkeys.added'))
          }
        >
          {t('account.passkeys.add')}
        </button>
      </section>

      <section className="account-panel" aria-labelledby="acct-sessions">
        <h2 id="acct-sessions">{t('account.sessions.title')}</h2>
        <ul className="account-list">
          {sessions?.map((s) => (
            <li key={s.id}>
              {s.device} · {t('account.sessions.seen', { when: new Date(s.lastSeenAt).toLocaleString(lang) })}
              {s.current ? (
                <strong> · {t('account.sessions.current')}</strong>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => void act(() => call(`/api/account/sessions/${s.id}/revoke`, {}, lang))}
                >
                  {t('account.sessions.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="account-panel" aria-labelledby="acct-delete">
        <h2 id="acct-delete">{t('account.delete.title')}</h2>
        <p>{t('account.delete.why')}</p>
        <a className="button" href="/api/account/export" download>
          {t('account.delete.download')}
        </a>
        <form
          className="account-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!window.confirm(t('account.delete.confirm'))) return;
            void act(async () => (await call('/api/account/delete', { password }, lang), signedOut()));
          }}
        >
          <label>
            {t('account.password')}
            <input
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <button type="submit" className="button danger">
            {t('account.delete.submit')}
          </button>
        </form>
      </section>
    </div>
  );
}
