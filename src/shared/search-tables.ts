/**
 * The word-search index is one FTS5 table per translation (ADR 007): FTS5 reaches a rowid range by
 * walking a word's match list from its start, so in one table shared by every translation a page of
 * the last translation walked past the matches of all the others. This is its name, for the
 * importer that writes it and the server that reads it.
 */
export const searchTableOf = (translationId: string) => {
  if (!/^[A-Za-z0-9]+$/.test(translationId))
    throw new Error(`translation id unfit for a table name: ${translationId}`);
  return `verses_fts_${translationId.toLowerCase()}`;
};
