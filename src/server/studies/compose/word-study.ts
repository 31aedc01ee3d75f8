/**
 * Word Study: the key Hebrew and Greek words of the key passages — the words tagged there (KJV
 * Strong's) that are frequent in the passages and rare in the Bible (tf·idf), names and particles
 * left out — each with its definition, how the language's Bible renders it, and where else it
 * occurs.
 */
import { bookByOsis } from '../../../shared/books';
import type { RefRange } from '../../../shared/reference/osis';
import { fill } from '../../content/phrases';
import { ref, section, type StudyContext } from './context';
import { within } from './key-verse';
import { gloss, isName, isParticle, kjvTotal, lexiconRow, occurrences, renderings, verseAt } from './strongs';

const KEY_WORDS = 5;
/** Words the KJV renders more often than this are too common to study here. */
const MAX_TOTAL = 3000;
const EXAMPLES = 3;

/** The key passages' Strong's numbers with how many of their verses have each. */
export function passageStrongs(ctx: StudyContext): Map<string, number> {
  const kjv = ctx.repo.referenceTranslation().id;
  const tf = new Map<string, number>();
  for (const p of ctx.subject.passages)
    for (const r of p.ranges) {
      if (r.start.book !== r.end.book) continue;
      const book = bookByOsis(r.start.book)!.order;
      for (let c = r.start.chapter; c <= r.end.chapter; c++) {
        const from = c === r.start.chapter ? (r.start.verse ?? 1) : 1;
        const to = c === r.end.chapter ? (r.end.verse ?? 999) : 999;
        for (const [verse, spans] of ctx.repo.chapterWords(kjv, book, c)) {
          if (verse < from || verse > to) continue;
          for (const s of new Set(spans.flatMap((w) => w.strongs))) tf.set(s, (tf.get(s) ?? 0) + 1);
        }
      }
    }
  return tf;
}

export function keyWords(ctx: StudyContext, n = KEY_WORDS) {
  const scored: { strongs: string; score: number }[] = [];
  for (const [strongs, count] of passageStrongs(ctx)) {
    const total = kjvTotal(ctx.repo, strongs);
    if (!total || total > MAX_TOTAL) continue;
    const row = lexiconRow(ctx.repo, strongs);
    if (!row?.definition || isName(row) || isParticle(row)) continue;
    scored.push({ strongs, score: count * Math.log(31102 / total) });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.strongs.localeCompare(b.strongs))
    .slice(0, n)
    .map((s) => lexiconRow(ctx.repo, s.strongs)!);
}

export function wordStudySection(ctx: StudyContext) {
  const { t, repo, bible } = ctx;
  const kjv = repo.referenceTranslation().id;
  const tagged = bible.hasStrongs ? bible.id : bible.fallback ? kjv : null;
  const keyRanges = ctx.subject.passages.flatMap((p) => p.ranges);
  const lines = keyWords(ctx).map((row) => {
    const ids = occurrences(repo, kjv, row.strongs);
    // a few verses spread over the Bible, outside the key passages (only those looked at are read)
    const examples: RefRange[] = [];
    const step = Math.max(1, Math.floor(ids.length / EXAMPLES));
    for (let i = 0; i < ids.length && examples.length < EXAMPLES; i += examples.length ? step : 1) {
      const v = verseAt(repo, ids[i]);
      if (!keyRanges.some((k) => within(v, k))) examples.push(v);
    }
    const rendered = tagged ? renderings(repo, tagged, row.strongs) : [];
    const parts = [
      `${row.lemma ?? ''} (${row.xlit ?? ''}, ${row.strongs}): ${gloss(row, 140)}`,
      rendered.length
        ? fill(t.rendered, { translation: tagged === kjv ? 'KJV' : bible.name, words: rendered.join(', ') })
        : '',
      fill(t.occurrences, { n: ids.length, refs: examples.map((r) => ref(ctx, r)).join('; ') }),
    ];
    // each part a sentence of its own: `… a pastor. La Reina-Valera 1909 la traduce: …`
    const sentences = parts.filter(Boolean).map((p, i) => (i ? p.charAt(0).toUpperCase() + p.slice(1) : p));
    return `- ${sentences.map((p) => (p.endsWith('…') ? p : `${p}.`)).join(' ')}`;
  });
  if (!lines.length) return;
  section(ctx, t.keyWords, ...(ctx.lang === 'en' ? [] : [t.strongsEnglish]), ...lines);
}
