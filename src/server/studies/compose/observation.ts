/**
 * Inductive: observation aids computed from the key passages in the language's Bible — the words
 * repeated in them that are not everywhere in the Bible (term_counts), and the people and places
 * they name (Strong's proper names where the Bible is tagged, else words capitalised inside a
 * sentence).
 */
import type Database from 'better-sqlite3';
import { bookByOsis } from '../../../shared/books';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { fold } from '../../scripture/fold';
import { fill } from '../../content/phrases';
import { section, type StudyContext } from './context';
import { isName, lexiconRow } from './strongs';

const REPEATED = 10;
const NAMES = 12;
/** A word in more verses of the Bible than this is too common to point out. */
const COMMON = 600;

const termStatements = new WeakMap<ScriptureRepo, Database.Statement>();
/** Verses of a translation with a word (term_counts), as read so far (bounded by the vocabulary). */
const dfs = new Map<string, number>();

function versesWith(stmt: Database.Statement, term: string, translation: string): number {
  const key = `${translation}\u0000${term}`;
  let n = dfs.get(key);
  if (n === undefined) dfs.set(key, (n = (stmt.get(term, translation) as { n: number } | undefined)?.n ?? 0));
  return n;
}

function passageVerses(ctx: StudyContext) {
  return ctx.subject.passages.flatMap((p) =>
    p.ranges.flatMap((r) => ctx.repo.versesByKjv(ctx.bible.id, r, 200).filter((v) => v.text && !v.title)),
  );
}

const count = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);

export function observationSection(ctx: StudyContext) {
  const { t, repo, bible } = ctx;
  const verses = passageVerses(ctx);
  if (!verses.length) return;

  // people and places
  const names = new Map<string, number>();
  if (bible.hasStrongs) {
    const chapters = new Map<string, ReturnType<ScriptureRepo['chapterWords']>>();
    for (const v of verses) {
      const at = `${v.book}.${v.chapter}`;
      let words = chapters.get(at);
      if (!words)
        chapters.set(at, (words = repo.chapterWords(bible.id, bookByOsis(v.book)!.order, v.chapter)));
      const spans = words.get(v.verse) ?? [];
      for (const span of spans) {
        const row = span.strongs.map((s) => lexiconRow(repo, s)).find((r) => r && isName(r));
        const word = v.text
          .slice(span.start, span.end)
          .replace(/[^\p{L}'’-]+$/u, '')
          .replace(/[’']s$/u, ''); // Simon’s: Simon
        // "Jehovah" is rendered LORD / Jehová: God is no person "named" among the others
        if (row && /^\p{Lu}\p{Ll}/u.test(word) && row.strongs !== 'H3068') count(names, word);
      }
    }
  } else {
    const lower = new Set<string>();
    const capital = new Map<string, number>();
    for (const v of verses) {
      const words = v.text.split(/\s+/);
      words.forEach((w, i) => {
        const word = w.replace(/^[^\p{L}]+|[^\p{L}'’-]+$/gu, '').replace(/^\p{Ll}[’']/u, '');
        if (!word) return;
        if (/^\p{Ll}/u.test(word)) lower.add(fold(word));
        const start = i === 0 || /[.!?:;«»“”"]$/.test(words[i - 1]) || /^[«“"]/.test(w);
        if (!start && /^\p{Lu}\p{Ll}/u.test(word)) count(capital, word);
      });
    }
    for (const [w, n] of capital) if (!lower.has(fold(w))) names.set(w, n);
  }

  // repeated words, not everywhere in the Bible
  let stmt = termStatements.get(repo);
  if (!stmt) {
    stmt = repo.prepare('SELECT verses AS n FROM term_counts WHERE term = ? AND translation = ?');
    termStatements.set(repo, stmt);
  }
  const nameKeys = new Set([...names.keys()].map(fold));
  const words = new Map<string, number>();
  const shown = new Map<string, string>();
  for (const v of verses)
    for (const w of v.text.split(/[^\p{L}'’-]+/u)) {
      const f = fold(w.replace(/^\p{L}[’']/u, ''));
      if (f.length < 4 || nameKeys.has(f)) continue;
      count(words, f);
      if (!shown.has(f)) shown.set(f, w.replace(/^\p{L}[’']/u, '').toLowerCase());
    }
  const repeated = [...words]
    .filter(([, n]) => n >= 2)
    .map(([f, n]) => ({ f, n, df: versesWith(stmt, f, bible.id) }))
    .filter((w) => w.df > 0 && w.df <= COMMON)
    .sort((a, b) => b.n - a.n || a.df - b.df)
    .slice(0, REPEATED);

  const list = (m: { word: string; n: number }[]) => m.map((w) => `${w.word} (${w.n})`).join(', ');
  const lines = [
    repeated.length
      ? `- ${fill(t.repeatedWords, { words: list(repeated.map((w) => ({ word: shown.get(w.f)!, n: w.n }))) })}`
      : '',
    names.size
      ? `- ${fill(t.names, {
          words: list(
            [...names]
              .sort((a, b) => b[1] - a[1])
              .slice(0, NAMES)
              .map(([word, n]) => ({ word, n })),
          ),
        })}`
      : '',
  ].filter(Boolean);
  if (lines.length) section(ctx, fill(t.observation, { translation: bible.name }), ...lines);
}
