/**
 * The team's translations of Nave's lines (content/naves-lines/<lang>/<entry>.yaml): one file per
 * language per Nave's entry, so that batches are written and reviewed independently. A file maps
 * each English line as the study prints it — the line's text after content/naves-errata.yaml, a
 * heading as `headingText` words it (`History of Jesus, the Christ`) — to its translation, and
 * names its source (`Nave's Topical Bible, ESTHER, translated by the team`). Read once; a line
 * without a translation is printed in English and marked so (compose/naves-lines.ts).
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import type { UiLanguage } from '../../shared/books';
import { line } from '../content/fields';
import { ContentError, findContentDir, readContentFile, shownPath, yamlFiles } from '../content/files';

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
let loaded: Map<TranslatedLanguage, Table> | undefined;
/** Each language's lines whatever their entry: the translation, or null where files differ. */
let anyEntry: Map<TranslatedLanguage, Map<string, string | null>> | undefined;

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

const tables = () => (loaded ??= loadNavesLines(findContentDir()));

/**
 * The line's translation: from its entry's file, else — a line a topic takes from another entry
 * (`Parables of Jesus`) — from the one other file that has it.
 */
export function navesLine(entry: string, english: string, lang: UiLanguage): string | undefined {
  if (lang === 'en') return english;
  const own = tables().get(lang)?.get(entry)?.get(english);
  if (own !== undefined) return own;
  anyEntry ??= new Map(
    TRANSLATED.map((l) => {
      const index = new Map<string, string | null>();
      for (const lines of tables().get(l)!.values())
        for (const [en, t] of lines) index.set(en, index.has(en) && index.get(en) !== t ? null : t);
      return [l, index];
    }),
  );
  // translated two ways in two entries: only its own entry can say which
  return anyEntry.get(lang)?.get(english) ?? undefined;
}

/** Every file's entry and lines in a language (for the tests and the count script). */
export function navesLineFiles(lang: TranslatedLanguage): Table {
  return tables().get(lang) ?? new Map();
}
