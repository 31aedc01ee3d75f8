/**
 * Abbott-Smith entries of a Greek Strong's number, as the importer stored them
 * (src/import/abbott-smith.ts: `abbott_smith_entries` with their JSON body, linked to numbers by
 * `abbott_smith_strongs`). The tables are empty when the import found no lexicon; a Hebrew number
 * has no entries.
 */
import type { AbbottSmithEntry } from '../../shared/api';
import type { ScriptureRepo } from './scripture.repo';

interface Row {
  id: number;
  lemma: string;
  page: number | null;
  occurrences: number | null;
  body: string;
}

export class AbbottSmithEntries {
  private readonly byStrongs;

  constructor(repo: ScriptureRepo) {
    this.byStrongs = repo.prepare(`SELECT e.id, e.lemma, e.page, e.occurrences, e.body
      FROM abbott_smith_strongs l JOIN abbott_smith_entries e ON e.id = l.entry_id WHERE l.strongs = ? ORDER BY l.seq`);
  }

  of(strongs: string): AbbottSmithEntry[] {
    if (!strongs.startsWith('G')) return [];
    return (this.byStrongs.all(strongs) as Row[]).map(({ body, ...row }) => {
      const { head, intro, senses } = JSON.parse(body) as Pick<AbbottSmithEntry, 'head' | 'intro' | 'senses'>;
      return { ...row, head, intro, senses };
    });
  }
}
