/**
 * The verse a study centres on (Verse Mapping, SOAP, Devotional, Matthew Henry's note): a
 * character's is chosen by hand (content/character-lessons.yaml) for what it says about the
 * person; a topic's is the verse of its key passages (naves/topic-outline.ts) that uses the
 * topic's word most (Prayer: "The effectual fervent prayer of a righteous man availeth much", not
 * the sacrifice of Job 42:8; Love: "God is love", not "if ye love them which love you"). Failing
 * those, the verse of the key passages that Nave's events point to most closely — a reference to
 * that verse alone counts 1, a range of n verses 1/n to each — else the first verse of the first
 * key passage (null: a subject without key passages).
 */
import { bookByOsis } from '../../../shared/books';
import { osisRange, type RefRange } from '../../../shared/reference/osis';
import { parseReference } from '../../../shared/reference/parse';
import { characterLessons } from '../../content/lessons';
import { topicPassages } from '../../content/topic-passages';
import { topicStems, topicWords } from '../../naves/topic-words';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import type { Subject } from '../catalog';

const place = (book: string, chapter: number, verse: number) =>
  bookByOsis(book)!.order * 1e6 + chapter * 1e3 + verse;

/** Whether a single verse lies inside a range (whole chapters count to their end). */
export const within = (v: RefRange, r: RefRange) =>
  place(v.start.book, v.start.chapter, v.start.verse ?? 1) >=
    place(r.start.book, r.start.chapter, r.start.verse ?? 0) &&
  place(v.start.book, v.start.chapter, v.start.verse ?? 1) <=
    place(r.end.book, r.end.chapter, r.end.verse ?? 999);

export function keyVerse(repo: ScriptureRepo, subject: Subject): RefRange | null {
  const ranges = subject.passages.flatMap((p) => p.ranges).filter((r) => r.start.book === r.end.book);
  const named =
    subject.kind === 'character'
      ? characterLessons().keyVerses?.[subject.id]
      : subject.naves && topicPassages()[subject.naves.entry]?.key;
  const chosen = named ? parseReference(named)?.ranges[0] : undefined;
  if (chosen && ranges.some((r) => within(chosen, r))) return chosen;
  const about =
    subject.kind === 'topic' && subject.naves
      ? topicVerse(repo, ranges, subject.naves.entry, subject.properName !== undefined)
      : null;
  if (about) return about;

  const score = new Map<string, { range: RefRange; n: number; at: number }>();
  for (const e of subject.events)
    for (const osis of e.refs) {
      const r = osisRange(osis);
      if (!r || r.start.book !== r.end.book || r.start.verse === null) continue;
      const last = r.end.chapter === r.start.chapter ? (r.end.verse ?? r.start.verse) : r.start.verse;
      const size = last - r.start.verse + 1;
      for (let v = r.start.verse; v <= last; v++) {
        const one: RefRange = {
          start: { book: r.start.book, chapter: r.start.chapter, verse: v },
          end: { book: r.start.book, chapter: r.start.chapter, verse: v },
        };
        if (!ranges.some((k) => within(one, k))) continue;
        const key = `${r.start.book}.${r.start.chapter}.${v}`;
        const s = score.get(key) ?? { range: one, n: 0, at: place(r.start.book, r.start.chapter, v) };
        s.n += 1 / size;
        score.set(key, s);
      }
    }
  const best = [...score.values()].sort((a, b) => b.n - a.n || a.at - b.at)[0];
  if (best) return best.range;
  const first = ranges[0] ?? subject.passages[0]?.ranges[0];
  if (!first) return null;
  const verse = first.start.verse ?? 1;
  return {
    start: { book: first.start.book, chapter: first.start.chapter, verse },
    end: { book: first.start.book, chapter: first.start.chapter, verse },
  };
}

/**
 * The verse of the key passages that uses the topic's word most (the first of equals), if any does;
 * for a name, the longest verse that names it: a story, not a list (Beth-Peor: "he buried him in a
 * valley in the land of Moab, over against Bethpeor", Deuteronomy 34:6, not "And Beth-peor, and
 * Ashdoth-pisgah, and Beth-jeshimoth", Joshua 13:20).
 */
function topicVerse(
  repo: ScriptureRepo,
  passages: RefRange[],
  entry: string,
  name: boolean,
): RefRange | null {
  const stems = topicStems(entry);
  let best: { at: RefRange['start']; score: number } | null = null;
  for (const passage of passages)
    for (const v of repo.versesByKjv(repo.referenceTranslation().id, passage, 200)) {
      const hits = topicWords(v.text, stems);
      const score = hits && name ? v.text.split(/\s+/).length : hits;
      if (score > (best?.score ?? 0))
        best = { at: { book: passage.start.book, chapter: v.chapter, verse: v.verse }, score };
    }
  return best && { start: best.at, end: { ...best.at } };
}
