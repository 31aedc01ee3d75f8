/**
 * Links into the reader: /study-guides/book/John/3?translation=KJV&highlight=16. `highlight` is a
 * verse in the translation's own numbering; `kjvVerse` (kv) one in the KJV's, which the reader
 * finds in the translation shown (study references are in the KJV's numbering: LSG Ps 51:3 for 51:1).
 */
export function readerPath(
  book: string,
  chapter: number,
  opts: { highlight?: number; kjvVerse?: number; translation?: string; compare?: string } = {},
) {
  const params = new URLSearchParams();
  if (opts.translation) params.set('translation', opts.translation);
  if (opts.compare) params.set('compare', opts.compare);
  if (opts.highlight) params.set('highlight', String(opts.highlight));
  if (opts.kjvVerse) params.set('kv', String(opts.kjvVerse));
  const q = params.toString();
  return `/study-guides/book/${book}/${chapter}${q ? `?${q}` : ''}`;
}
