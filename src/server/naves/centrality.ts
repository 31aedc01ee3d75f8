/**
 * How central a verse is, for choosing a topic's key passages (topic-outline.ts): how often the
 * Segond's notes cite it, and how many of Nave's subjects turn to it. Each is read once a process.
 */
import { osisRange } from '../../shared/reference/osis';
import type { ScriptureRepo } from '../scripture/scripture.repo';

const citedMaps = new WeakMap<ScriptureRepo, Map<string, number>>();
/** How often each verse is the target of a cross-reference (the Segond's notes): how central it is. */
export function citedCounts(repo: ScriptureRepo): Map<string, number> {
  let map = citedMaps.get(repo);
  if (map) return map;
  map = new Map();
  const rows = repo
    .prepare(
      'SELECT b.osis AS book, to_chapter AS c, to_verse AS v, to_verse_end AS e, count(*) AS n FROM cross_references cr JOIN books b ON b.id = cr.to_book GROUP BY to_book, to_chapter, to_verse, to_verse_end',
    )
    .all() as { book: string; c: number; v: number; e: number; n: number }[];
  for (const r of rows)
    for (let v = r.v; v <= Math.max(r.v, Math.min(r.e, r.v + 5)); v++) {
      const k = `${r.book}.${r.c}.${v}`;
      map.set(k, (map.get(k) ?? 0) + r.n);
    }
  citedMaps.set(repo, map);
  return map;
}

const topicalMaps = new WeakMap<ScriptureRepo, Map<string, number>>();
/** Longer references than this do not count for their verses' place in Nave's. */
const TOPICAL_SPAN = 12;
/**
 * How many of Nave's subject entries (not people's or places') cite each verse: where the index
 * turns for teaching (Ephesians 6:10-18 serves Armour, Prayer, Faith, Truth… ; Joshua 11, the
 * conquest of Hazor, serves War alone).
 */
export function topicalCounts(repo: ScriptureRepo): Map<string, number> {
  let map = topicalMaps.get(repo);
  if (map) return map;
  map = new Map();
  const rows = repo
    .prepare(
      "SELECT r.entry_id AS e, r.osis FROM naves_refs r JOIN naves_entries n ON n.id = r.entry_id WHERE n.kind = 'topic' AND r.verse IS NOT NULL ORDER BY r.entry_id",
    )
    .all() as { e: number; osis: string }[];
  // an entry's verses once each (rows come entry by entry)
  let entry = -1;
  let seen = new Set<string>();
  const add = (e: number, k: string) => {
    if (e !== entry) [entry, seen] = [e, new Set()];
    if (seen.has(k)) return;
    seen.add(k);
    map.set(k, (map.get(k) ?? 0) + 1);
  };
  for (const { e, osis } of rows) {
    if (!osis.includes('-')) {
      add(e, osis); // one verse: its OSIS id is the key
      continue;
    }
    const r = osisRange(osis);
    if (!r || r.start.verse === null || r.start.book !== r.end.book || r.start.chapter !== r.end.chapter)
      continue;
    const last = r.end.verse ?? r.start.verse;
    if (last - r.start.verse >= TOPICAL_SPAN) continue;
    for (let v = r.start.verse; v <= last; v++) add(e, `${r.start.book}.${r.start.chapter}.${v}`);
  }
  topicalMaps.set(repo, map);
  return map;
}

/** Reads what choosing a topic's key passages counts on (~0.2 s), so that the first topic study does not wait. */
export function warmCentrality(repo: ScriptureRepo) {
  citedCounts(repo);
  topicalCounts(repo);
}
