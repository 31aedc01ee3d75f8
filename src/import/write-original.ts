/**
 * The original-language words under the translations (issue 27): the Hebrew of the Open
 * Scriptures Hebrew Bible and the Greek of the Robinson-Pierpont Byzantine text, one row a word
 * in the KJV's verse numbering, with transliteration and a gloss from the translations whose words
 * carry Strong's numbers: the KJV's (English) and the Reina-Valera's (Spanish) own rendering of
 * that number in that verse (paired word by word by gloss-align.ts), else that translation's
 * commonest rendering of it.
 */
import type Database from 'better-sqlite3';
import { join } from 'node:path';
import { BOOKS } from '../shared/books';
import { byzantinePresent, readByzantine } from './byzantine';
import { assign, formEquivalents, GlossModel, type Spans, type Tagged } from './gloss-align';
import { DEFAULT_OSHB_DIR, oshbPresent, readOshb, type SourceVerse } from './oshb';
import type { MissingSource } from './sources';
import { transliterateGreek, transliterateHebrewForms, withoutAccents } from './transliterate';

export const ORIGINAL_SQL = `
-- One row a word of the Hebrew OT (OSHB) and the Greek NT (Byzantine), in the KJV's numbering
-- (verse 0: a psalm's title). source: the verse in the source's own numbering where it differs
-- (WLC Ps.51.3 = KJV Ps 51:1). morph: the source's code (HC/Td/Ncbsa, V-AAI-3S); own: the word's
-- own part of it (Ncbsa; for Greek the same), searched by prefix; alt: the source's second
-- analysis; variant: K written (ketiv), Q read (qere). gloss_en/gloss_es: the KJV's and RV1909's
-- rendering of its number in that verse, or that translation's commonest rendering of it
CREATE TABLE original_words (
  book INTEGER NOT NULL, chapter INTEGER NOT NULL, verse INTEGER NOT NULL, pos INTEGER NOT NULL,
  source TEXT,
  text TEXT NOT NULL, translit TEXT NOT NULL,
  strongs TEXT, strongs_aug TEXT,
  morph TEXT NOT NULL, own TEXT NOT NULL, alt TEXT,
  variant TEXT CHECK (variant IN ('K', 'Q')),
  gloss_en TEXT, gloss_es TEXT,
  PRIMARY KEY (book, chapter, verse, pos)
) WITHOUT ROWID;`;

export const ORIGINAL_POST_SQL = `
CREATE INDEX original_words_strongs ON original_words (strongs, own);
CREATE INDEX original_words_alt ON original_words (strongs, alt) WHERE alt IS NOT NULL;`;

export interface OriginalSources {
  hebrew: {
    verses: SourceVerse[];
    words: number;
    defects: string[];
    translit: Promise<Map<string, string>>;
  } | null;
  greek: { verses: SourceVerse[]; words: number; unaligned: string[] } | null;
}

export const oshbDir = (env: NodeJS.ProcessEnv = process.env) => env.OSHB_DIR?.trim() || DEFAULT_OSHB_DIR;

/** Reads both sources and starts the Hebrew transliteration (a worker) while the rest is imported. */
export function readOriginal(
  hebrewDir: string,
  sourcesDir: string,
  missing: MissingSource[],
): OriginalSources {
  const greekDir = join(sourcesDir, 'byz-majority-text');
  let hebrew: OriginalSources['hebrew'] = null;
  if (oshbPresent(hebrewDir)) {
    const read = readOshb(hebrewDir);
    const forms = [...new Set(read.verses.flatMap((v) => v.words.map((w) => withoutAccents(w.text))))];
    const translit = transliterateHebrewForms(forms);
    translit.catch(() => {}); // awaited (and its failure thrown) when the words are written
    hebrew = { ...read, translit };
  } else
    missing.push({
      what: 'Open Scriptures Hebrew Bible (Debian bibledit-data)',
      where: hebrewDir,
      loses: 'there is no Hebrew under the Old Testament (interlinear, morphology search)',
    });
  const greek = byzantinePresent(greekDir) ? readByzantine(greekDir) : null;
  if (!greek)
    missing.push({
      what: 'Robinson-Pierpont Byzantine Greek New Testament',
      where: greekDir,
      loses: 'there is no Greek under the New Testament (interlinear, morphology search)',
    });
  return { hebrew, greek };
}

/**
 * Words the KJV's tagging leaves out where it translates them plainly: the article (G3588) is
 * tagged only where the KJV renders it "which" or "that", so its commonest tag would gloss every
 * ὁ as "which".
 */
const UNTAGGED: Record<string, string> = { G3588: 'the' };

/**
 * A tagged word as a gloss. The Reina-Valera sets a chapter's first words in capitals ("EN el
 * principio", "Y ACONTECIÓ"): read in lower case. Only there: the KJV's capitals are the divine
 * name (Ps 23:1 "The LORD", Ps 90:1 "LORD, thou"), and the RV's own later in a chapter ("Yo soy
 * JEHOVÁ") are kept.
 */
export function taggedText(translation: string, verse: number, start: number, word: string) {
  return translation === 'RV1909' && verse === 1 && start < 12
    ? word.replace(/\p{Lu}{2,}/gu, (w) => w.toLowerCase())
    : word;
}

/** A translation's tagged words per KJV verse (`book.chapter.verse`) and number, in order. */
function taggedWords(db: Database.Database, translation: string): Spans {
  const out: Spans = new Map();
  const rows = db
    .prepare(
      `SELECT v.book, v.kjv_chapter AS chapter, CASE WHEN w.in_heading THEN 0 ELSE v.kjv_verse END AS verse,
              w.strongs, substr(CASE WHEN w.in_heading THEN v.heading ELSE v.text END, w.start + 1, w.end - w.start) AS word,
              w.start
         FROM verse_words w JOIN verses v ON v.id = w.verse_id WHERE v.translation = ? ORDER BY v.id, w.in_heading DESC, w.pos`,
    )
    .raw()
    .iterate(translation) as IterableIterator<[number, number, number, string, string, number]>;
  for (const [book, chapter, verse, strongs, word, start] of rows) {
    const key = `${book}.${chapter}.${verse}`;
    let verseMap = out.get(key);
    if (!verseMap) out.set(key, (verseMap = new Map()));
    const text = taggedText(translation, verse, start, word);
    const words = verseMap.get(strongs);
    const tagged: Tagged = { word: text, start };
    if (words) words.push(tagged);
    else verseMap.set(strongs, [tagged]);
  }
  return out;
}

/**
 * A translation's gloss of each word of a verse: its tagged word for the word's number in that verse
 * (numbers Strong gives to forms read as the lexical one, several occurrences paired by
 * gloss-align.ts), else its commonest rendering of the number (the KJV: "the" for the article,
 * which it tags only where it renders it otherwise).
 */
export function glosser(db: Database.Database, translation: string, verses: SourceVerse[]) {
  const spans = taggedWords(db, translation);
  const equivalent = formEquivalents(verses, spans);
  const cache = new Map<string, Map<string, Tagged[]>>();
  const candidates = (v: SourceVerse): Map<string, Tagged[]> => {
    const key = `${v.book}.${v.chapter}.${v.verse}`;
    const known = cache.get(key);
    if (known) return known;
    const out = new Map<string, Tagged[]>();
    cache.set(key, out);
    for (const [strongs, tagged] of spans.get(key) ?? []) {
      const as = equivalent.get(strongs) ?? strongs;
      const there = out.get(as);
      if (!there) out.set(as, tagged);
      // a form's own number and the lexical one in one verse: their words in the verse's order
      else
        out.set(
          as,
          [...there, ...tagged].sort((a, b) => a.start - b.start),
        );
    }
    return out;
  };
  const model = new GlossModel(verses, candidates);
  // the commonest rendering of each number, its forms' renderings counted with it (the table has no index yet: one pass)
  const renderings = new Map<string, Map<string, number>>();
  for (const [strongs, word, count] of db
    .prepare('SELECT strongs, word, count FROM renderings WHERE translation = ?')
    .raw()
    .iterate(translation) as IterableIterator<[string, string, number]>) {
    const as = equivalent.get(strongs) ?? strongs;
    const m = renderings.get(as) ?? new Map<string, number>();
    m.set(word, (m.get(word) ?? 0) + count);
    renderings.set(as, m);
  }
  const commonest = new Map<string, string>();
  for (const [strongs, m] of renderings) commonest.set(strongs, [...m].sort((a, b) => b[1] - a[1])[0]![0]);
  return (v: SourceVerse): (string | null)[] => {
    const byNumber = candidates(v);
    const glosses: (string | null)[] = v.words.map(() => null);
    const words = new Map<string, number[]>();
    v.words.forEach((w, i) => w.strongs && words.set(w.strongs, [...(words.get(w.strongs) ?? []), i]));
    for (const [strongs, at] of words) {
      const tagged = byNumber.get(strongs);
      const found = tagged
        ? assign(
            model,
            strongs,
            at.map((i) => v.words[i]!),
            tagged,
          )
        : at.map(
            () => (translation === 'KJV' ? UNTAGGED[strongs] : undefined) ?? commonest.get(strongs) ?? null,
          );
      at.forEach((i, n) => (glosses[i] = found[n] ?? null));
    }
    return glosses;
  };
}

export async function writeOriginal(
  db: Database.Database,
  sources: OriginalSources,
  log: (msg: string) => void,
): Promise<{ hebrew: number; greek: number }> {
  const started = performance.now();
  const timing = (what: string) => log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const has = (id: string) => !!db.prepare('SELECT 1 FROM translations WHERE id = ?').get(id);
  const verses = [...(sources.hebrew?.verses ?? []), ...(sources.greek?.verses ?? [])];
  const glossers = (['KJV', 'RV1909'] as const).map((t) => (has(t) ? glosser(db, t, verses) : null));
  timing('tagged words read and paired');
  const insert = db.prepare(
    'INSERT INTO original_words VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const hebrewTranslit = (await sources.hebrew?.translit) ?? new Map<string, string>();
  const write = (verses: SourceVerse[], translit: (text: string) => string) => {
    const next = new Map<string, number>();
    for (const v of verses) {
      const key = `${v.book}.${v.chapter}.${v.verse}`;
      const osis = `${BOOKS[v.book - 1]!.osis}.${v.chapter}.${v.verse}`;
      let pos = next.get(key) ?? 0;
      const [en, es] = glossers.map((g) => g?.(v) ?? []);
      v.words.forEach((w, i) => {
        insert.run(
          ...[v.book, v.chapter, v.verse, pos++, v.source === osis ? null : v.source],
          ...[w.text, translit(w.text), w.strongs, w.strongsAug, w.morph, w.own, w.alt, w.variant],
          ...[en![i] ?? null, es![i] ?? null],
        );
      });
      next.set(key, pos);
    }
  };
  timing('transliteration awaited');
  db.transaction(() => {
    if (sources.hebrew) write(sources.hebrew.verses, (t) => hebrewTranslit.get(withoutAccents(t)) ?? '');
    if (sources.greek) write(sources.greek.verses, transliterateGreek);
  })();
  for (const d of sources.hebrew?.defects ?? []) log(`  OSHB: ${d}`);
  const counts = { hebrew: sources.hebrew?.words ?? 0, greek: sources.greek?.words ?? 0 };
  log(
    `original languages: ${counts.hebrew} Hebrew words (${sources.hebrew?.verses.length ?? 0} WLC verses), ${counts.greek} Greek words (${sources.greek?.verses.length ?? 0} verses${sources.greek?.unaligned.length ? `, ${sources.greek.unaligned.length} shown unaccented: ${sources.greek.unaligned.slice(0, 5).join(', ')}` : ''}) (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return counts;
}
