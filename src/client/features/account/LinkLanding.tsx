import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGES } from '../../../shared/routes';
import { PASSWORD_MIN } from '../../../shared/limits';
import { errorKey } from '../../lib/api';
import { call } from './api';

/** The token of a mailed link: in the fragment (#token=…), which the browser never sends to a server. */
const linkToken = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/**
 * Where the mailed links land: the address confirmed, or a new password chosen; then the account
 * screen (its sign-in form, with what happened said above it), at /account: the used token leaves
 * the address bar and the history, and a reload does not try it again.
 */
export function LinkLanding({ kind }: { kind: 'confirm' | 'reset' }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [token] = useState(linkToken);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');

  useEffect(() => {
    if (kind !== 'confirm') return;
    let live = true;
    call('/api/auth/confirm', { token }, lang, false)
      .then(
        () =>
          live && void navigate(PAGES.account, { replace: true, state: { notice: t('account.confirmed') } }),
      )
      .catch((err) => live && setError(t(errorKey(err))));
    return () => {
      live = false;
    };
  }, [kind, token, lang, t, navigate]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    call('/api/auth/reset', { token, password }, lang, false)
      .then(() => navigate(PAGES.account, { replace: true, state: { notice: t('account.resetDone') } }))
      .catch((err) => setError(t(errorKey(err))));
  };
  return (
    <section className="account-panel">
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {kind === 'confirm' ? (
        !error && <p role="status">{t('account.confirming')}</p>
      ) : (
        <form className="account-form" onSubmit={submit}>
          <h2>{t('account.newPassword')}</h2>
          <label>
            {t('account.password')}
            <input
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <span className="muted">{t('account.passwordRule', { n: PASSWORD_MIN })}</span>
          </label>
          <button type="submit" className="button primary">
            {t('account.setPassword')}
          </button>
        </form>
      )}
    </section>
  );
}
