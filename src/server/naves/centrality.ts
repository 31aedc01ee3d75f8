/**
 * How central a verse is, for choosing a topic's key passages (topic-outline.ts): how often the
 * Segond's notes cite it, and how many of Nave's subjects turn to it. Each is read once a database
 * (one Centrality a ScriptureRepo: `repo.repository(Centrality)`).
 */
import { osisRange } from '../../shared/reference/osis';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { NavesTextRepo } from './naves-text.repo';

/** How often each verse is the target of a cross-reference (the Segond's notes): how central it is. */
function citedCounts(text: NavesTextRepo): Map<string, number> {
  const map = new Map<string, number>();
  for (const r of text.citedTargets())
    for (let v = r.v; v <= Math.max(r.v, Math.min(r.e, r.v + 5)); v++) {
      const k = `${r.book}.${r.c}.${v}`;
      map.set(k, (map.get(k) ?? 0) + r.n);
    }
  return map;
}

/** Longer references than this do not count for their verses' place in Nave's. */
const TOPICAL_SPAN = 12;
/**
 * How many of Nave's subject entries (not people's or places') cite each verse: where the index
 * turns for teaching (Ephesians 6:10-18 serves Armour, Prayer, Faith, Truth… ; Joshua 11, the
 * conquest of Hazor, serves War alone).
 */
function topicalCounts(text: NavesTextRepo): Map<string, number> {
  const map = new Map<string, number>();
  const rows = text.topicalReferences();
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
  return map;
}

/** Both counts of a database, each read on first use and kept. */
export class Centrality {
  private readonly text: NavesTextRepo;
  private citedMap?: Map<string, number>;
  private topicalMap?: Map<string, number>;

  constructor(repo: ScriptureRepo) {
    this.text = repo.repository(NavesTextRepo);
  }

  /** How often the Segond's notes cite each verse (`Book.chapter.verse`). */
  cited(): Map<string, number> {
    return (this.citedMap ??= citedCounts(this.text));
  }

  /** How many of Nave's subject entries cite each verse. */
  topical(): Map<string, number> {
    return (this.topicalMap ??= topicalCounts(this.text));
  }

  /** Reads what choosing a topic's key passages counts on (~0.2 s), so that the first topic study does not wait. */
  warm() {
    this.cited();
    this.topical();
  }
}
