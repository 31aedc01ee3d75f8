/** Which Bibles the import reads, and where from: SWORD modules installed by apt, or USFM folders. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { swordBible, type BibleSource } from './bible';
import type { SourceDefect } from './usfm';
import { usfmBible } from './usfm-bible';
import type { SwordConf } from './sword';

export type BibleSpec =
  | { kind: 'sword'; module: string; id?: string }
  | { kind: 'usfm'; dir: string; id: string; name: string; language: string; licence?: string };

const here = dirname(fileURLToPath(import.meta.url));

/** The Louis Segond 1910, committed with the project (data/sources/fra-lsg1910, see its README). */
export const LSG_DIR = join(here, '../../data/sources/fra-lsg1910/usfm');

/** The KJV first: it is the reference scheme the others are mapped to (versification.ts). */
export const DEFAULT_BIBLES: BibleSpec[] = [
  { kind: 'sword', module: 'engKJV2006eb' },
  { kind: 'sword', module: 'engWEB2015eb' },
  { kind: 'sword', module: 'spaRV1909eb' },
  {
    kind: 'usfm',
    dir: LSG_DIR,
    id: 'LSG',
    name: 'Louis Segond 1910',
    language: 'fr',
    licence: 'Public Domain',
  },
];

export function bibleSource(
  spec: BibleSpec,
  confs: Map<string, SwordConf>,
  swordPath: string,
  defects: SourceDefect[],
): BibleSource {
  if (spec.kind === 'usfm') {
    if (!existsSync(spec.dir)) throw new Error(`USFM folder ${spec.dir} not found`);
    return usfmBible(
      spec.dir,
      { id: spec.id, name: spec.name, language: spec.language, licence: spec.licence ?? 'see source' },
      defects,
    );
  }
  const conf = confs.get(spec.module.toLowerCase());
  if (!conf)
    throw new Error(
      `SWORD module ${spec.module} is not installed in ${swordPath} (install it, e.g. apt-get install sword-text-…)`,
    );
  if (!/^(zText|zText4|RawText|RawText4)$/.test(conf.values.ModDrv ?? ''))
    throw new Error(`${spec.module} is not a Bible text module`);
  return swordBible(conf, swordPath, spec.id);
}
