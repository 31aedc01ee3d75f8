import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isUiLanguage } from '../../../shared/books';
import { formatRange } from '../../../shared/reference/format';
import { osisRange } from '../../../shared/reference/osis';
import { readerPath } from '../../lib/paths';

/** An OSIS verse or range in the KJV's numbering: its name in the UI language and its reader link. */
export function verseTarget(osis: string, lang: string, translation?: string) {
  const r = osisRange(osis)!;
  return {
    label: formatRange(r, isUiLanguage(lang) ? lang : 'en'),
    // kv: the reader finds the KJV's verse in the translation shown (LSG Ps 51:3 for 51:1)
    to: readerPath(r.start.book, r.start.chapter, {
      translation,
      kjvVerse: r.start.verse ?? undefined,
      kjvVerseEnd: r.end.chapter === r.start.chapter ? (r.end.verse ?? undefined) : undefined,
    }),
  };
}

/** Verses as links into the reader; past `limit`, a button shows them all (nothing is cut silently). */
export function VerseLinks({
  verses,
  translation,
  limit = 24,
}: {
  verses: string[];
  translation?: string;
  limit?: number;
}) {
  const { t, i18n } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? verses : verses.slice(0, limit);
  return (
    <>
      <ul className="verse-links">
        {shown.map((osis) => {
          const v = verseTarget(osis, i18n.language, translation);
          return (
            <li key={osis}>
              <Link to={v.to}>{v.label}</Link>
            </li>
          );
        })}
      </ul>
      {verses.length > limit && (
        <button type="button" className="button" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? t('people.showFewer') : t('people.showAll', { count: verses.length })}
        </button>
      )}
    </>
  );
}

/** A year of the source: negative before Christ. */
export function yearLabel(year: number, t: (key: string, o: Record<string, unknown>) => string) {
  return year < 0 ? t('people.yearBC', { year: -year }) : t('people.yearAD', { year: Math.max(year, 1) });
}
