/** Which Bibles the import reads, and where from: SWORD modules installed by apt, or USFM folders. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { swordBible, type BibleSource } from './bible';
import { sourcesDir, type MissingSource } from './sources';
import type { SourceDefect } from './usfm';
import { usfmBible } from './usfm-bible';
import type { SwordConf } from './sword';

export type BibleSpec =
  | {
      kind: 'sword';
      module: string;
      id?: string;
      name?: string;
      /** a CrossWire zip holding the module (sword-zips.ts), instead of one installed in SWORD_PATH */
      zip?: string;
    }
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

/** The CrossWire SWORD zips of the sources folder (its README: each module's licence and versification). */
export const swordModulesDir = (dir = sourcesDir()) => join(dir, 'sword-modules');

/** The public-domain Bibles read from those zips (issue 28), each language's after its default. */
const ZIPPED: { module: string; id: string; name: string }[] = [
  { module: 'ASV', id: 'ASV', name: 'American Standard Version (1901)' },
  { module: 'Darby', id: 'DARBY', name: 'Darby Bible (1889)' },
  { module: 'YLT', id: 'YLT', name: "Young's Literal Translation (1898)" },
  { module: 'BBE', id: 'BBE', name: 'Bible in Basic English (1949/1964)' },
  { module: 'SpaRV1865', id: 'RV1865', name: 'Reina-Valera 1865' },
  { module: 'FreJND', id: 'FREJND', name: 'Bible J.N. Darby (1885)' },
  { module: 'FreBDM1744', id: 'MARTIN', name: 'Bible David Martin (1744)' },
  { module: 'FreCrampon', id: 'CRAMPON', name: 'Bible Augustin Crampon (1923)' },
];

/** The KJV first: it is the reference scheme the others are mapped to (versification.ts). */
export function defaultBibles(dir = sourcesDir()): BibleSpec[] {
  const zips = swordModulesDir(dir);
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
    ...ZIPPED.map((z): BibleSpec => ({ kind: 'sword', ...z, zip: join(zips, `${z.module}.zip`) })),
  ];
}

/** A USFM folder that is not there: the import reports it and goes on without it. */
export function missingSource(spec: BibleSpec): MissingSource | null {
  if (spec.kind === 'sword')
    return spec.zip && !existsSync(spec.zip)
      ? {
          what: `${spec.name ?? spec.module} (${spec.id ?? spec.module})`,
          where: spec.zip,
          loses: `the ${spec.id ?? spec.module} translation is not available`,
        }
      : null;
  if (existsSync(spec.dir)) return null;
  return {
    what: `${spec.name} (${spec.id})`,
    where: spec.dir,
    loses: spec.loses ?? `the ${spec.id} translation is not available`,
  };
}

/** Where SWORD modules are read: the installed ones, and the zips unpacked (sword-zips.ts). */
export interface SwordPlaces {
  confs: Map<string, SwordConf>;
  swordPath: string;
  zipped?: { confs: Map<string, SwordConf>; path: string };
}

export function bibleSource(spec: BibleSpec, places: SwordPlaces, defects: SourceDefect[]): BibleSource {
  if (spec.kind === 'usfm') {
    if (!existsSync(spec.dir)) throw new Error(`USFM folder ${spec.dir} not found`);
    return usfmBible(
      spec.dir,
      { id: spec.id, name: spec.name, language: spec.language, licence: spec.licence ?? 'see source' },
      defects,
    );
  }
  const { confs, path } =
    spec.zip && places.zipped ? places.zipped : { confs: places.confs, path: places.swordPath };
  const conf = confs.get(spec.module.toLowerCase());
  if (!conf)
    throw new Error(
      spec.zip
        ? `${spec.zip} holds no SWORD module ${spec.module}`
        : `SWORD module ${spec.module} is not installed in ${path} (install it, e.g. apt-get install sword-text-…)`,
    );
  if (!/^(zText|zText4|RawText|RawText4)$/.test(conf.values.ModDrv ?? ''))
    throw new Error(`${spec.module} is not a Bible text module`);
  return swordBible(conf, path, spec.id, spec.name);
}
