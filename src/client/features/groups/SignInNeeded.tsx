import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signInPath } from './invite';

/** Signed out: groups need an account; a link to sign in that comes back to `back`. Never a blank page. */
export function SignInNeeded({ text, back }: { text: string; back: string }) {
  const { t } = useTranslation();
  return (
    <section className="account-panel" aria-labelledby="groups-sign-in">
      <h2 id="groups-sign-in">{t('groups.signInTitle')}</h2>
      <p>{text}</p>
      <p>
        <Link className="button primary" to={signInPath(back)}>
          {t('groups.signIn')}
        </Link>
      </p>
    </section>
  );
}
