/** Links into the reader: /study-guides/book/John/3?translation=KJV&highlight=16 */
export function readerPath(book: string, chapter: number, opts: { highlight?: number; translation?: string; compare?: string } = {}) {
  const params = new URLSearchParams();
  if (opts.translation) params.set('translation', opts.translation);
  if (opts.compare) params.set('compare', opts.compare);
  if (opts.highlight) params.set('highlight', String(opts.highlight));
  const q = params.toString();
  return `/study-guides/book/${book}/${chapter}${q ? `?${q}` : ''}`;
}
