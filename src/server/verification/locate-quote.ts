/**
 * Where a quotation's words really are (issue 26: "these words are Psalm 23:1"): the word-search
 * index offers the verses that hold its rarest words, in every installed Bible, and the
 * quotation is compared with each as the checker compares it with its citation.
 */
import { compareQuote, quoteLanguage, type FoundAt } from '../../shared/quotations';
import { grade } from '../../shared/quotations/grade';
import { osisOfRange, type RefRange } from '../../shared/reference/osis';
import { ownRange } from '../scripture/numbering';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { QuotesRepo, type IndexedVerse } from './quotes.repo';

/** Words of a quotation looked for (its first). */
const LOCATED_WORDS = 40;
/** The verses of a translation holding a quotation's rarest words, and the verse before and after each. */
function candidates(repo: ScriptureRepo, translation: string, match: string): IndexedVerse[][] {
  const groups = new Map<number, IndexedVerse[]>();
  for (const row of repo.repository(QuotesRepo).around(translation, match)) {
    const list = groups.get(row.hit) ?? [];
    // a neighbour from another book is not the same passage
    if (!list.length || list[0].book === row.book) list.push(row);
    groups.set(row.hit, list);
  }
  return [...groups.values()];
}

/** Full-text words of a quotation (of three letters or more), as the index folds them. */
function indexWords(quote: string): string[] {
  return [
    ...new Set(
      quote
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 3),
    ),
  ];
}

/**
 * Past this many verses its rarest word is in, a query is not asked: the index would rank
 * thousands of verses ("this", "shall": "This too shall pass" took 100–200 ms of the event loop),
 * and the twelve it offers would say little.
 */
const COMMON = 1_500;

/** How many verses of a translation hold each word (term_counts, written at import). */
function verseCounts(repo: ScriptureRepo, translation: string, ws: string[]): Map<string, number> {
  const quotes = repo.repository(QuotesRepo);
  return new Map(ws.map((w) => [w, quotes.verseCount(w, translation)]));
}

/**
 * The index queries for a quotation in a translation: its four rarest words there, then any three
 * of them (one may be the misquoted one) — intersections are cheap, where "any of them" ranks every
 * verse with "LORD" (hundreds of milliseconds) — each as long as one of its words is rare enough.
 */
function queriesFor(repo: ScriptureRepo, translation: string, ws: string[]): string[] {
  const counts = verseCounts(repo, translation, ws);
  // a word the translation does not have cannot be in the verse (unless it is the misquoted one)
  const rare = ws.filter((w) => counts.get(w)! > 0).sort((a, b) => counts.get(a)! - counts.get(b)!);
  const four = rare.slice(0, 4);
  if (four.length < 2) return [];
  const sets = [four, ...(four.length > 2 ? four.map((_, k) => four.filter((__, j) => j !== k)) : [])];
  return sets
    .filter((set) => Math.min(...set.map((w) => counts.get(w)!)) <= COMMON)
    .map((set) => set.map((w) => `"${w}"`).join(' '));
}

/**
 * Where a quotation's words really are (KJV numbering): the first translation (in order) with a
 * verse, or two or three in a row, that the quotation matches exactly or closely. The candidates
 * come from the word-search index (queriesFor).
 */
export function locateQuote(repo: ScriptureRepo, whole: string, translations: string[]): FoundAt | null {
  // its first words say where it is: a long quotation is not compared whole with every candidate
  const quote = whole.split(/\s+/).slice(0, LOCATED_WORDS).join(' ');
  const ws = indexWords(quote);
  if (ws.length < 2) return null;
  for (const translation of translations) {
    const queries = queriesFor(repo, translation, ws);
    for (let k = 0; k < queries.length; k++) {
      const groups = candidates(repo, translation, queries[k]);
      // verses with all four words that the quotation does not match: it misquotes them (the
      // three-word queries are for a quotation with a word no verse has with the others)
      if (k === 0 && groups.length) queries.length = 1;
      for (const group of groups) {
        const cmp = compareQuote(
          quote,
          group.map((v) => ({ osis: '', text: v.text })),
        );
        const g = cmp.diff ? grade(cmp.diff, cmp.words, cmp) : null;
        if (!g || g.status === 'misquoted') continue;
        const first = group[cmp.verseWords[cmp.from]];
        const last = group[cmp.verseWords[Math.max(cmp.from, cmp.to - 1)]];
        const range: RefRange = {
          start: { book: first.book, chapter: first.chapter, verse: first.verse },
          end: { book: last.book, chapter: last.chapter, verse: Math.max(last.verse, last.verseEnd) },
        };
        return {
          osis: osisOfRange(range),
          own: osisOfRange(ownRange(repo, translation, range)),
          translation,
          ...(g.status === 'close' ? { close: true } : {}),
        };
      }
    }
  }
  return null;
}

/**
 * The installed translations of the quotation's language (when it can be told, else the text's:
 * `own`), the text's own first when it is that language: the words are looked for where they can
 * be, not in every Bible (each costs index queries).
 */
export function everyBible(repo: ScriptureRepo, quote: string, own: string[]): string[] {
  const lang = quoteLanguage(quote);
  const all = repo.translations();
  const ofLanguage = lang ? all.filter((t) => t.language === lang).map((t) => t.id) : [];
  return ofLanguage.length
    ? [...new Set([...own.filter((id) => ofLanguage.includes(id)), ...ofLanguage])]
    : own;
}
