/** Which Bibles the import reads, and where from: SWORD modules installed by apt, or USFM folders. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { swordBible, type BibleSource } from './bible';
import { sourcesDir, type MissingSource } from './sources';
import type { SourceDefect } from './usfm';
import { usfmBible } from './usfm-bible';
import type { SwordConf } from './sword';

export type BibleSpec =
  | { kind: 'sword'; module: string; id?: string }
  | {
      kind: 'usfm';
      dir: string;
      id: string;
      name: string;
      language: string;
      licence?: string;
      /** what the user goes without when the folder is missing (said by the import) */
      loses?: string;
    };

/** The Louis Segond 1910's USFM folder, read in place from the sources folder (sources.ts). */
export const lsgDir = (dir = sourcesDir()) => join(dir, 'fra-lsg1910/usfm');

/** The KJV first: it is the reference scheme the others are mapped to (versification.ts). */
export function defaultBibles(dir = sourcesDir()): BibleSpec[] {
  return [
    { kind: 'sword', module: 'engKJV2006eb' },
    { kind: 'sword', module: 'engWEB2015eb' },
    { kind: 'sword', module: 'spaRV1909eb' },
    {
      kind: 'usfm',
      dir: lsgDir(dir),
      id: 'LSG',
      name: 'Louis Segond 1910',
      language: 'fr',
      licence: 'Public Domain',
      loses:
        'French reads the KJV instead (the app says no French Bible is installed), and there are no cross-references',
    },
  ];
}

/** A USFM folder that is not there: the import reports it and goes on without it. */
export function missingSource(spec: BibleSpec): MissingSource | null {
  if (spec.kind !== 'usfm' || existsSync(spec.dir)) return null;
  return {
    what: `${spec.name} (${spec.id})`,
    where: spec.dir,
    loses: spec.loses ?? `the ${spec.id} translation is not available`,
  };
}

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
