/**
 * Translated lines kept compact (issue 41: memory). Content files map an English line to its
 * translation, one file per language per group (a Nave's entry); read into a Map a file, ~23,000
 * lines in three languages held 20.6 MB of the server's heap — 14,000 Maps, and every string
 * parsed from YAML a slice that kept its whole file's text (comments included) alive. Here each
 * English line is held once for every language, the translations of a language are one string with
 * their offsets, and a line's group is a number: ~4 MB for the same lines, with the same answers.
 */

/** The files' lines: language → group (entry) → English line → translation. */
export type LineFiles<L extends string> = ReadonlyMap<L, ReadonlyMap<string, ReadonlyMap<string, string>>>;

/** A copy that holds no slice of a larger string (a parsed file's text). */
const own = (s: string) => Buffer.from(s, 'utf8').toString('utf8');

export class LineTable<L extends string> {
  /** English line → its index; its rows are rowStart[i]..rowStart[i + 1], one a group that has it */
  private readonly englishIndex = new Map<string, number>();
  private readonly rowStart: Uint32Array;
  private readonly rowGroup: Uint32Array;
  private readonly groups: string[];
  /** a language's translations, joined, and where each row's begins (rows + 1; equal: none) */
  private readonly texts = new Map<L, { text: string; offsets: Uint32Array }>();

  constructor(files: LineFiles<L>) {
    const groupIndex = new Map<string, number>();
    const rowsOf = new Map<string, Set<number>>(); // English line → groups that translate it
    for (const table of files.values())
      for (const [group, lines] of table) {
        if (!groupIndex.has(group)) groupIndex.set(group, groupIndex.size);
        const g = groupIndex.get(group)!;
        for (const english of lines.keys()) {
          const of = rowsOf.get(english) ?? new Set<number>();
          rowsOf.set(english, of.add(g));
        }
      }
    this.groups = [...groupIndex.keys()].map(own);
    const rows = [...rowsOf.values()].reduce((n, s) => n + s.size, 0);
    this.rowStart = new Uint32Array(rowsOf.size + 1);
    this.rowGroup = new Uint32Array(rows);
    let row = 0;
    for (const [english, of] of rowsOf) {
      this.rowStart[this.englishIndex.size] = row;
      this.englishIndex.set(own(english), this.englishIndex.size);
      for (const g of of) this.rowGroup[row++] = g;
    }
    this.rowStart[rowsOf.size] = row;
    for (const [lang, table] of files) {
      const parts: string[] = [];
      const offsets = new Uint32Array(rows + 1);
      let at = 0;
      for (const [english, of] of rowsOf) {
        let r = this.rowStart[this.englishIndex.get(english)!];
        for (const g of of) {
          offsets[r] = at;
          const t = table.get(this.groups[g])?.get(english);
          if (t !== undefined) parts.push(t);
          at += t?.length ?? 0;
          r++;
        }
      }
      offsets[rows] = at;
      this.texts.set(lang, { text: own(parts.join('')), offsets });
    }
  }

  /**
   * The line's translation in its group's file; else — a line a group takes from another — the one
   * translation every other group that has the line gives it (none where they differ).
   */
  get(group: string, english: string, lang: L): string | undefined {
    const i = this.englishIndex.get(english);
    const t = this.texts.get(lang);
    if (i === undefined || !t) return undefined;
    let any: string | null | undefined;
    for (let r = this.rowStart[i]; r < this.rowStart[i + 1]; r++) {
      const from = t.offsets[r];
      const to = t.offsets[r + 1];
      if (from === to) continue; // not translated in this group's file (lines are never empty)
      const translated = t.text.slice(from, to);
      if (this.groups[this.rowGroup[r]] === group) return translated;
      any = any === undefined || any === translated ? translated : null;
    }
    return any ?? undefined;
  }

  /** How many lines a language translates. */
  count(lang: L): number {
    const t = this.texts.get(lang);
    if (!t) return 0;
    let n = 0;
    for (let r = 0; r + 1 < t.offsets.length; r++) if (t.offsets[r + 1] > t.offsets[r]) n++;
    return n;
  }
}
