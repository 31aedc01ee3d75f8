import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import type { UiLanguage } from '../../../shared/books';
import { PAGES, type PageName } from '../../../shared/routes';
import { PAGE_LABELS, suggestionsFor } from './suggestions';

/** The places most visitors want, always offered. */
const PLACES: PageName[] = [
  'home',
  'bookByBook',
  'characterStudies',
  'wordSearch',
  'researchTools',
  'contact',
];

/** The help on a "not found" page: where the visitor probably wanted to go, a search box, the main places. */
export function NotFoundHelp() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const suggestions = suggestionsFor(pathname, i18n.language as UiLanguage);
  return (
    <div className="not-found-help">
      {suggestions.length > 0 && (
        <section aria-labelledby="not-found-guess">
          <h2 id="not-found-guess">{t('notFound.didYouMean')}</h2>
          <ul className="link-list">
            {suggestions.map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{t(s.label.key, s.label.values)}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* a GET form: the word search reads ?q= (and it works without JavaScript too); with it, the
          app goes there without reloading */}
      <form
        method="get"
        action={PAGES.wordSearch}
        role="search"
        className="not-found-search"
        onSubmit={(e) => {
          e.preventDefault();
          const q = new FormData(e.currentTarget).get('q');
          void navigate(`${PAGES.wordSearch}?${new URLSearchParams({ q: String(q ?? '') })}`);
        }}
      >
        <label htmlFor="not-found-q">{t('notFound.searchLabel')}</label>
        <div className="input-with-button">
          <input id="not-found-q" name="q" type="search" required />
          <button type="submit" className="button primary">
            <Search size={18} aria-hidden /> {t('notFound.search')}
          </button>
        </div>
      </form>
      <section aria-labelledby="not-found-places">
        <h2 id="not-found-places">{t('notFound.places')}</h2>
        <ul className="link-list">
          {PLACES.map((name) => (
            <li key={name}>
              <Link to={PAGES[name]}>{t(PAGE_LABELS[name]!)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
