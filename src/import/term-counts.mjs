// term_counts rows of one translation from its index's vocabulary (search-index.ts says how).
// Plain JavaScript: the search-index worker runs it, without the TypeScript loader.

/** books are numbered 1–66 */
const BOOK_SLOTS = 67;

/**
 * @param {Iterable<[string, number]>} instances (term, verse id) in term order (fts5vocab instance)
 * @param {string} id the translation
 * @param {Uint8Array} bookOf verse id → book
 * @param {Int32Array[]} seen four arrays as long as bookOf, reused between translations
 * @returns {[string, string, number, number, string][]} term, translation, verses, occurrences, books
 */
export function termCounts(instances, id, bookOf, seen) {
  const rows = [];
  // the word itself, and its first 1, 2 and 3 letters: a running group each
  const groups = seen.map(() => ({
    key: null,
    stamp: 0,
    verses: new Uint32Array(BOOK_SLOTS),
    occurrences: new Uint32Array(BOOK_SLOTS),
  }));
  seen.forEach((s) => s.fill(0));
  const flush = (g) => {
    if (g.key === null) return;
    const books = [];
    let verses = 0;
    let occurrences = 0;
    for (let b = 1; b < BOOK_SLOTS; b++)
      if (g.occurrences[b]) {
        books.push(b, g.verses[b], g.occurrences[b]);
        verses += g.verses[b];
        occurrences += g.occurrences[b];
      }
    rows.push([g.key, id, verses, occurrences, `[${books.join(',')}]`]);
    g.verses.fill(0);
    g.occurrences.fill(0);
  };
  let previous = '';
  for (const [term, doc] of instances) {
    if (term < previous)
      throw new Error(`the ${id} index's vocabulary is not in term order (${term} after ${previous})`);
    previous = term;
    const book = bookOf[doc];
    for (let n = 0; n < 4; n++) {
      if (n > 0 && term.length < n) break;
      const key = n === 0 ? term : `${term.slice(0, n)}*`;
      const g = groups[n];
      if (key !== g.key) {
        flush(g);
        g.key = key;
        g.stamp++;
      }
      g.occurrences[book]++;
      if (seen[n][doc] !== g.stamp) {
        seen[n][doc] = g.stamp;
        g.verses[book]++;
      }
    }
  }
  groups.forEach(flush);
  return rows;
}
