/**
 * The team's translations of Nave's lines (content/naves-lines/<lang>/<entry>.yaml): one file per
 * language per Nave's entry, so that batches are written and reviewed independently. A file maps
 * each English line as the study prints it — the line's text after content/naves-errata.yaml, a
 * heading as `headingText` words it (`History of Jesus, the Christ`) — to its translation, and
 * names its source (`Nave's Topical Bible, ESTHER, translated by the team`). Read once and kept
 * compact (content/line-table.ts); a line without a translation is printed in English and marked so
 * (compose/naves-text.ts).
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import type { UiLanguage } from '../../shared/books';
import { line } from '../content/fields';
import { ContentError, findContentDir, readContentFile, shownPath, yamlFiles } from '../content/files';
import { LineTable } from '../content/line-table';

/** The languages lines are translated into (English is Nave's own). */
export const TRANSLATED = ['es', 'fr', 'te'] as const;
export type TranslatedLanguage = (typeof TRANSLATED)[number];

/** The source every file names, word for word. */
export const navesSource = (entry: string) => `Nave's Topical Bible, ${entry}, translated by the team`;

/** A file's name: the entry in lower case, other than letters and digits a hyphen (`jesus-the-christ`). */
export const entrySlug = (entry: string) =>
  entry
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const NavesLinesSchema = z.strictObject({
  /** the entry as Nave's names it (`JESUS, THE CHRIST`) */
  entry: z.string().regex(/^[A-Z][A-Z0-9 ,.'()?-]*$/, 'a Nave’s entry, in capitals'),
  source: line,
  /** the English line as the study prints it → its translation */
  lines: z.record(line, line),
});

type Table = Map<string, Map<string, string>>;

/** Every language's files, checked: the file is named after its entry and names its source. */
export function loadNavesLines(contentDir: string): Map<TranslatedLanguage, Table> {
  const out = new Map<TranslatedLanguage, Table>();
  for (const lang of TRANSLATED) {
    const table: Table = new Map();
    const dir = join(contentDir, 'naves-lines', lang);
    for (const file of existsSync(dir) ? yamlFiles(dir, contentDir) : []) {
      const data = readContentFile(file, NavesLinesSchema, contentDir);
      const shown = shownPath(file, contentDir);
      if (basename(file, '.yaml') !== entrySlug(data.entry))
        throw new ContentError(`${shown}: entry: ${data.entry} belongs in ${entrySlug(data.entry)}.yaml`);
      if (data.source !== navesSource(data.entry))
        throw new ContentError(`${shown}: source: write "${navesSource(data.entry)}"`);
      if (lang === 'te')
        for (const [en, te] of Object.entries(data.lines))
          if (!/\p{Script=Telugu}/u.test(te))
            throw new ContentError(`${shown}: lines.${en}: not in Telugu script`);
      table.set(data.entry, new Map(Object.entries(data.lines)));
    }
    out.set(lang, table);
  }
  return out;
}

/** Every language's lines, read once, kept compact (content/line-table.ts). */
let table: LineTable<TranslatedLanguage> | undefined;
const lines = () => (table ??= new LineTable(loadNavesLines(findContentDir())));

/**
 * The line's translation: from its entry's file, else — a line a topic takes from another entry
 * (`Parables of Jesus`) — from the other files that have it, where they translate it alike (only
 * its own entry can say which of two translations).
 */
export function navesLine(entry: string, english: string, lang: UiLanguage): string | undefined {
  if (lang === 'en') return english;
  return lines().get(entry, english, lang);
}

/** How many lines each language translates, read and checked now (start-up: content/index.ts). */
export function navesLineCounts(): Record<TranslatedLanguage, number> {
  return Object.fromEntries(TRANSLATED.map((lang) => [lang, lines().count(lang)])) as Record<
    TranslatedLanguage,
    number
  >;
}
