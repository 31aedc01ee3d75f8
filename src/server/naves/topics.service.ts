/**
 * Bible topics from Nave's Topical Bible (GET /api/topics): subjects, people and places with
 * their references, ordered by name (spec §7).
 */
import type { NavesRepo } from './naves.repo';

const SMALL = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** Nave's names are capitals (FAITH, ABED-NEGO, LOVE OF GOD): shown in title case. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((w, i) =>
      i > 0 && SMALL.has(w)
        ? w
        : w.replace(/(^|-)(\p{L})/gu, (_, d: string, c: string) => d + c.toUpperCase()),
    )
    .join(' ');
}

export class TopicService {
  private readonly topics: { id: number; bibletopic: string; folded: string }[];

  constructor(naves: NavesRepo) {
    this.topics = naves
      .names()
      .map((r) => ({ id: r.id, bibletopic: titleCase(r.name), folded: r.name.toLowerCase() }))
      .sort((a, b) => a.bibletopic.localeCompare(b.bibletopic, 'en'));
  }

  /** Topics whose name contains `q` (case-insensitive), a page of them and how many there are. */
  list(q: string, limit: number, offset: number) {
    const needle = q.toLowerCase();
    const matching = needle ? this.topics.filter((t) => t.folded.includes(needle)) : this.topics;
    return {
      count: matching.length,
      topics: matching.slice(offset, offset + limit).map(({ id, bibletopic }) => ({ id, bibletopic })),
    };
  }
}
