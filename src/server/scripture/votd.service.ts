import { formatRange } from '../../shared/reference/format';
import { parseReference } from '../../shared/reference/parse';
import type { UiLanguage } from '../../shared/books';
import type { VerseOfTheDay } from '../../shared/api';
import type { ScriptureRepo } from './scripture.repo';
import { versesOfTheDay } from '../content/verse-of-the-day';

const DAY_MS = 86_400_000;

/** Today's entry for a date (YYYY-MM-DD): the list in order, one a day, cycling. */
export function votdEntryFor(date: string) {
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  const list = versesOfTheDay();
  return list[((day % list.length) + list.length) % list.length];
}

/** The verse of the day in the best translation for the language, with its reflection. */
export function verseOfTheDay(repo: ScriptureRepo, lang: UiLanguage, date: string): VerseOfTheDay {
  const entry = votdEntryFor(date);
  const parsed = parseReference(entry.ref);
  if (!parsed) throw new Error(`verse of the day list holds an invalid reference: ${entry.ref}`);
  let translation = repo.bestTranslationFor(lang);
  // the list is in the KJV's numbering: the language's Bible gives its own verses for it
  let verses = repo.versesByKjv(translation.id, parsed.ranges[0], 50).filter((v) => !v.title);
  if (!verses.length) {
    // a partial translation without today's verse: the reference translation (KJV), and the answer says so
    translation = { ...repo.referenceTranslation(), fallback: true };
    verses = repo.verses(translation.id, parsed.ranges[0], 50);
  }
  const first = verses[0];
  const last = verses[verses.length - 1];
  return {
    date,
    // named in the translation's own numbering (LSG Ps 51:3 for KJV Ps 51:1)
    reference: formatRange(
      {
        start: { book: first.book, chapter: first.chapter, verse: first.verse },
        end: { book: last.book, chapter: last.chapter, verse: last.verse },
      },
      lang,
    ),
    osis: parsed.osis,
    book: first.book,
    chapter: first.chapter,
    verse: first.verse,
    text: verses.map((v) => v.text).join(' '),
    reflection: entry.reflection[lang],
    translation: {
      id: translation.id,
      name: translation.name,
      language: translation.language,
      ...(translation.fallback ? { fallback: true } : {}),
    },
  };
}
