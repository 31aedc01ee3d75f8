import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MorphologyResult } from '../../../shared/api';
import { bookByOsis, type UiLanguage } from '../../../shared/books';
import { splitOsisId } from '../../../shared/reference/osis';
import { PAGES } from '../../../shared/routes';
import { COMPACT_FOLD, LexiconArticles } from '../../components/ui/lexicon/LexiconArticles';
import { Pager } from '../../components/ui/Pager';
import { readerPath } from '../../lib/paths';
import { MorphCode } from './MorphCode';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

interface Props {
  result: MorphologyResult;
  /** another page or book is on its way: these stay until it comes */
  busy: boolean;
  /** the book the list is narrowed to (OSIS), or null for all */
  book: string | null;
  onBook: (book: string | null) => void;
  onPage: (page: number) => void;
}

/** The verse in the original, the words of the form found marked. */
function OriginalVerse({ text, word, hebrew }: { text: string; word: string; hebrew: boolean }) {
  const words = text.split(' ');
  return (
    <p className="morph-verse" lang={hebrew ? 'he' : 'grc'} dir={hebrew ? 'rtl' : 'ltr'}>
      {words.map((w, i) => (
        <span key={i}>
          {w === word ? <mark>{w}</mark> : w}
          {i < words.length - 1 ? ' ' : ''}
        </span>
      ))}
    </p>
  );
}

/**
 * How many times the word stands in that form, how many in each book (a book narrows the list,
 * "All books" widens it again), what Brown-Driver-Briggs or Abbott-Smith says of the word (folded),
 * and the occurrences of the page: reference (into the reader, in the KJV's numbering), word,
 * transliteration, full code explained, and the verse in the original.
 */
export function MorphologyResults({ result, busy, book, onBook, onPage }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const hebrew = result.strongs.startsWith('H');
  const text = { lang: hebrew ? 'he' : 'grc', dir: hebrew ? ('rtl' as const) : ('ltr' as const) };
  const name = (osis: string) => bookByOsis(osis)?.names[lang] ?? osis;
  const all = result.perBook.reduce((n, b) => n + b.count, 0);
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const studyOf = (s: string) =>
    `${PAGES[s.startsWith('H') ? 'hebrew' : 'greek']}?${new URLSearchParams({ strongs: s })}`;
  const study = studyOf(result.strongs);
  const articles = useEndpoint(ENDPOINTS.lexiconArticles, { params: { strongs: result.strongs } });
  return (
    <div className="morph-results" aria-busy={busy}>
      <h3 className="morph-total" aria-live="polite">
        {t('morphology.total', { count: result.total })}
        {book && ` ${t('morphology.inBook', { book: name(book) })}`}
      </h3>
      <p className="morph-subject">
        {result.lemma && (
          <span className="morph-lemma" {...text}>
            {result.lemma}
          </span>
        )}
        <Link to={study}>{result.strongs}</Link>
        {result.morph ? <MorphCode code={result.morph} /> : <span>{t('morphology.everyFormOf')}</span>}
      </p>
      {articles.data?.strongs === result.strongs && (
        <LexiconArticles articles={articles.data} linkFor={studyOf} fold={COMPACT_FOLD} />
      )}
      {result.perBook.length > 0 && (
        <>
          <h4 className="morph-books-title">{t('morphology.perBook')}</h4>
          <ul className="morph-books">
            <li>
              <button type="button" className="chip" aria-pressed={!book} onClick={() => onBook(null)}>
                {t('morphology.allBooks')} <span className="chip-count">{all}</span>
              </button>
            </li>
            {result.perBook.map((b) => (
              <li key={b.book}>
                <button
                  type="button"
                  className="chip"
                  aria-pressed={book === b.book}
                  onClick={() => onBook(book === b.book ? null : b.book)}
                >
                  {name(b.book)} <span className="chip-count">{b.count}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {result.items.length === 0 ? (
        <p className="empty muted">{t('morphology.empty')}</p>
      ) : (
        <ol
          className="morph-items"
          start={(result.page - 1) * result.pageSize + 1}
          aria-label={t('morphology.results')}
        >
          {result.items.map((item, i) => {
            const { book: b, chapter, verse } = splitOsisId(item.osis);
            return (
              <li key={`${item.osis} ${i}`}>
                <p className="morph-item-head">
                  <Link to={readerPath(b, chapter ?? 1, { kjvVerse: verse ?? undefined })}>
                    {`${name(b)} ${chapter}:${verse}`}
                  </Link>
                  <span className="morph-word" {...text}>
                    {item.text}
                  </span>
                  <span className="muted morph-translit">{item.translit}</span>
                  <MorphCode code={item.morph} />
                </p>
                <OriginalVerse text={item.original} word={item.text} hebrew={hebrew} />
              </li>
            );
          })}
        </ol>
      )}
      {pages > 1 && <Pager page={result.page} pages={pages} onPage={onPage} />}
    </div>
  );
}
