/**
 * Strong's data for the built-in study's word sections (word-study.ts, verse-map.ts): lexicon
 * entries, how often a word occurs, how the language's Bible renders it, where it stands. One set
 * of prepared statements per scripture file; each query is an index lookup.
 */
import type Database from 'better-sqlite3';
import { BOOKS } from '../../../shared/books';
import type { RefRange } from '../../../shared/reference/osis';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { glossOf } from './gloss';

export interface LexiconRow {
  strongs: string;
  lemma: string | null;
  xlit: string | null;
  definition: string | null;
  derivation: string | null;
  kjv_usage: string | null;
}

interface Statements {
  row: Database.Statement;
  total: Database.Statement;
  renderings: Database.Statement;
  verses: Database.Statement;
  place: Database.Statement;
  spans: Database.Statement;
}

const statements = new WeakMap<ScriptureRepo, Statements>();
const totals = new Map<string, number>();

function stmts(repo: ScriptureRepo): Statements {
  let s = statements.get(repo);
  if (!s) {
    s = {
      row: repo.prepare(
        'SELECT strongs, lemma, xlit, definition, derivation, kjv_usage FROM lexicon WHERE strongs = ?',
      ),
      total: repo.prepare('SELECT sum(count) AS n FROM renderings WHERE translation = ? AND strongs = ?'),
      renderings: repo.prepare(
        'SELECT word, count FROM renderings WHERE translation = ? AND strongs = ? ORDER BY count DESC, word LIMIT 12',
      ),
      verses: repo.prepare(
        'SELECT DISTINCT verse_id AS id FROM verse_words WHERE strongs = ? AND verse_id BETWEEN ? AND ? ORDER BY verse_id',
      ),
      place: repo.prepare('SELECT book, chapter, verse FROM verses WHERE id = ?'),
      // the words the KJV tags with the number, in its first five verses
      spans: repo.prepare(
        `SELECT substr(v.text, w.start + 1, w.end - w.start) AS word FROM verse_words w JOIN verses v ON v.id = w.verse_id
         WHERE w.strongs = ? AND w.verse_id BETWEEN ? AND ? AND w.in_heading = 0 LIMIT 5`,
      ),
    };
    statements.set(repo, s);
  }
  return s;
}

/** Lexicon entries read so far (at most the lexicon's 14,000). */
const rows = new Map<string, LexiconRow | undefined>();

export function lexiconRow(repo: ScriptureRepo, strongs: string): LexiconRow | undefined {
  if (!rows.has(strongs)) rows.set(strongs, stmts(repo).row.get(strongs) as LexiconRow | undefined);
  return rows.get(strongs);
}

/** Times the KJV renders the word (its untranslated particles are not counted: see isParticle). */
export function kjvTotal(repo: ScriptureRepo, strongs: string): number {
  let n = totals.get(strongs);
  if (n === undefined) {
    const kjv = repo.referenceTranslation().id;
    n = (stmts(repo).total.get(kjv, strongs) as { n: number | null }).n ?? 0;
    totals.set(strongs, n);
  }
  return n;
}

/**
 * Untranslated or everywhere: the object marker, "all" (ἅπας too), "wherefore" (διό), "as much as"
 * (ὅσος), "to be" (and the Greek forms of it Strong numbers apart: was, art, is, are, to be, may be,
 * will be, being); filler Strong's defines as a thing, not a part of speech: כֹּה "thus" (Abraham's
 * key word), מְאוּמָה "anything, nothing" (Abigail's).
 */
const ALWAYS_COMMON = new Set([
  'H853',
  'H3605',
  'H1961',
  'G1510',
  'G3956',
  'G2258',
  'G5600',
  'G1498',
  'G2071',
  'G5607',
  'G537',
  'G1488',
  'G2076',
  'G1526',
  'G2070',
  'G2075',
  'G1511',
  'G1352',
  'G3745',
  'H3541',
  'H3972',
]);

/**
 * A definition that is an English personal pronoun (`me`, `to thee`, `we (only used when
 * emphatic)`): the forms Strong's derives from another pronoun (`the simpler form of G1698`)
 * without calling them pronouns.
 */
const PRONOUN =
  /^(?:(?:to|of|for|with|by) (?:\([^()]*\) )?)?(?:I(?![.\p{L}])|(?:me|my|mine|thou|thee|thy|thine|you|ye|your|yours|we|us|our|ours|he|him|his|she|her|hers|it|its|they|them|their|theirs|these|those|this|that|myself|thyself|himself|herself|itself|ourselves|yourselves|themselves)\b)(?: things)?(?: \([^()]*\))?\s*(?:[;,.]|$)/iu;

/** Words that name a part of speech, in a definition's start or a derivation. */
const PARTS_OF_SPEECH =
  /\b(particle|pronoun|preposition|prepositionally|conjunction|article|interjection|prefix|demonstrative|(?:used )?only (?:used )?adverbially)\b/i;
/**
 * A derivation without the particles and prefixes a word is built with: ἀδελφός is "from G1 (as a
 * connective particle) and δελφύς (the womb)", ἁμαρτάνω "perhaps from G1 (as a negative
 * particle)…", שַׁלְהֶבֶת "with sibilant prefix" — words, not particles.
 */
const withoutParts = (derivation: string) =>
  derivation.replace(/\([^()]*\bparticle\b[^()]*\)/gi, '').replace(/\bprefix(?:ed)?\b/gi, '');

/**
 * Particles, pronouns (σεαυτοῦ: "of (with, to) thyself"), prepositions, the article, and nouns
 * Strong's says are "used only adverbially" (עוֹד "again, still", גַּם "also", מַעַן "on account
 * of", תַּחַת "below"): words a study does not study.
 */
export const isParticle = (row: LexiconRow) =>
  ALWAYS_COMMON.has(row.strongs) ||
  PRONOUN.test((row.definition ?? '').trim()) ||
  PARTS_OF_SPEECH.test(row.definition?.slice(0, 60) ?? '') ||
  PARTS_OF_SPEECH.test(withoutParts(row.derivation ?? ''));

/** Proper names: Strong's defines them with a capital (`Ruth, a Moabitess`). */
export const isName = (row: LexiconRow) => /^\p{Lu}/u.test(row.definition ?? '');

/** Strong's meaning of the word, without its derivation (gloss.ts), in at most `max` characters. */
export const gloss = (row: LexiconRow, max = 90): string => glossOf(row, max);

/**
 * A name Strong's defines as a word first (Πέτρος "a (piece of) rock … as a name, Petrus"): the
 * KJV capitalises it wherever it stands (`Peter`, `Cyprus`), not only at a sentence's start.
 */
export function isNamedInKjv(repo: ScriptureRepo, strongs: string): boolean {
  const [first, last] = repo.idRange(repo.referenceTranslation().id);
  const spans = stmts(repo).spans.all(strongs, first, last) as { word: string }[];
  return spans.length > 0 && spans.every((s) => /^\p{Lu}/u.test(s.word.split(/\s+/).pop() ?? ''));
}

/**
 * Words a tagged translation sets alone on a Strong's number that only carry grammar (the KJV's
 * "of the world" tags `of` with κόσμος): not what the word means, so not listed as a rendering.
 */
export const GRAMMAR = new Set(
  'a an the of to in for and that unto with by from be is it el la los las lo de del al y en que se por con un una'.split(
    ' ',
  ),
);

/** How a tagged translation renders the word, most often first (bare words, articles dropped). */
export function renderings(repo: ScriptureRepo, translation: string, strongs: string, max = 3): string[] {
  const out: string[] = [];
  for (const r of stmts(repo).renderings.all(translation, strongs) as { word: string }[]) {
    const words = r.word.toLowerCase().split(/\s+/);
    const word = words[words.length - 1].replace(/[^\p{L}'’-]/gu, '');
    if (word && !GRAMMAR.has(word) && !out.includes(word)) out.push(word);
    if (out.length >= max) break;
  }
  return out;
}

/** The verses of a translation that have the word, as single-verse ranges (KJV numbering for the KJV). */
export function occurrences(repo: ScriptureRepo, translation: string, strongs: string): number[] {
  const [first, last] = repo.idRange(translation);
  return (stmts(repo).verses.all(strongs, first, last) as { id: number }[]).map((r) => r.id);
}

export function verseAt(repo: ScriptureRepo, id: number): RefRange {
  const r = stmts(repo).place.get(id) as { book: number; chapter: number; verse: number };
  const v = { book: BOOKS[r.book - 1].osis, chapter: r.chapter, verse: r.verse };
  return { start: v, end: { ...v } };
}

/** Derivation parts that say where a word comes from, not what it means. */
const NOT_MEANING =
  /[HG]\d|\p{Script=Hebrew}|\p{Script=Greek}|^(?:from|of|or|for|the same|a primitive|primitive|probably|perhaps|apparently|compare|corresponding|contr|intensive|feminine|masculine|plural|causative|denominative|a form|another form|by)\b|\b(?:origin|derivation|root)\b/iu;

export interface NameOrigin {
  /** the words Strong's derives the name from (Eglon: עֵגֶל, a calf), names and particles left out */
  roots: LexiconRow[];
  /** what the name means, as Strong's gives it (Jechijah: "Jah will live"), in English */
  meaning?: string;
}

/**
 * Where Strong's derives a name from, and what it says the name means: "from H5695 (עֵגֶל);
 * vituline;" → עֵגֶל, "vituline". A name taken from another name (Ἰωνᾶς, "of Hebrew origin
 * (H03124)"; Deborah, "the same as H1682") is followed there once: Jonah is יוֹנָה, a dove.
 */
export function nameOrigin(repo: ScriptureRepo, row: LexiconRow, hops = 1): NameOrigin {
  const derivation = row.derivation ?? '';
  const first = (row.definition ?? '').split(/[\s,]/)[0].toLowerCase();
  const meaning = derivation
    .split(';')
    .map((s) => s.trim().replace(/[.,]$/, ''))
    .filter((s) => s && !NOT_MEANING.test(s) && s.toLowerCase() !== first)
    .at(-1);
  const cited = [...new Set([...derivation.matchAll(/\b([HG])0*(\d+)\b/g)].map((m) => `${m[1]}${m[2]}`))]
    .map((n) => lexiconRow(repo, n))
    .filter((r): r is LexiconRow => r !== undefined && r.strongs !== row.strongs);
  const roots = cited.filter((r) => !isName(r) && !isParticle(r)).slice(0, 2);
  const named = cited.find(isName);
  if (!meaning && !roots.length && named && hops > 0) return nameOrigin(repo, named, hops - 1);
  return { roots, ...(meaning ? { meaning } : {}) };
}

/** A definition's first clause, lower-case, asides in brackets left out: what a word is defined as. */
export const clauseOf = (definition: string | null) =>
  (definition ?? '')
    .split(';')[0]
    .replace(/\([^()]*\)/g, '')
    .toLowerCase();

/** Every lexicon entry's first clause, read once (25 ms, ~14,000 short strings): a scan is 0.4 ms. */
const clauses = new WeakMap<ScriptureRepo, [string, string][]>();

export function definitionClauses(repo: ScriptureRepo): [string, string][] {
  let list = clauses.get(repo);
  if (!list) {
    const rows = repo.prepare('SELECT strongs, definition FROM lexicon').raw().all() as [
      string,
      string | null,
    ][];
    list = rows.map(([strongs, definition]) => [strongs, clauseOf(definition)]);
    clauses.set(repo, list);
  }
  return list;
}
