import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LexiconMatches } from '../../../shared/api';
import { SearchForm, type SearchFormProps } from '../../components/ui/SearchForm';
import { errorKey } from '../../lib/api';
import { useApi } from '../../lib/use-api';

type Match = LexiconMatches['entries'][number];

/** The search box's own props (SearchForm), then what the lexicon search adds. */
interface Props extends Omit<SearchFormProps, 'button'> {
  language?: 'hebrew' | 'greek';
  translation: string;
  linkFor: (m: Match) => string;
}

/** A lexicon search box and its matches (GET /api/lexicon?q=). */
export function LexiconSearch({ language, translation, linkFor, ...box }: Props) {
  const { query } = box;
  const { t } = useTranslation();
  const params = new URLSearchParams({ q: query, translation, limit: '30' });
  if (language) params.set('language', language);
  const result = useApi<LexiconMatches>(query ? `/api/lexicon?${params}` : null);
  return (
    <section className="lexicon-search">
      <SearchForm {...box} button={t('wordStudy.search')} />
      {query && result.loading && (
        <p className="status" role="status">
          {t('app.loading')}
        </p>
      )}
      {query && !!result.error && (
        <p className="error" role="alert">
          {t(errorKey(result.error))}
        </p>
      )}
      {query &&
        result.data &&
        (result.data.entries.length === 0 ? (
          <p className="card notice" role="status">
            {t('wordStudy.noMatches')}
          </p>
        ) : (
          <>
            <p className="muted" role="status">
              {t('wordStudy.matches', { count: result.data.count })}
            </p>
            <ul className="matches">
              {result.data.entries.map((m) => (
                <li key={m.strongs}>
                  <Link to={linkFor(m)} className="card">
                    <span className="badge">{m.strongs}</span>
                    <span
                      className="lemma-small"
                      lang={m.language === 'hebrew' ? 'he' : 'grc'}
                      dir={m.language === 'hebrew' ? 'rtl' : 'ltr'}
                    >
                      {m.lemma}
                    </span>
                    <span>{m.xlit}</span>
                    <span className="muted" lang="en">
                      {m.kjvUsage}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}
