/**
 * Nave's Topical Bible in scripture.db: its entries (subjects, people and places; the "See …"
 * pointers, which hold no references, left out) and each entry's references by line, read into
 * events (naves-parts.ts). The topic list and the study catalogue both read Nave's through here.
 */
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { navesParts, type NavesEvent } from './naves-parts';

export interface NavesEntry {
  id: number;
  name: string;
  text: string;
}

export class NavesRepo {
  private readonly listStmt;
  private readonly byNameStmt;
  private readonly byIdStmt;
  private readonly refsStmt;

  constructor(repo: ScriptureRepo) {
    this.listStmt = repo.prepare("SELECT id, name FROM naves_entries WHERE kind <> 'see'");
    this.byNameStmt = repo.prepare(
      "SELECT id, name, text FROM naves_entries WHERE kind <> 'see' AND name = ?",
    );
    this.byIdStmt = repo.prepare("SELECT id, name, text FROM naves_entries WHERE kind <> 'see' AND id = ?");
    this.refsStmt = repo.prepare('SELECT section, osis FROM naves_refs WHERE entry_id = ? ORDER BY seq');
  }

  /** Every entry's id and name (Nave's capitals: `LOVE OF GOD`), in no particular order. */
  names(): { id: number; name: string }[] {
    return this.listStmt.all() as { id: number; name: string }[];
  }

  byName(name: string): NavesEntry | undefined {
    return this.byNameStmt.get(name) as NavesEntry | undefined;
  }

  byId(id: number): NavesEntry | undefined {
    return this.byIdStmt.get(id) as NavesEntry | undefined;
  }

  /** The entry's referenced lines by part number (0 = before any numbered part). */
  parts(entry: Pick<NavesEntry, 'id' | 'text'>): Map<number, NavesEvent[]> {
    return navesParts(entry.text, this.refsStmt.all(entry.id) as { section: string; osis: string }[]);
  }
}
