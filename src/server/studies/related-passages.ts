/**
 * Related passages for a study: the cross-references of its key passages (the Segond's parallel
 * passages, in the KJV's numbering like the key passages: docs/data.md, "Cross-references"),
 * those named by most key verses first, then in the order of the notes. Kept apart from the
 * composer and the prompt so that each needs only one small call.
 */
import type { UiLanguage } from '../../shared/books';
import { bookByOsis } from '../../shared/books';
import { osisRange, type RefRange } from '../../shared/reference/osis';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { CrossReferenceService } from '../scripture/cross-references.service';
import { fill, phrases } from '../content/phrases';
import type { Subject } from './catalog';

/** At most this many related passages in a study (the total is said when there are more). */
export const MAX_RELATED = 8;
/** Verses quoted from each related passage in the built-in study. */
const QUOTED_VERSES = 2;

export interface RelatedPassages {
  /** OSIS in the KJV's numbering, best first, at most MAX_RELATED */
  shown: string[];
  /** how many there are in all */
  total: number;
}

const inside = (target: RefRange, ranges: RefRange[]) =>
  ranges.some((r) => {
    const at = (book: string, c: number, v: number | null) =>
      bookByOsis(book)!.order * 1e6 + c * 1e3 + (v ?? 0);
    return (
      at(target.start.book, target.start.chapter, target.start.verse) >=
        at(r.start.book, r.start.chapter, r.start.verse) &&
      at(target.end.book, target.end.chapter, target.end.verse) <=
        at(r.end.book, r.end.chapter, r.end.verse ?? 999)
    );
  });

export function relatedPassages(repo: ScriptureRepo, subject: Subject): RelatedPassages {
  const crossReferences = repo.repository(CrossReferenceService);
  const keyRanges = subject.passages.flatMap((p) => p.ranges);
  const counts = new Map<string, { n: number; first: number }>();
  let order = 0;
  for (const r of keyRanges) {
    const book = bookByOsis(r.start.book)!.order;
    if (r.start.book !== r.end.book) continue; // key passages are within a book
    for (let c = r.start.chapter; c <= r.end.chapter; c++) {
      const from = c === r.start.chapter ? (r.start.verse ?? 1) : 1;
      const to = c === r.end.chapter ? (r.end.verse ?? 999) : 999;
      for (const target of crossReferences.targetsWithin(book, c, from, to)) {
        const range = osisRange(target);
        if (!range || inside(range, keyRanges)) continue;
        const seen = counts.get(target);
        if (seen) seen.n++;
        else counts.set(target, { n: 1, first: order++ });
      }
    }
  }
  const ranked = [...counts.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)
    .map(([t]) => t);
  return { shown: ranked.slice(0, MAX_RELATED), total: ranked.length };
}

/**
 * The built-in study's section: each related passage with its first verses quoted from the
 * language's Bible; null when the key passages have no cross-references.
 */
export function relatedPassagesSection(
  repo: ScriptureRepo,
  subject: Subject,
  lang: UiLanguage,
  /** a range as the study prints it (compose/context.ts: the Bible's own numbers) */
  ref: (r: RefRange) => string,
): { heading: string; lines: string[] } | null {
  const { shown, total } = relatedPassages(repo, subject);
  if (!shown.length) return null;
  const bible = repo.bestTranslationFor(lang);
  const lines = shown.map((osis) => {
    const range = osisRange(osis)!;
    const verses = repo.versesByKjv(bible.id, range, QUOTED_VERSES + 1).filter((v) => !v.title);
    const text = verses
      .slice(0, QUOTED_VERSES)
      .map((v) => v.text)
      .join(' ');
    return `- ${ref(range)}: “${text}${verses.length > QUOTED_VERSES ? ' …' : ''}”`;
  });
  const t = phrases(lang).relatedPassages;
  if (total > shown.length) lines.push(fill(t.more, { n: total - shown.length }));
  return { heading: t.heading, lines };
}

/** The prompt's lines: the related passages, and that the study should use them. */
export function relatedPassagesPrompt(
  repo: ScriptureRepo,
  subject: Subject,
  bibleName: string,
  ref: (r: RefRange) => string,
): string[] {
  const { shown } = relatedPassages(repo, subject);
  if (!shown.length) return [];
  return [
    '',
    `Related passages (cross-references of the key passages, in the verse numbers of the ${bibleName}): use them — include a section of related passages that explains how each connects to the key passages:`,
    ...shown.map((osis) => `- ${ref(osisRange(osis)!)}`),
  ];
}
