import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Interlinear, OriginalWord, PassageVerse } from '../../../../shared/api';
import { useResettableState } from '../../../hooks/use-resettable-state';
import type { ReaderTranslations } from '../hooks/use-reader-translations';
import { chapterVerse, pairOriginal, type OriginalRow, type OriginalVerse } from '../lib/original-layout';
import { OriginalWordButton, textDir } from './OriginalWordButton';
import type { VerseDecor } from './verse-decor';
import { VerseText } from './VerseText';

const loadPopover = () => import('./WordPopover');
const WordPopover = lazy(loadPopover);

interface Props {
  mode: 'interlinear' | 'column';
  verses: PassageVerse[];
  original: Interlinear;
  decor: VerseDecor;
  tr: Pick<ReaderTranslations, 'translation' | 'langOf' | 'nameOf' | 'showStrongs'>;
}

type Open = { key: string; word: OriginalWord; language: OriginalVerse['language']; anchor: HTMLElement };

/**
 * The chapter with its Hebrew or Greek: each verse followed by its words as interlinear blocks
 * (word, transliteration, gloss, parsing code), or beside it in a column as the side-by-side
 * reading shows a second translation. A word opens its details; the sources' credit closes it.
 */
export function OriginalText({ mode, verses, original, decor, tr }: Props) {
  const { t, i18n } = useTranslation();
  const rows = useMemo(() => pairOriginal(verses, original), [verses, original]);
  const [open, setOpen] = useResettableState<Open | null>(null, original);
  // the details' code (and its parsing tables) before the first word is opened
  useEffect(() => void loadPopover().catch(() => {}), []);
  const language = original.verses[0]?.language ?? null;
  const lang = (id: string | null) => tr.langOf(id);

  const words = (o: OriginalVerse, at: string, layout: 'block' | 'inline') =>
    o.words.map((w, i) => {
      const key = `${at} ${o.osis}${o.title ? 't' : ''} ${i}`;
      return (
        <OriginalWordButton
          key={i}
          word={w}
          language={o.language}
          glossLanguage={original.glossLanguage}
          layout={layout}
          expanded={open?.key === key}
          onOpen={(anchor) =>
            setOpen((x) => (x?.key === key ? null : { key, word: w, language: o.language, anchor }))
          }
        />
      );
    });

  /** What stands before a verse's words: "Title", the source's own number where it differs. */
  const label = (o: OriginalVerse, row: OriginalRow): ReactNode => {
    const here = `${row.verse.chapter}:${row.verse.verse}`;
    const source = o.source ? chapterVerse(o.source) : row.original.length > 1 ? chapterVerse(o.osis) : null;
    return (
      <>
        {o.title && <span className="ow-label">{t('interlinear.title')}</span>}
        {source && source !== here && (
          <span className="ow-label">
            {t(o.language === 'hebrew' ? 'interlinear.sourceHebrew' : 'interlinear.sourceGreek', {
              ref: source,
            })}
          </span>
        )}
      </>
    );
  };
  const absent = (row: OriginalRow) =>
    row.absent.map((osis) => (
      <p key={osis} className="ow-absent muted">
        {t(language === 'hebrew' ? 'interlinear.absentHebrew' : 'interlinear.absentGreek', {
          ref: chapterVerse(osis),
        })}
      </p>
    ));
  const translation = (v: PassageVerse) => (
    <span className={`verse-text${v.title ? ' psalm-title' : ''}`} lang={lang(tr.translation)}>
      <VerseText verse={v} strongs={tr.showStrongs ? tr.translation : null} />
      {decor.marker(v)}
    </span>
  );
  const rowProps = (v: PassageVerse, cls: string) => ({
    id: `v${v.verse}`,
    className: `verse-row ${cls}${decor.classes(v.verse)}`,
    'aria-current': v.verse === decor.highlight ? ('true' as const) : undefined,
  });
  const heading = (v: PassageVerse) =>
    v.heading && (
      <p className="verse-heading" lang={lang(tr.translation)}>
        {v.heading}
      </p>
    );

  return (
    <>
      {mode === 'interlinear' && original.glossLanguage !== i18n.language && (
        <p className="ow-note muted">{t('interlinear.glossesInEnglish')}</p>
      )}
      {mode === 'interlinear' &&
        original.glossLanguage === i18n.language &&
        original.verses.some((o) => o.words.some((w) => w.glossLanguage)) && (
          <p className="ow-note muted">
            {t('interlinear.someGlossesInEnglish', { mark: t('interlinear.englishMark') })}
          </p>
        )}
      <div className={mode === 'interlinear' ? 'interlinear' : 'parallel original-parallel'}>
        {mode === 'column' && (
          <div className="parallel-head" aria-hidden>
            <span />
            <span>{tr.nameOf(tr.translation)}</span>
            <span>{language && t(`interlinear.${language}`)}</span>
          </div>
        )}
        {rows.map((row) => {
          const v = row.verse;
          if (mode === 'column')
            return (
              <div key={v.osis} {...rowProps(v, '')}>
                {heading(v)}
                {decor.number(v)}
                {translation(v)}
                <span className="verse-text original-text">
                  {[...row.title, ...row.original].map((o, i) => (
                    <span key={i} className="ow-verse" dir={textDir(o.language)}>
                      {label(o, row)}
                      {words(o, v.osis, 'inline')}
                    </span>
                  ))}
                  {absent(row)}
                </span>
              </div>
            );
          const line = (o: OriginalVerse, i: number) => (
            <div key={i} className="iw-line" dir={textDir(o.language)}>
              {label(o, row)}
              {words(o, v.osis, 'block')}
            </div>
          );
          return (
            <div key={v.osis} {...rowProps(v, 'interlinear-row')}>
              {heading(v)}
              {row.title.map(line)}
              <p className="interlinear-translation">
                {decor.number(v)}
                {translation(v)}
              </p>
              {row.original.map(line)}
              {absent(row)}
            </div>
          );
        })}
      </div>
      <div className="original-credit muted" lang="en">
        {original.attribution.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {open && (
        <Suspense fallback={null}>
          <WordPopover
            word={open.word}
            language={open.language}
            glossLanguage={original.glossLanguage}
            anchor={open.anchor}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
