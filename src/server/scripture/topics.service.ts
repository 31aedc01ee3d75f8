/**
 * Bible topics from Nave's Topical Bible: subjects, people and places with their references
 * (the "See …" pointers, which have none, are left out), ordered by name (spec §7).
 */
import type { ScriptureRepo } from './scripture.repo';

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

  constructor(repo: ScriptureRepo) {
    this.topics = (
      repo.prepare("SELECT id, name FROM naves_entries WHERE kind <> 'see'").all() as {
        id: number;
        name: string;
      }[]
    )
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
