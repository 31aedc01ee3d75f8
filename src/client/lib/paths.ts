/**
 * Links into the reader: /study-guides/book/John/3?translation=KJV&highlight=16 (a range:
 * highlight=16-18). `highlight` is a
 * verse in the translation's own numbering; `kjvVerse` (kv) one in the KJV's, which the reader
 * finds in the translation shown (study references are in the KJV's numbering: LSG Ps 51:3 for 51:1).
 */
export function readerPath(
  book: string,
  chapter: number,
  opts: {
    highlight?: number;
    /** the last verse of a highlighted range (Rom 8:28-30: highlight=28-30) */
    highlightEnd?: number;
    kjvVerse?: number;
    kjvVerseEnd?: number;
    translation?: string;
    compare?: string;
  } = {},
) {
  const span = (from: number, to?: number) => (to && to > from ? `${from}-${to}` : String(from));
  const params = new URLSearchParams();
  if (opts.translation) params.set('translation', opts.translation);
  if (opts.compare) params.set('compare', opts.compare);
  if (opts.highlight) params.set('highlight', span(opts.highlight, opts.highlightEnd));
  if (opts.kjvVerse) params.set('kv', span(opts.kjvVerse, opts.kjvVerseEnd));
  const q = params.toString();
  return `/study-guides/book/${book}/${chapter}${q ? `?${q}` : ''}`;
}
