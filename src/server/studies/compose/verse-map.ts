/**
 * Verse Mapping: the key verse quoted, its words with their Strong's numbers and glosses (the
 * language's Bible when it is tagged, else the original words in the KJV's order), the verse in
 * the other installed translations of the language, and its cross-references.
 */
import type Database from 'better-sqlite3';
import { BOOKS, bookByOsis } from '../../../shared/books';
import { osisRange, type RefRange } from '../../../shared/reference/osis';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { fill } from '../../content/phrases';
import { quoteRange, ref, section, type StudyContext } from './context';
import { verseWordsSection } from './verse-words';

const MAX_CROSS = 6;
/** A cross-reference's verse is quoted whole up to this many words (Jeremiah 1:9's point is its last words). */
const CROSS_WORDS = 60;

const crossStatements = new WeakMap<ScriptureRepo, [Database.Statement, Database.Statement]>();

/** The verse's cross-references, and the verses whose cross-references name it. */
function crossReferences(repo: ScriptureRepo, key: RefRange): RefRange[] {
  let stmts = crossStatements.get(repo);
  if (!stmts) {
    stmts = [
      repo.prepare(
        'SELECT DISTINCT target FROM cross_references WHERE book = ? AND chapter = ? AND verse = ? ORDER BY seq',
      ),
      repo.prepare(`SELECT DISTINCT book, chapter, verse FROM cross_references
        WHERE to_book = ? AND to_chapter = ? AND to_verse <= ? AND (to_verse_end >= ? OR to_chapter_end > to_chapter)
        ORDER BY book, chapter, verse`),
    ];
    crossStatements.set(repo, stmts);
  }
  const book = bookByOsis(key.start.book)!.order;
  const v = key.start.verse ?? 1;
  const out = (stmts[0].all(book, key.start.chapter, v) as { target: string }[])
    .map((r) => osisRange(r.target))
    .filter((r) => r !== null);
  const seen = new Set(out.map((r) => `${r.start.book}.${r.start.chapter}.${r.start.verse}`));
  for (const r of stmts[1].all(book, key.start.chapter, v, v) as {
    book: number;
    chapter: number;
    verse: number;
  }[]) {
    const one = { book: BOOKS[r.book - 1].osis, chapter: r.chapter, verse: r.verse };
    const k = `${one.book}.${one.chapter}.${one.verse}`;
    if (!seen.has(k)) out.push({ start: one, end: { ...one } });
    seen.add(k);
  }
  return out;
}

export function keyVerseSection(ctx: StudyContext, heading: string) {
  if (!ctx.key) return;
  section(
    ctx,
    fill(heading, { ref: ref(ctx, ctx.key) }),
    `${ref(ctx, ctx.key)}: ${quoteRange(ctx, ctx.key)}`,
  );
}

export function verseMapSections(ctx: StudyContext) {
  const { t, repo, bible, key } = ctx;
  if (!key) return;
  keyVerseSection(ctx, t.keyVerse);
  const at = ref(ctx, key);
  verseWordsSection(ctx);

  // the other translations in the language (no English scripture in a Spanish or French study)
  const others = repo.translations().filter((tr) => tr.id !== bible.id && tr.language === ctx.lang);
  section(
    ctx,
    fill(t.otherTranslations, { ref: at }),
    ...(others.length
      ? others.map((tr) => {
          const text = repo
            .versesByKjv(tr.id, key, 3)
            .filter((v) => !v.title)
            .map((v) => v.text)
            .join(' ');
          return `- ${tr.name}, ${at}: “${text}”`;
        })
      : [t.noOtherTranslation]),
  );

  const targets = crossReferences(repo, key);
  section(
    ctx,
    fill(t.crossReferences, { ref: at }),
    ...(targets.length
      ? targets.slice(0, MAX_CROSS).map((r) => `- ${ref(ctx, r)}: ${quoteRange(ctx, r, CROSS_WORDS, 1)}`)
      : [t.noCrossReferences]),
    ...(targets.length > MAX_CROSS ? [fill(t.moreRefs, { n: targets.length - MAX_CROSS })] : []),
  );
}
