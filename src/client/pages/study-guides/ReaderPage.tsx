import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { BOOKS, bookByOsis, type BookInfo, type UiLanguage } from '../../../shared/books';
import type { Passage, PassageVerse, Translation } from '../../../shared/api';
import { PageHeader } from '../../components/ui/PageHeader';
import { errorKey } from '../../lib/api';
import { readerPath } from '../../lib/paths';
import { useApi } from '../../lib/use-api';
import { NotFoundPage } from '../NotFoundPage';

function neighbour(book: BookInfo, chapter: number, step: 1 | -1): { book: BookInfo; chapter: number } | null {
  if (step === -1 && chapter > 1) return { book, chapter: chapter - 1 };
  if (step === 1 && chapter < book.chapters) return { book, chapter: chapter + 1 };
  const other = BOOKS[book.order - 1 + step];
  if (!other) return null;
  return { book: other, chapter: step === 1 ? 1 : other.chapters };
}

const chapterUrl = (book: BookInfo, chapter: number, translation: string, strongs = false) =>
  `/api/passages?${new URLSearchParams({ ref: `${book.names.en} ${chapter}`, translation, ...(strongs ? { strongs: '1' } : {}) })}`;

/** The lexicon page of a Strong's number, in the word study that fits the translation. */
const studyPath = (strongs: string, translation: string) =>
  `/research-tools/${translation === 'RV1909' ? 'spanish' : strongs.startsWith('H') ? 'hebrew' : 'greek'}?strongs=${strongs}`;

/** Reads one chapter in one translation, or two side by side. */
export function ReaderPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const { book: osis = '', chapter: chapterParam = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const book = bookByOsis(osis);
  const chapter = Number(chapterParam);
  const valid = !!book && Number.isInteger(chapter) && chapter >= 1 && chapter <= book.chapters;

  const translations = useApi<Translation[]>('/api/translations');
  const list = translations.data ?? [];
  const best = list.find((tr) => tr.language === lang) ?? list[0];
  const translation = params.get('translation') ?? best?.id ?? null;
  const compare = params.get('compare');
  const highlight = Number(params.get('highlight')) || null;
  const tagged = list.find((tr) => tr.id === translation)?.hasStrongs ?? false;
  const showStrongs = tagged && params.get('strongs') === '1';

  const main = useApi<Passage>(valid && translation ? chapterUrl(book, chapter, translation, showStrongs) : null);
  const second = useApi<Passage>(valid && compare ? chapterUrl(book, chapter, compare) : null);

  useEffect(() => {
    if (highlight && main.data) document.getElementById(`v${highlight}`)?.scrollIntoView({ block: 'center' });
  }, [highlight, main.data]);

  const rows = useMemo(() => {
    const byVerse = new Map<number, PassageVerse>((second.data?.verses ?? []).map((v) => [v.verse, v]));
    return (main.data?.verses ?? []).map((v) => ({ verse: v, other: byVerse.get(v.verse) }));
  }, [main.data, second.data]);

  if (!book) return <NotFoundPage message={t('studyGuides.unknownBook', { book: osis })} />;
  if (!valid) return <NotFoundPage />;

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('highlight');
    setParams(next, { replace: true });
  };
  const prev = neighbour(book, chapter, -1);
  const next = neighbour(book, chapter, 1);
  const keep = { translation: params.get('translation') ?? undefined, compare: compare ?? undefined };
  const langOf = (id: string | null) => list.find((tr) => tr.id === id)?.language;
  const nameOf = (id: string | null) => list.find((tr) => tr.id === id)?.name ?? id ?? '';

  return (
    <div className="page reader">
      <PageHeader title={t('reader.chapterTitle', { book: book.names[lang], chapter })}>
        <p className="breadcrumb">
          <Link to={`/study-guides/book/${book.osis}`}>{t('reader.backToBook', { book: book.names[lang] })}</Link>
        </p>
      </PageHeader>

      <div className="reader-controls">
        <label>
          {t('reader.translation')}
          <select value={translation ?? ''} onChange={(e) => setParam('translation', e.target.value)}>
            {list.map((tr) => <option key={tr.id} value={tr.id}>{tr.name}</option>)}
          </select>
        </label>
        <label>
          {t('reader.compareWith')}
          <select value={compare ?? ''} onChange={(e) => setParam('compare', e.target.value || null)}>
            <option value="">{t('reader.none')}</option>
            {list.filter((tr) => tr.id !== translation).map((tr) => <option key={tr.id} value={tr.id}>{tr.name}</option>)}
          </select>
        </label>
        {tagged && (
          <button type="button" className="button toggle" aria-pressed={showStrongs} onClick={() => setParam('strongs', showStrongs ? null : '1')}>
            {t('reader.strongs')}
          </button>
        )}
      </div>

      {!!(main.error || second.error || translations.error) && (
        <div className="error" role="alert">
          {t(errorKey(main.error ?? second.error ?? translations.error))}{' '}
          <button type="button" className="link-button" onClick={() => { translations.retry(); main.retry(); second.retry(); }}>{t('app.retry')}</button>
        </div>
      )}
      {main.loading && !main.data && <p className="status" role="status">{t('app.loading')}</p>}

      {main.data && (
        <div className={compare ? 'parallel' : 'single'}>
          {compare && (
            <div className="parallel-head" aria-hidden>
              <span />
              <span>{nameOf(translation)}</span>
              <span>{nameOf(compare)}</span>
            </div>
          )}
          {rows.map(({ verse: v, other }) => (
            <div key={v.osis} id={`v${v.verse}`} className={`verse-row${v.verse === highlight ? ' highlight' : ''}`} aria-current={v.verse === highlight ? 'true' : undefined}>
              {v.heading && <p className="verse-heading" lang={langOf(translation)}>{v.heading}</p>}
              <span className="verse-num" aria-label={t('reader.verse', { n: v.verse })}>{v.verse}</span>
              <span className="verse-text" lang={langOf(translation)}>{showStrongs && v.words ? withStrongs(v, translation!, t) : v.text}</span>
              {compare && <span className="verse-text" lang={langOf(compare)}>{other?.text ?? ''}</span>}
            </div>
          ))}
          <p className="muted attribution">
            {t('reader.shownIn', { name: nameOf(translation) })}
            {compare ? ` · ${nameOf(compare)}` : ''}
          </p>
        </div>
      )}

      <nav className="chapter-nav" aria-label={t('studyGuides.chooseChapter')}>
        {prev ? (
          <Link className="button" to={readerPath(prev.book.osis, prev.chapter, keep)} rel="prev">
            <ChevronLeft size={18} aria-hidden /> {t('reader.previousChapter')}
            <span className="muted"> ({prev.book.names[lang]} {prev.chapter})</span>
          </Link>
        ) : <span />}
        {next && (
          <Link className="button" to={readerPath(next.book.osis, next.chapter, keep)} rel="next">
            {t('reader.nextChapter')}
            <span className="muted"> ({next.book.names[lang]} {next.chapter})</span> <ChevronRight size={18} aria-hidden />
          </Link>
        )}
      </nav>
    </div>
  );
}

/** A verse's text with each Strong's-tagged word a link to its entry. */
function withStrongs(v: PassageVerse, translation: string, t: (key: string, o?: Record<string, string>) => string) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const w of v.words ?? []) {
    if (w.start < at) continue;
    parts.push(v.text.slice(at, w.start));
    const word = v.text.slice(w.start, w.end);
    parts.push(
      <Link key={w.start} to={studyPath(w.strongs[0], translation)} className="strongs-word" title={w.strongs.join(' ')}
        aria-label={t('reader.strongsWord', { word, strongs: w.strongs.join(', ') })}>
        {word}
      </Link>,
    );
    at = w.end;
  }
  parts.push(v.text.slice(at));
  return parts;
}
