import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import type { Passage, PassageVerse } from '../../../../shared/api';
import { bookByOsis, type UiLanguage } from '../../../../shared/books';
import { formatRange } from '../../../../shared/reference/format';
import { osisRange, type RefRange } from '../../../../shared/reference/osis';
import { errorKey } from '../../../lib/api';
import { readerPath } from '../../../lib/paths';
import { useApi } from '../../../lib/use-api';
import { kjvOf } from '../../../../shared/kjv-place';
import { passageUrl } from '../../../../shared/api/reader-urls';
import { useAnchoredPopover } from '../hooks/use-anchored-popover';

/** Verses of a target shown in the list; a longer range (a whole chapter) shows these and says so. */
const SHOWN_VERSES = 3;

/** A range in the KJV numbering as the parser reads it in English: `Ps 33:6`, `Jer 19:5-6`. */
const englishRef = (r: RefRange, last: number) =>
  `${bookByOsis(r.start.book)!.names.en} ${r.start.chapter}:${r.start.verse}${
    r.start.chapter !== r.end.chapter ? `-${r.end.chapter}:${last}` : last !== r.start.verse ? `-${last}` : ''
  }`;

const inRange = (v: PassageVerse, r: RefRange) => {
  const k = kjvOf(v);
  const at = (c: number, verse: number) => c * 1000 + verse;
  return (
    v.book === r.start.book &&
    at(k.chapter, k.verseEnd) >= at(r.start.chapter, r.start.verse ?? 0) &&
    at(k.chapter, Math.max(k.verse, 1)) <= at(r.end.chapter, r.end.verse ?? 999)
  );
};

interface PopoverProps {
  /** the verse's reference in the UI language */
  reference: string;
  targets: string[];
  translation: string;
  anchor: HTMLElement;
  onClose: () => void;
}

/**
 * The targets of one verse, each with its text in the reader's translation (one passages request
 * for all of them, made when opened) and a link to read it there. Escape, the close button or a
 * click outside close it; focus goes back to the marker.
 */
export function CrossReferencePopover({ reference, targets, translation, anchor, onClose }: PopoverProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const { box, pos, style, dismiss } = useAnchoredPopover(anchor, onClose);
  const ranges = useMemo(
    () =>
      targets
        .map((o) => ({ osis: o, range: osisRange(o) }))
        .filter((x): x is { osis: string; range: RefRange } => !!x.range),
    [targets],
  );
  // each target's first verses only: a whole chapter would be long to fetch and to read here
  const ref = ranges
    .map(({ range }) => {
      const sameChapter = range.start.chapter === range.end.chapter;
      const last = sameChapter
        ? Math.min(range.end.verse ?? 999, (range.start.verse ?? 1) + SHOWN_VERSES - 1)
        : (range.start.verse ?? 1);
      return englishRef({ start: range.start, end: { ...range.start } }, last);
    })
    .join('; ');
  const passage = useApi<Passage>(ranges.length ? passageUrl(ref, translation, { kjv: true }) : null);

  // once placed, and again once the texts have come, the list is brought into view (under a verse
  // near the bottom of the screen)
  useEffect(() => {
    if (pos) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [box, pos, passage.data]);

  const verses = passage.data?.verses ?? [];
  return (
    <div
      id="xref-popover"
      ref={box}
      className="xref-popover"
      role="dialog"
      aria-labelledby="xref-title"
      tabIndex={-1}
      style={style}
    >
      <div className="xref-head">
        <h2 id="xref-title">{t('reader.crossReferencesTitle', { reference })}</h2>
        <button type="button" className="icon-button" aria-label={t('reader.close')} onClick={dismiss}>
          <X size={18} aria-hidden />
        </button>
      </div>
      {passage.error ? (
        <p className="error" role="alert">
          {t(errorKey(passage.error))}
        </p>
      ) : null}
      {passage.loading && !passage.data && (
        <p className="status" role="status">
          {t('app.loading')}
        </p>
      )}
      <ul className="xref-list">
        {ranges.map(({ osis, range }) => {
          const own = verses.filter((v) => inRange(v, range));
          const size =
            range.start.chapter === range.end.chapter
              ? (range.end.verse ?? 0) - (range.start.verse ?? 0) + 1
              : Infinity;
          const more = size > SHOWN_VERSES;
          const first = own[0];
          return (
            <li key={osis}>
              <Link
                className="xref-ref"
                to={readerPath(
                  range.start.book,
                  first?.chapter ?? range.start.chapter,
                  first
                    ? {
                        translation,
                        highlight: first.verse,
                        highlightEnd: own.filter((v) => v.chapter === first.chapter).at(-1)?.verse,
                      }
                    : {
                        translation,
                        kjvVerse: range.start.verse ?? undefined,
                        kjvVerseEnd:
                          range.end.chapter === range.start.chapter
                            ? (range.end.verse ?? undefined)
                            : undefined,
                      },
                )}
                onClick={onClose}
              >
                {formatRange(range, lang)}
              </Link>{' '}
              {passage.data && (
                <span className="xref-text">
                  {own.map((v) => (own.length > 1 ? `${v.verse} ${v.text}` : v.text)).join(' ')}
                  {more && <span className="muted"> … {t('reader.crossReferenceMore')}</span>}
                  {!own.length && <span className="muted">{t('reader.crossReferenceMissing')}</span>}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
