/** References written for people, in a UI language: `John 3:16-18`, `Juan 3`, `Romans 8:28-9:2`. */
import { bookByOsis, type UiLanguage } from '../books';
import type { ParsedReference, RefRange } from './osis';

/** Human form of a range in a UI language: `John 3:16-18`, `Juan 3`, `Romans 8:28-9:2`. */
export function formatRange(r: RefRange, lang: UiLanguage = 'en'): string {
  const name = bookByOsis(r.start.book)?.names[lang] ?? r.start.book;
  const s = r.start;
  const e = r.end;
  const startText = s.verse === null ? `${s.chapter}` : `${s.chapter}:${s.verse}`;
  if (s.book !== e.book)
    return `${name} ${startText} - ${bookByOsis(e.book)?.names[lang] ?? e.book} ${e.verse === null ? e.chapter : `${e.chapter}:${e.verse}`}`;
  if (s.chapter === e.chapter) {
    if (s.verse === null && e.verse === null) return `${name} ${s.chapter}`;
    if (s.verse === e.verse) return `${name} ${startText}`;
    return `${name} ${startText}-${e.verse ?? ''}`.replace(/-$/, '');
  }
  if (s.verse === null && e.verse === null) return `${name} ${s.chapter}-${e.chapter}`;
  return `${name} ${startText}-${e.chapter}:${e.verse ?? ''}`.replace(/:$/, '');
}

export const formatReference = (p: ParsedReference, lang: UiLanguage = 'en') =>
  p.ranges.map((r) => formatRange(r, lang)).join('; ');
