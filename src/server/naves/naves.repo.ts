/**
 * Nave's Topical Bible in scripture.db: its entries (subjects, people and places; the "See …"
 * pointers, which hold no references, left out, but for those content/topic-passages.yaml studies
 * as topics of their own: FEAR, which Nave's only points to COWARDICE) and each entry's references
 * by line, read into events with their headings (naves-parts.ts) and corrected by
 * content/naves-errata.yaml (naves-errata.ts). The topic list and the study catalogue both read
 * Nave's through here.
 */
import { bookByOsis } from '../../shared/books';
import { osisRange } from '../../shared/reference/osis';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { applyErrata, navesErrata } from './naves-errata';
import { navesOutline, type NavesEvent, type NavesSee } from './naves-parts';
import { topicPassages } from '../content/topic-passages';

/** An entry that is a topic: no pointer, or a pointer content/ studies itself (`?`: their names, as JSON). */
const IS_TOPIC = "(kind <> 'see' OR name IN (SELECT value FROM json_each(?)))";

const only = <T>(xs: T[]): T | undefined => (xs.length === 1 ? xs[0] : undefined);

export interface NavesEntry {
  id: number;
  name: string;
  text: string;
}

export class NavesRepo {
  private readonly listStmt;
  private readonly byNameStmt;
  private readonly byIdStmt;
  private readonly kindStmt;
  private readonly refsStmt;
  /** every entry's name, read once for `alias` (a LIKE over the entries read their texts: 90 ms for GOD's pointers) */
  private allNames?: string[];
  private readonly aliases = new Map<string, NavesEntry[]>();
  private pointing?: { id: number; name: string; target: NavesEntry }[];
  private readonly citedStmt;
  private readonly pointerStmt;
  /** the names of the topics content/ chooses passages for, as JSON (IS_TOPIC) */
  private readonly studied = JSON.stringify(Object.keys(topicPassages()));

  constructor(repo: ScriptureRepo) {
    navesErrata(); // read and checked at start-up: a bad file stops the server with its field
    this.listStmt = repo.prepare(`SELECT id, name FROM naves_entries WHERE ${IS_TOPIC}`);
    this.byNameStmt = repo.prepare(`SELECT id, name, text FROM naves_entries WHERE ${IS_TOPIC} AND name = ?`);
    this.byIdStmt = repo.prepare(`SELECT id, name, text FROM naves_entries WHERE ${IS_TOPIC} AND id = ?`);
    this.kindStmt = repo.prepare('SELECT kind FROM naves_entries WHERE id = ?').pluck();
    this.refsStmt = repo.prepare('SELECT section, osis FROM naves_refs WHERE entry_id = ? ORDER BY seq');
    this.pointerStmt = repo.prepare(
      "SELECT id, name, text FROM naves_entries WHERE kind = 'see' AND name NOT IN (SELECT value FROM json_each(?))",
    );
    this.citedStmt = repo.prepare(
      `SELECT DISTINCT e.id, e.name, e.text FROM naves_refs r
       JOIN naves_entries e ON e.id = r.entry_id
       WHERE r.book = ? AND r.chapter = ? AND r.verse = ? AND r.entry_id <> ? AND e.kind <> 'see'
       ORDER BY e.name`,
    );
  }

  /**
   * The entries that are only a pointer (TRUST: `See FAITH`; MURDER: `See HOMICIDE`), each with the
   * entry its first pointer that Nave's has leads to: the topic picker offers them, and a study of
   * one is a study of that entry.
   */
  pointers(): { id: number; name: string; target: NavesEntry }[] {
    this.pointing ??= (this.pointerStmt.all(this.studied) as NavesEntry[]).flatMap((e) => {
      const target = [...e.text.matchAll(/\bsee (?:also )?([^|\n]+)/gi)]
        .map((m) => this.seeTarget(m[1].trim().replace(/[^\p{L})]+$/u, ''))?.entry)
        .find((t) => t !== undefined);
      return target ? [{ id: e.id, name: e.name, target }] : [];
    });
    return this.pointing;
  }

  /** What an entry is by its first line (the importer's reading: `classifyNaves`). */
  kind(id: number): string {
    return this.kindStmt.get(id) as string;
  }

  /** The entry a pointer entry leads to (TRUST's id: FAITH), or undefined. */
  pointedTo(id: number): NavesEntry | undefined {
    return this.pointers().find((p) => p.id === id)?.target;
  }

  /**
   * The other entries that cite a verse, each with the first line it stands in (`HORSE`, "Color
   * of" for Zechariah 1:8), as the entry's own study prints it: errata applied (CALCOL's CHALCOL is
   * "Son of Mahol", not Nave's "Son of Nahor"), a numbered namesake's line without its number, an
   * item with its parent's words. An entry whose errata take the verse from every line is left out.
   * Where a topic of a verse or two leads on.
   */
  citing(entryId: number, book: number, chapter: number, verse: number): { name: string; line: string }[] {
    const starts = (osis: string) => {
      const s = osisRange(osis)?.start;
      return (
        s !== undefined && bookByOsis(s.book)?.order === book && s.chapter === chapter && s.verse === verse
      );
    };
    return (this.citedStmt.all(book, chapter, verse, entryId) as NavesEntry[]).flatMap((entry) => {
      const line = [...this.parts(entry).values()].flat().find((e) => e.refs.some(starts));
      return line ? [{ name: entry.name, line: line.text }] : [];
    });
  }

  /**
   * The entry a pointer's name means where the module names it otherwise: `JESUS` is `JESUS, THE
   * CHRIST`, `AFFLICTION` `AFFLICTIONS AND ADVERSITIES`, `PRIESTS` `PRIEST`, `OBDURACY` `OBDURACY
   * (HARDNESS)`; all the entries that could be meant (`MINISTERS`: CHRISTIAN and CIVIL).
   */
  private alias(name: string): NavesEntry[] {
    if (!this.aliases.has(name)) this.aliases.set(name, this.findAlias(name));
    return this.aliases.get(name)!;
  }

  private findAlias(name: string): NavesEntry[] {
    for (const n of new Set([`${name}S`, `${name}ES`, name.replace(/E?S$/, ''), name.replace(/S$/, '')])) {
      const entry = n === name ? undefined : this.byName(n);
      if (entry) return [entry];
    }
    this.allNames ??= this.names().map((e) => e.name);
    for (const n of new Set([name, name.replace(/S$/, ''), `${name}S`])) {
      const found = this.allNames.filter((e) =>
        [' (', ', ', ' AND ', ' OF '].some((s) => e.startsWith(n + s)),
      );
      if (found.length) return found.map((f) => this.byName(f)!);
    }
    return [];
  }

  /** Whether an entry has a heading of this name (`DUTIES OF` in MINISTER, CHRISTIAN). */
  private hasHeading(entry: NavesEntry, heading: string): boolean {
    return [...this.outline(entry).values()].some(
      (p) => p.events.some((e) => e.heading === heading) || p.see.some((s) => s.heading === heading),
    );
  }

  /** Every entry's id and name (Nave's capitals: `LOVE OF GOD`), in no particular order. */
  names(): { id: number; name: string }[] {
    return this.listStmt.all(this.studied) as { id: number; name: string }[];
  }

  byName(name: string): NavesEntry | undefined {
    return this.byNameStmt.get(this.studied, name) as NavesEntry | undefined;
  }

  byId(id: number): NavesEntry | undefined {
    return this.byIdStmt.get(this.studied, id) as NavesEntry | undefined;
  }

  /** The entry's referenced lines by part number (0 = before any numbered part), errata applied. */
  parts(entry: NavesEntry): Map<number, NavesEvent[]> {
    return applyErrata(entry.name, new Map([...this.outline(entry)].map(([n, p]) => [n, p.events])));
  }

  /** The entry's `See …` pointers by part number, as the module gives them. */
  see(entry: NavesEntry): Map<number, NavesSee[]> {
    return new Map([...this.outline(entry)].map(([n, p]) => [n, p.see]));
  }

  /**
   * The entry a `See …` pointer names and the heading in it, when Nave's has them:
   * `SIN, FORGIVENESS OF` is the heading `FORGIVENESS OF` of the entry `SIN`. Pointers to a
   * heading of the same entry (`…, above`) are not followed.
   */
  seeTarget(target: string): { entry: NavesEntry; heading?: string } | undefined {
    if (/\b(?:above|below)\b/.test(target)) return undefined;
    // a note after the name is no part of it: `SILAS (the short form of the name)` (a namesake's
    // number, `SALLAI, number two`, is not read: the whole entry is not that namesake)
    const words = target.replace(/\s*\([^()]*\)$/, '').split(/,\s*/);
    for (let i = words.length; i > 0; i--) {
      const name = words.slice(0, i).join(', ');
      const heading = i < words.length ? words.slice(i).join(', ') : undefined;
      // of namesakes (`MINISTERS`: CHRISTIAN or CIVIL), the one that has the heading pointed to
      // (`MINISTERS, DUTIES OF`: CHRISTIAN); none guessed without one
      const aliases = () => this.alias(name);
      const entry =
        this.byName(name) ??
        only(aliases()) ??
        (heading ? only(aliases().filter((a) => this.hasHeading(a, heading))) : undefined);
      if (entry) return { entry, ...(heading ? { heading } : {}) };
    }
    return undefined;
  }

  private outline(entry: Pick<NavesEntry, 'id' | 'text'>) {
    return navesOutline(entry.text, this.refsStmt.all(entry.id) as { section: string; osis: string }[]);
  }
}
