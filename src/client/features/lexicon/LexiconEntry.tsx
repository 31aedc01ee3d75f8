import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LexiconEntry as Entry, LexiconOccurrences } from '../../../shared/api';
import type { UiLanguage } from '../../../shared/books';
import { BookBars } from '../../components/ui/BookBars';
import { Highlighted } from '../../components/ui/Highlighted';
import { errorKey, getJson } from '../../lib/api';
import { verseLink } from '../../lib/osis';
import { useApi } from '../../lib/use-api';

type Occurrence = LexiconOccurrences['results'][number];

const PAGE = 50;

/** One Strong's entry: the word, its meaning, how a translation renders it, and where. */
export function LexiconEntry({
  strongs,
  translation,
  linkFor,
}: {
  strongs: string;
  translation: string;
  linkFor: (s: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const entry = useApi<Entry>(`/api/lexicon/${strongs}?translation=${translation}`);
  const [verses, setVerses] = useState<Occurrence[]>([]);
  const [page, setPage] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const textLang = translation === 'RV1909' ? 'es' : 'en';

  useEffect(() => {
    setVerses([]);
    setPage(0);
  }, [strongs, translation]);
  useEffect(() => {
    if (!entry.data) return;
    const ctrl = new AbortController();
    getJson<LexiconOccurrences>(
      `/api/lexicon/${strongs}/occurrences?translation=${translation}&page=${page + 1}&pageSize=${PAGE}`,
      ctrl.signal,
    ).then(
      (r) => setVerses((v) => (page === 0 ? r.results : [...v, ...r.results])),
      (e: Error) => e.name !== 'AbortError' && setError(e),
    );
    return () => ctrl.abort();
  }, [entry.data, strongs, translation, page]);

  if (entry.error)
    return (
      <p className="error" role="alert">
        {t(errorKey(entry.error))}
      </p>
    );
  if (!entry.data)
    return (
      <p className="status" role="status">
        {t('app.loading')}
      </p>
    );
  const e = entry.data;
  const original =
    e.language === 'hebrew' ? { lang: 'he', dir: 'rtl' as const } : { lang: 'grc', dir: 'ltr' as const };
  return (
    <article className="entry" aria-labelledby="entry-title">
      <h2 id="entry-title">
        <span className="lemma" lang={original.lang} dir={original.dir}>
          {e.lemma}
        </span>{' '}
        <span className="badge">{e.strongs}</span>
      </h2>
      <div className="entry-grid">
        <dl className="card">
          {e.xlit && (
            <>
              <dt>{t('wordStudy.transliteration')}</dt>
              <dd>{e.xlit}</dd>
            </>
          )}
          {e.pron && (
            <>
              <dt>{t('wordStudy.pronunciation')}</dt>
              <dd>{e.pron}</dd>
            </>
          )}
          {e.definition && (
            <>
              <dt>{t('wordStudy.definition')}</dt>
              <dd lang="en">{e.definition}</dd>
            </>
          )}
          {e.derivation && (
            <>
              <dt>{t('wordStudy.derivation')}</dt>
              <dd lang="en">{e.derivation}</dd>
            </>
          )}
          {e.kjvUsage && (
            <>
              <dt>{t('wordStudy.kjvUsage')}</dt>
              <dd lang="en">{e.kjvUsage}</dd>
            </>
          )}
          {e.related.length > 0 && (
            <>
              <dt>{t('wordStudy.related')}</dt>
              <dd>
                {e.related.map((r) => (
                  <Link key={r} to={linkFor(r)} className="badge">
                    {r}
                  </Link>
                ))}
              </dd>
            </>
          )}
        </dl>
        <section className="card" aria-labelledby="renderings-title">
          <h3 id="renderings-title">{t('wordStudy.renderings', { translation: e.translation })}</h3>
          <ul className="renderings" lang={textLang}>
            {e.renderings.map((r) => (
              <li key={r.word} className="badge">
                {r.word} ×{r.count}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <BookBars counts={e.occurrences.byBook} lang={lang} label={t('wordStudy.distribution')} />
      <h3>{t('wordStudy.occurrences', { count: e.occurrences.verses, translation: e.translation })}</h3>
      {!!error && (
        <p className="error" role="alert">
          {t(errorKey(error))}
        </p>
      )}
      <ol className="results">
        {verses.map((v) => {
          const link = verseLink(v.osis, lang, e.translation);
          return (
            <li key={v.osis}>
              <Link to={link.to} className="result-ref">
                {link.label}
              </Link>
              {v.heading && v.headingHighlights.length > 0 && (
                <p className="verse-heading" lang={textLang}>
                  <Highlighted text={v.heading} ranges={v.headingHighlights} />
                </p>
              )}
              <p lang={textLang}>
                <Highlighted text={v.text} ranges={v.highlights} />
              </p>
            </li>
          );
        })}
      </ol>
      {verses.length < e.occurrences.verses && verses.length === (page + 1) * PAGE && (
        <button type="button" className="button" onClick={() => setPage((p) => p + 1)}>
          {t('wordStudy.loadMore')}
        </button>
      )}
    </article>
  );
}
