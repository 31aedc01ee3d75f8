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

/** What the morphology search is asked (its page's query: the address shares and restores it). */
export interface MorphologySearch {
  strongs?: string;
  /** a dictionary form, instead of a number */
  lemma?: string;
  /** a prefix of the word's own code (Vqw3ms, V-AAI) */
  morph?: string;
  /** an OSIS book id */
  book?: string;
  page?: number;
}

/** The original-language concordance's morphology search, at its results: `?strongs=H1254&morph=Vq#morphology`. */
export function morphologyPath(q: MorphologySearch) {
  const params = new URLSearchParams();
  for (const key of ['strongs', 'lemma', 'morph', 'book'] as const) if (q[key]) params.set(key, q[key]);
  if (q.page && q.page > 1) params.set('page', String(q.page));
  return `/concordance/original-language?${params}#morphology`;
}

export { lexiconEntryUrl } from '../../shared/api/reader-urls';
