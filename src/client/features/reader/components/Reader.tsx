import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BookInfo, UiLanguage } from '../../../../shared/books';
import type { PassageVerse } from '../../../../shared/api';
import { kjvOf } from '../../../../shared/kjv-place';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useResettableState } from '../../../hooks/use-resettable-state';
import { errorKey } from '../../../lib/api';
import { readerPath } from '../../../lib/paths';
import { useSetting } from '../../../lib/library/use-library';
import { useChapterCrossReferences } from '../hooks/use-chapter-cross-references';
import { useChapterView } from '../hooks/use-chapter-view';
import { useChapterKeys } from '../../../hooks/use-chapter-keys';
import { useHighlight } from '../hooks/use-highlight';
import { useInterlinear } from '../hooks/use-interlinear';
import { useListen } from '../hooks/use-listen';
import { useReaderPassages } from '../hooks/use-reader-passages';
import { useReaderTranslations } from '../hooks/use-reader-translations';
import { useVerseLibrary } from '../hooks/use-verse-library';
import { useVerseSelection } from '../hooks/use-verse-selection';
import { neighbour } from '../lib/chapters';
import { pairByKjv, readingBlocks } from '../lib/reader-layout';
import { ChapterNav } from './ChapterNav';
import { ChapterPeople } from './ChapterPeople';
import { CommentaryPanel } from './CommentaryPanel';
import { CrossReferenceMarker } from './CrossReferenceMarker';
import { CrossReferencePopover } from './CrossReferencePopover';
import { ListenBar } from './ListenBar';
import { OriginalText } from './OriginalText';
import { ParallelText } from './ParallelText';
import { ReaderControls } from './ReaderControls';
import { SelectionBar } from './SelectionBar';
import { SingleText } from './SingleText';
import type { VerseDecor } from './verse-decor';
import { ReaderNoteEditor, VerseLibraryMarks } from './VerseLibraryMarks';
import { VerseNumber } from './VerseNumber';
import { ENDPOINTS } from '../../../../shared/api/endpoints';
import { useEndpoint } from '../../../lib/api-client';

/** Books of poetry: laid out verse by verse where the text marks no poetry lines (the KJV). */
const POETIC = new Set(['Job', 'Ps', 'Prov', 'Song', 'Lam']);

/** Reads one chapter in one translation, or two side by side (the route checks book and chapter). */
export function Reader({
  book,
  chapter,
  onVerseSelect,
}: {
  book: BookInfo;
  chapter: number;
  /** a verse chosen (its KJV number): the live reading's leader sends it to the followers */
  onVerseSelect?: (kjvVerse: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const navigate = useNavigate();
  const tr = useReaderTranslations();
  const { translation, compare, nameOf, langOf } = tr;
  // the settings store (lib/library): the library page shows and changes the same choices
  const [redLetters, setRedLetters] = useSetting('redLetters');
  const [versePerLine, setVersePerLine] = useSetting('versePerLine');
  // the commentary panel: closed by default; open/closed and the work are remembered
  const [commentaryOpen, setCommentaryOpen] = useSetting('commentary');
  const [commentaryWork, setCommentaryWork] = useSetting('commentaryWork');
  const works = useEndpoint(ENDPOINTS.commentaries, commentaryOpen ? {} : null);
  // the Hebrew or Greek under or beside the text; a translation beside it takes its place
  const [originalSetting, setOriginal] = useSetting('original');
  const originalMode = compare ? 'off' : originalSetting;

  const { main, second, kjvRange } = useReaderPassages(book, chapter, translation, compare, tr);
  const crossRefs = useChapterCrossReferences(book, chapter, translation);
  const original = useInterlinear(book, kjvRange, originalMode, lang);
  // what is laid out: the chapter once all its parts are in (null before the first)
  const view = useChapterView({
    translations: tr.request,
    main,
    second,
    compare,
    crossRefs,
    original,
    originalMode,
  });
  const shown = view?.main ?? null;
  const highlight = useHighlight(shown, chapter);
  const markers = view?.crossRefs ?? crossRefs.byVerse;
  // another chapter or translation: no selection, no open cross-references
  const here = `${book.osis} ${chapter} ${translation}`;
  const { selection, isSelected, select, clear } = useVerseSelection(here);
  // read aloud in the translation's language (not the UI's); stops when `here` changes
  const listen = useListen({
    verses: shown?.verses,
    psalms: book.osis === 'Ps',
    language: langOf(translation),
    here,
  });
  const listening = listen.status === 'loading' || listen.status === 'playing' || listen.status === 'paused';
  const library = useVerseLibrary(book.osis, chapter, translation, shown?.verses ?? []);
  // the verse whose cross-references are open, and its marker (the list is placed under it)
  const [xref, setXref] = useResettableState<{ verse: number; anchor: HTMLButtonElement } | null>(null, here);

  const keep = { translation: tr.chosen ?? undefined, compare: compare ?? undefined };
  const pathOf = (to: { book: BookInfo; chapter: number }) => readerPath(to.book.osis, to.chapter, keep);
  const prev = neighbour(book, chapter, -1);
  const next = neighbour(book, chapter, 1);
  useChapterKeys((step) => {
    const to = step === -1 ? prev : next;
    if (to) void navigate(pathOf(to));
    return !!to;
  });

  const blocks = useMemo(
    () =>
      readingBlocks(shown?.verses ?? [], {
        versePerLine,
        psalms: book.osis === 'Ps',
        poetic: POETIC.has(book.osis),
      }),
    [shown, versePerLine, book.osis],
  );
  const secondShown = view?.second;
  const rows = useMemo(() => pairByKjv(shown?.verses ?? [], secondShown?.verses ?? []), [shown, secondShown]);

  const decor: VerseDecor = {
    number: (v: PassageVerse) => (
      <VerseNumber
        verse={v.verse}
        label={t('reader.verse', { n: v.verse })}
        onSelect={(extend) => {
          select(v.verse, extend);
          onVerseSelect?.(kjvOf(v).verse);
        }}
      />
    ),
    marker: (v: PassageVerse) => (
      <>
        {markers.has(v.verse) && (
          <CrossReferenceMarker
            label={t('reader.crossReferencesOf', { n: v.verse })}
            title={t('reader.crossReferences')}
            open={xref?.verse === v.verse}
            onToggle={(anchor) => setXref((x) => (x?.verse === v.verse ? null : { verse: v.verse, anchor }))}
          />
        )}
        <VerseLibraryMarks verse={v.verse} library={library} />
      </>
    ),
    classes: (n) =>
      `${highlight && highlight.from <= n && n <= highlight.to ? ' highlight' : ''}${isSelected(n) ? ' selected' : ''}${listen.verse === n ? ' reading' : ''}${library.colorOf(n) ? ` hl hl-${library.colorOf(n)}` : ''}`,
    highlight: highlight?.from ?? null,
  };
  const selected =
    selection &&
    `${book.names[lang]} ${chapter}:${selection[0]}${selection[1] > selection[0] ? `-${selection[1]}` : ''}`;
  const failed = main.error ?? second.error ?? tr.request.error ?? original.error;
  const originalShown = view?.originalMode !== 'off' && view?.original ? view.originalMode : null;

  return (
    <div className={`page reader${redLetters ? ' red-letters' : ''}`}>
      <PageHeader title={t('reader.chapterTitle', { book: book.names[lang], chapter })}>
        <p className="breadcrumb">
          <Link to={`/study-guides/book/${book.osis}`}>
            {t('reader.backToBook', { book: book.names[lang] })}
          </Link>
        </p>
      </PageHeader>

      {view && (
        <ReaderControls
          tr={tr}
          redLetters={{ on: redLetters, set: setRedLetters }}
          versePerLine={{ on: versePerLine, set: setVersePerLine }}
          commentary={{ on: commentaryOpen, set: setCommentaryOpen }}
          original={{ mode: originalMode, set: setOriginal, busy: original.loading }}
          listen={{ on: listening, set: (on) => (on ? listen.start(selection?.[0]) : listen.stop()) }}
        />
      )}

      {view && (main.fallback || second.fallback) && (
        <p className="notice" role="note">
          {t('bibleDownload.fromDownload', { name: nameOf(main.fallback ? translation : compare) })}
          {tr.showStrongs && main.fallback ? ` ${t('bibleDownload.noStrongs')}` : ''}
        </p>
      )}

      {view && tr.fallback && (
        <p className="notice" role="note">
          {t('reader.noLanguageBible', { name: nameOf(translation) })}
        </p>
      )}

      {!!failed && (
        <div className="error" role="alert">
          {t(errorKey(failed))}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              tr.request.retry();
              main.retry();
              second.retry();
              original.retry();
            }}
          >
            {t('app.retry')}
          </button>
        </div>
      )}
      {!view && !failed && (
        <p className="status" role="status">
          {t('app.loading')}
        </p>
      )}

      <div className={`reader-body${commentaryOpen ? ' with-commentary' : ''}`}>
        <div className="reader-text">
          {shown && originalShown && view?.original && (
            <OriginalText
              mode={originalShown}
              verses={shown.verses}
              original={view.original}
              decor={decor}
              tr={tr}
            />
          )}
          {shown && !view?.compare && !originalShown && (
            <SingleText
              blocks={blocks}
              decor={decor}
              lang={langOf(translation)}
              versePerLine={versePerLine}
              strongs={tr.showStrongs ? translation : null}
            />
          )}
          {shown && view?.compare && <ParallelText rows={rows} decor={decor} tr={tr} />}
        </div>
        {commentaryOpen && translation && (
          <CommentaryPanel
            book={book}
            chapter={chapter}
            verses={selection ?? (highlight ? [highlight.from, highlight.to] : null)}
            translation={translation}
            works={works.data ?? []}
            work={commentaryWork}
            onWork={setCommentaryWork}
          />
        )}
      </div>
      {shown && (
        <p className="muted attribution">
          {t('reader.shownIn', { name: nameOf(translation) })}
          {compare ? ` · ${nameOf(compare)}` : ''}
        </p>
      )}

      {xref && translation && markers.has(xref.verse) && (
        <CrossReferencePopover
          reference={`${book.names[lang]} ${chapter}:${xref.verse}`}
          targets={markers.get(xref.verse)!}
          translation={translation}
          anchor={xref.anchor}
          onClose={() => setXref(null)}
        />
      )}

      {/* docked at the bottom of the window: what is read aloud, and the selection's actions */}
      {view && (
        <div className="reader-dock">
          <ListenBar listen={listen} />
          {selection && selected && translation && (
            <SelectionBar
              key={`${selected} ${translation}`}
              reference={selected}
              verses={(shown?.verses ?? []).filter((v) => isSelected(v.verse))}
              translation={{ id: translation, name: nameOf(translation) }}
              url={`${window.location.origin}${readerPath(book.osis, chapter, { translation })}#v${selection[0]}`}
              book={book.osis}
              onNote={library.edit}
              onClear={clear}
            />
          )}
        </div>
      )}
      <ReaderNoteEditor library={library} />

      {/* under the text, so they come with it (or with its error) rather than be pushed down by it */}
      {(view || !!failed) && (
        <>
          <ChapterPeople book={book.osis} chapter={chapter} />
          <ChapterNav prev={prev} next={next} pathOf={pathOf} />
        </>
      )}
    </div>
  );
}
