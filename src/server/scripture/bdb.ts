/**
 * Brown-Driver-Briggs entries of a Strong's number, as the importer stored them (src/import/bdb.ts:
 * `bdb_entries` with their JSON body, linked to numbers by `bdb_strongs`). The tables are empty when
 * the import found no lexicon; a Greek number has no entries.
 */
import type { BdbEntry } from '../../shared/api';
import type { ScriptureRepo } from './scripture.repo';

interface Row {
  id: string;
  language: BdbEntry['language'];
  headword: string;
  homonym: string | null;
  pos: string | null;
  page: number | null;
  body: string;
}

export class BdbEntries {
  private readonly byStrongs;

  constructor(repo: ScriptureRepo) {
    this.byStrongs = repo.prepare(`SELECT e.id, e.language, e.headword, e.homonym, e.pos, e.page, e.body
      FROM bdb_strongs l JOIN bdb_entries e ON e.id = l.bdb_id WHERE l.strongs = ? ORDER BY l.seq`);
  }

  of(strongs: string): BdbEntry[] {
    if (!strongs.startsWith('H')) return [];
    return (this.byStrongs.all(strongs) as Row[]).map(({ body, ...row }) => {
      const { bracketed, intro, senses } = JSON.parse(body) as Pick<
        BdbEntry,
        'bracketed' | 'intro' | 'senses'
      >;
      return { ...row, ...(bracketed ? { bracketed } : {}), intro, senses };
    });
  }
}
