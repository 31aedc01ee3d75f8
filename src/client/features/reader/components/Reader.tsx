import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { BOOKS, bookByOsis, type BookInfo, type UiLanguage } from '../../../../shared/books';
import type { CommentaryWorkInfo, Passage, PassageVerse, Translation } from '../../../../shared/api';
import { PageHeader } from '../../../components/ui/PageHeader';
import { errorKey } from '../../../lib/api';
import { readerPath } from '../../../lib/paths';
import { useApi } from '../../../lib/use-api';
import { NotFoundPage } from '../../../pages/NotFoundPage';
import { kjvOf } from '../../../../shared/kjv-place';
import { readingBlocks, pairByKjv, splitMarks } from '../lib/reader-layout';
import { withStrongs } from './strongs-text';
import { SelectionBar } from './SelectionBar';
import { CommentaryPanel } from './CommentaryPanel';
import { CrossReferenceMarker, CrossReferencePopover, useChapterCrossReferences } from './CrossReferences';
import {
  storeTranslation,
  storedTranslation,
  useStoredFlag,
  useStoredString,
} from '../hooks/use-reader-prefs';

function neighbour(
  book: BookInfo,
  chapter: number,
  step: 1 | -1,
): { book: BookInfo; chapter: number } | null {
  if (step === -1 && chapter > 1) return { book, chapter: chapter - 1 };
  if (step === 1 && chapter < book.chapters) return { book, chapter: chapter + 1 };
  const other = BOOKS[book.order - 1 + step];
  if (!other) return null;
  return { book: other, chapter: step === 1 ? 1 : other.chapters };
}

const passageUrl = (ref: string, translation: string, opts: { strongs?: boolean; kjv?: boolean } = {}) =>
  `/api/passages?${new URLSearchParams({ ref, translation, ...(opts.strongs ? { strongs: '1' } : {}), ...(opts.kjv ? { scheme: 'kjv' } : {}) })}`;

/** Books of poetry: laid out verse by verse where the text marks no poetry lines (the KJV). */
const POETIC = new Set(['Job', 'Ps', 'Prov', 'Song', 'Lam']);

/** Reads one chapter in one translation, or two side by side. */
export function ReaderPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const { book: osis = '', chapter: chapterParam = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const book = bookByOsis(osis);
  const chapter = Number(chapterParam);
  const valid = !!book && Number.isInteger(chapter) && chapter >= 1 && chapter <= book.chapters;

  const translations = useApi<Translation[]>('/api/translations');
  const list = translations.data ?? [];
  const own = list.find((tr) => tr.language === lang);
  const stored = storedTranslation(lang);
  const best = (stored ? list.find((tr) => tr.id === stored) : undefined) ?? own ?? list[0];
  const translation = params.get('translation') ?? best?.id ?? null;
  const compare = params.get('compare');
  const hashVerse = /^#v(\d+)$/.exec(location.hash)?.[1];
  const kjvVerse = Number(params.get('kv')) || null;
  const mainTagged = list.find((tr) => tr.id === translation)?.hasStrongs ?? false;
  // a text without Strong's numbers (the LSG) beside a tagged one: the Strong's links are on the
  // tagged text's verses, paired through the KJV numbering
  const compareTagged = !!compare && (list.find((tr) => tr.id === compare)?.hasStrongs ?? false);
  const tagged = mainTagged || compareTagged;
  const strongsOn = tagged && params.get('strongs') === '1';
  const showStrongs = mainTagged && strongsOn;
  const compareStrongs = !mainTagged && compareTagged && strongsOn;
  const [redLetters, setRedLetters] = useStoredFlag('reader.redLetters', true);
  const [versePerLine, setVersePerLine] = useStoredFlag('reader.versePerLine', false);
  const [selection, setSelection] = useState<[number, number] | null>(null);
  // the commentary panel: closed by default; open/closed and the work are remembered
  const [commentaryOpen, setCommentaryOpen] = useStoredFlag('reader.commentary', false);
  const [commentaryWork, setCommentaryWork] = useStoredString('reader.commentaryWork', 'mhcc');
  const works = useApi<CommentaryWorkInfo[]>(commentaryOpen ? '/api/commentaries' : null);
  // the verse whose cross-references are open, and its marker (the list is placed under it)
  const [xref, setXref] = useState<{ verse: number; anchor: HTMLButtonElement } | null>(null);
  const crossRefs = useChapterCrossReferences(valid ? book : undefined, chapter, translation);

  const main = useApi<Passage>(
    valid && translation
      ? passageUrl(`${book.names.en} ${chapter}`, translation, { strongs: showStrongs })
      : null,
  );
  // the other translation's verses for the same passage, found through the KJV's numbering
  const kjvRange = useMemo(() => {
    const verses = main.data?.verses ?? [];
    if (!verses.length || !book) return null;
    const first = kjvOf(verses[0]);
    const last = kjvOf(verses[verses.length - 1]);
    return `${book.names.en} ${first.chapter}:${Math.max(first.verse, 1)}-${last.chapter}:${last.verseEnd}`;
  }, [main.data, book]);
  const second = useApi<Passage>(
    valid && compare && kjvRange
      ? passageUrl(kjvRange, compare, { kjv: true, strongs: compareStrongs })
      : null,
  );

  const highlight = useMemo(() => {
    if (hashVerse) return Number(hashVerse);
    const h = Number(params.get('highlight'));
    if (h) return h;
    if (kjvVerse && main.data) {
      const found = main.data.verses.find((v) => {
        const k = kjvOf(v);
        return k.chapter === chapter && k.verse <= kjvVerse && kjvVerse <= k.verseEnd;
      });
      return found?.verse ?? kjvVerse;
    }
    return null;
  }, [hashVerse, params, kjvVerse, main.data, chapter]);

  useEffect(() => {
    if (highlight && main.data) document.getElementById(`v${highlight}`)?.scrollIntoView({ block: 'center' });
  }, [highlight, main.data]);
  useEffect(() => {
    setSelection(null);
    setXref(null);
  }, [osis, chapter, translation]);

  const prev = valid ? neighbour(book, chapter, -1) : null;
  const next = valid ? neighbour(book, chapter, 1) : null;
  const keep = { translation: params.get('translation') ?? undefined, compare: compare ?? undefined };

  // previous/next chapter with the arrow keys (not while typing or choosing in a form control)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))) return;
      const to = e.key === 'ArrowLeft' ? prev : e.key === 'ArrowRight' ? next : null;
      if (!to) return;
      e.preventDefault();
      navigate(readerPath(to.book.osis, to.chapter, keep));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const blocks = useMemo(
    () =>
      readingBlocks(main.data?.verses ?? [], {
        versePerLine,
        psalms: osis === 'Ps',
        poetic: POETIC.has(osis),
      }),
    [main.data, versePerLine, osis],
  );
  const rows = useMemo(
    () => pairByKjv(main.data?.verses ?? [], second.data?.verses ?? []),
    [main.data, second.data],
  );

  if (!book) return <NotFoundPage message={t('studyGuides.unknownBook', { book: osis })} />;
  if (!valid) return <NotFoundPage />;

  const setParam = (key: string, value: string | null) => {
    const nextParams = new URLSearchParams(params);
    if (value) nextParams.set(key, value);
    else nextParams.delete(key);
    nextParams.delete('highlight');
    nextParams.delete('kv');
    setParams(nextParams, { replace: true });
  };
  const chooseTranslation = (id: string) => {
    storeTranslation(lang, id);
    setParam('translation', id);
  };
  const langOf = (id: string | null) => list.find((tr) => tr.id === id)?.language;
  const nameOf = (id: string | null) => list.find((tr) => tr.id === id)?.name ?? id ?? '';
  const fallback = list.length > 0 && !own;

  /** A verse number: a link to the verse (#v16) that also selects it (shift: a range) for copy and share. */
  const verseNum = (v: PassageVerse) => (
    <a
      href={`#v${v.verse}`}
      className="verse-num"
      aria-label={t('reader.verse', { n: v.verse })}
      onClick={(e) => {
        e.preventDefault();
        window.history.replaceState(
          window.history.state,
          '',
          `${location.pathname}${location.search}#v${v.verse}`,
        );
        setSelection((s) =>
          e.shiftKey && s
            ? [Math.min(s[0], v.verse), Math.max(s[1], v.verse)]
            : s && s[0] === v.verse && s[1] === v.verse
              ? null
              : [v.verse, v.verse],
        );
      }}
    >
      {v.verse}
    </a>
  );
  const marker = (v: PassageVerse) =>
    crossRefs.has(v.verse) && (
      <CrossReferenceMarker
        verse={v.verse}
        open={xref?.verse === v.verse}
        onToggle={(anchor) => setXref((x) => (x?.verse === v.verse ? null : { verse: v.verse, anchor }))}
      />
    );
  const isSelected = (n: number) => !!selection && n >= selection[0] && n <= selection[1];
  const marked = (n: number) => `${n === highlight ? ' highlight' : ''}${isSelected(n) ? ' selected' : ''}`;
  const textOf = (v: PassageVerse, start = 0, end = v.text.length): ReactNode =>
    showStrongs && v.words && start === 0 && end === v.text.length
      ? withStrongs(v, translation!, t)
      : splitMarks(v, start, end).map((s, i) =>
          s.wj ? (
            <span key={i} className="wj">
              {s.text}
            </span>
          ) : (
            s.text
          ),
        );

  return (
    <div className={`page reader${redLetters ? ' red-letters' : ''}`}>
      <PageHeader title={t('reader.chapterTitle', { book: book.names[lang], chapter })}>
        <p className="breadcrumb">
          <Link to={`/study-guides/book/${book.osis}`}>
            {t('reader.backToBook', { book: book.names[lang] })}
          </Link>
        </p>
      </PageHeader>

      <div className="reader-controls">
        <label>
          {t('reader.translation')}
          <select value={translation ?? ''} onChange={(e) => chooseTranslation(e.target.value)}>
            {list.map((tr) => (
              <option key={tr.id} value={tr.id}>
                {tr.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('reader.compareWith')}
          <select value={compare ?? ''} onChange={(e) => setParam('compare', e.target.value || null)}>
            <option value="">{t('reader.none')}</option>
            {list
              .filter((tr) => tr.id !== translation)
              .map((tr) => (
                <option key={tr.id} value={tr.id}>
                  {tr.name}
                </option>
              ))}
          </select>
        </label>
        <div className="reader-toggles">
          <button
            type="button"
            className="button toggle"
            aria-pressed={redLetters}
            onClick={() => setRedLetters(!redLetters)}
          >
            {t('reader.redLetters')}
          </button>
          {!compare && (
            <button
              type="button"
              className="button toggle"
              aria-pressed={versePerLine}
              onClick={() => setVersePerLine(!versePerLine)}
            >
              {t('reader.versePerLine')}
            </button>
          )}
          <button
            type="button"
            className="button toggle"
            aria-pressed={commentaryOpen}
            onClick={() => setCommentaryOpen(!commentaryOpen)}
          >
            {t('reader.commentary')}
          </button>
          {tagged && (
            <button
              type="button"
              className="button toggle"
              aria-pressed={strongsOn}
              onClick={() => setParam('strongs', strongsOn ? null : '1')}
            >
              {t('reader.strongs')}
            </button>
          )}
        </div>
      </div>

      {fallback && (
        <p className="notice" role="note">
          {t('reader.noLanguageBible', { name: nameOf(translation) })}
        </p>
      )}

      {!!(main.error || second.error || translations.error) && (
        <div className="error" role="alert">
          {t(errorKey(main.error ?? second.error ?? translations.error))}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              translations.retry();
              main.retry();
              second.retry();
            }}
          >
            {t('app.retry')}
          </button>
        </div>
      )}
      {main.loading && !main.data && (
        <p className="status" role="status">
          {t('app.loading')}
        </p>
      )}

      <div className={`reader-body${commentaryOpen ? ' with-commentary' : ''}`}>
        <div className="reader-text">
          {main.data && !compare && (
            <div className={`single${versePerLine ? ' verse-per-line' : ''}`} lang={langOf(translation)}>
              {blocks.map((b, i) => {
                if (b.kind === 'heading')
                  return (
                    <h2 key={i} className="section-heading">
                      {b.text}
                    </h2>
                  );
                const cls =
                  b.kind === 'title'
                    ? 'psalm-title'
                    : b.kind === 'line'
                      ? `poetry-line q${b.level ?? 1}${b.parts[0]?.first ? '' : ' cont'}${b.gap ? ' stanza' : ''}`
                      : `prose${b.gap ? ' stanza' : ''}`;
                return (
                  <p key={i} className={cls}>
                    {b.kind === 'title' && b.text && <span className="title-text">{b.text}</span>}
                    {b.parts.map((p) => {
                      const v = p.verse;
                      const content = (
                        <>
                          {p.first && verseNum(v)}
                          <span className="verse-text">{textOf(v, p.start, p.end)}</span>
                          {p.end >= v.text.length && marker(v)}{' '}
                        </>
                      );
                      return p.first ? (
                        <span
                          key={`${v.verse}-${p.start}`}
                          id={`v${v.verse}`}
                          className={`verse-row${marked(v.verse)}`}
                          aria-current={v.verse === highlight ? 'true' : undefined}
                        >
                          {content}
                        </span>
                      ) : (
                        <span key={`${v.verse}-${p.start}`} className={`verse-part${marked(v.verse)}`}>
                          {content}
                        </span>
                      );
                    })}
                  </p>
                );
              })}
            </div>
          )}

          {main.data && compare && (
            <div className="parallel">
              <div className="parallel-head" aria-hidden>
                <span />
                <span>{nameOf(translation)}</span>
                <span>{nameOf(compare)}</span>
              </div>
              {rows.map(({ verse: v, others, titles }) => (
                <div
                  key={v.osis}
                  id={`v${v.verse}`}
                  className={`verse-row${marked(v.verse)}`}
                  aria-current={v.verse === highlight ? 'true' : undefined}
                >
                  {v.heading && (
                    <p className="verse-heading" lang={langOf(translation)}>
                      {v.heading}
                    </p>
                  )}
                  {verseNum(v)}
                  <span className={`verse-text${v.title ? ' psalm-title' : ''}`} lang={langOf(translation)}>
                    {textOf(v)}
                    {marker(v)}
                  </span>
                  <span className="verse-text" lang={langOf(compare)}>
                    {titles.map((h) => (
                      <span key={h} className="verse-heading">
                        {h}
                      </span>
                    ))}
                    {others.map((o) => (
                      <span key={o.osis} className={o.title ? 'psalm-title' : undefined}>
                        {o.heading && <span className="verse-heading">{o.heading}</span>}
                        {(others.length > 1 || o.verse !== v.verse || o.chapter !== v.chapter) && (
                          <sup className="other-num">
                            {o.chapter !== v.chapter ? `${o.chapter}:${o.verse}` : o.verse}
                          </sup>
                        )}
                        {compareStrongs && o.words
                          ? withStrongs(o, compare!, t)
                          : splitMarks(o).map((s, i) =>
                              s.wj ? (
                                <span key={i} className="wj">
                                  {s.text}
                                </span>
                              ) : (
                                s.text
                              ),
                            )}{' '}
                      </span>
                    ))}
                  </span>
                </div>
              ))}
            </div>
          )}
        </div>
        {commentaryOpen && translation && (
          <CommentaryPanel
            book={book}
            chapter={chapter}
            verses={selection ?? (highlight ? [highlight, highlight] : null)}
            translation={translation}
            works={works.data ?? []}
            work={commentaryWork}
            onWork={setCommentaryWork}
          />
        )}
      </div>
      {main.data && (
        <p className="muted attribution">
          {t('reader.shownIn', { name: nameOf(translation) })}
          {compare ? ` · ${nameOf(compare)}` : ''}
        </p>
      )}

      {xref && translation && crossRefs.has(xref.verse) && (
        <CrossReferencePopover
          reference={`${book.names[lang]} ${chapter}:${xref.verse}`}
          targets={crossRefs.get(xref.verse)!}
          translation={translation}
          anchor={xref.anchor}
          onClose={() => setXref(null)}
        />
      )}

      {selection && translation && (
        <SelectionBar
          reference={`${book.names[lang]} ${chapter}:${selection[0]}${selection[1] > selection[0] ? `-${selection[1]}` : ''}`}
          verses={(main.data?.verses ?? []).filter((v) => isSelected(v.verse))}
          translation={{ id: translation, name: nameOf(translation) }}
          url={`${window.location.origin}${readerPath(book.osis, chapter, { translation })}#v${selection[0]}`}
          onClear={() => setSelection(null)}
        />
      )}

      <nav className="chapter-nav" aria-label={t('studyGuides.chooseChapter')}>
        {prev ? (
          <Link
            className="button"
            to={readerPath(prev.book.osis, prev.chapter, keep)}
            rel="prev"
            aria-keyshortcuts="ArrowLeft"
          >
            <ChevronLeft size={18} aria-hidden /> {t('reader.previousChapter')}
            <span className="muted">
              {' '}
              ({prev.book.names[lang]} {prev.chapter})
            </span>
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link
            className="button"
            to={readerPath(next.book.osis, next.chapter, keep)}
            rel="next"
            aria-keyshortcuts="ArrowRight"
          >
            {t('reader.nextChapter')}
            <span className="muted">
              {' '}
              ({next.book.names[lang]} {next.chapter})
            </span>{' '}
            <ChevronRight size={18} aria-hidden />
          </Link>
        )}
      </nav>
      <p className="muted keys-hint">{t('reader.keysHint')}</p>
    </div>
  );
}
