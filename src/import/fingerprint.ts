/**
 * The import's fingerprint: the sources (SWORD modules, USFM folders) and this importer's own
 * code. Stored in scripture.db's `meta`; when it matches, the import is skipped.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BibleSpec } from './bible-specs';
import { COMMENTARY_WORKS } from './commentaries';
import { SCHEMA_VERSION } from './schema';
import { moduleFingerprint, type SwordConf } from './sword';

const here = dirname(fileURLToPath(import.meta.url));

/** `dataDirs`: folders of other sources (the people data), hashed by their files' names, sizes and times. */
export function fingerprint(
  bibles: BibleSpec[],
  confs: Map<string, SwordConf>,
  swordPath: string,
  dataDirs: string[] = [],
): string {
  const h = createHash('sha256');
  h.update(`schema ${SCHEMA_VERSION}\n`);
  // the importer's own code (and the book table it uses): a change to how data is derived rebuilds
  const code = readdirSync(here)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => join(here, f));
  for (const file of [...code, join(here, '../shared/books.ts')])
    h.update(file.slice(here.length)).update(readFileSync(file));
  const require = createRequire(import.meta.url);
  h.update(`strongs ${(require('strongs/package.json') as { version: string }).version}\n`);
  const modules = [
    ...bibles.map((b) => (b.kind === 'sword' && !b.zip ? b.module : '')),
    'StrongsHebrew',
    'StrongsGreek',
    'Nave',
    ...COMMENTARY_WORKS.map((w) => w.module),
  ];
  for (const m of modules.filter(Boolean)) {
    const conf = confs.get(m.toLowerCase());
    h.update(conf ? moduleFingerprint(conf, swordPath) : `missing ${m}`).update('\n');
  }
  const hashFolder = (dir: string) => {
    for (const f of readdirSync(dir).sort()) {
      const st = statSync(join(dir, f));
      h.update(`${f}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  for (const b of bibles) {
    if (b.kind === 'sword' && b.zip) {
      const st = statSync(b.zip);
      h.update(`${JSON.stringify(b)}:${st.size}:${st.mtimeMs}\n`);
    }
    if (b.kind !== 'usfm') continue;
    h.update(JSON.stringify(b));
    hashFolder(b.dir);
  }
  for (const dir of dataDirs) {
    h.update(`data ${dir}\n`);
    hashFolder(dir);
  }
  // what the import reads from content/: Strong's corrections; the people data's corrections,
  // events, titles, what its check allows, and which person each study character is (the rest of
  // a character's file is not the import's)
  const content = join(here, '../../content');
  for (const file of [
    'strongs-errata.yaml',
    'theographic-errata.yaml',
    'event-titles.yaml',
    'people-check.yaml',
  ])
    if (existsSync(join(content, file))) h.update(file).update(readFileSync(join(content, file)));
  for (const dir of ['events', 'characters'])
    if (existsSync(join(content, dir)))
      for (const f of readdirSync(join(content, dir)).sort()) {
        const text = readFileSync(join(content, dir, f), 'utf8');
        h.update(`${dir}/${f}\n`).update(dir === 'events' ? text : (/^person:.*$/m.exec(text)?.[0] ?? ''));
      }
  return h.digest('hex');
}

export function currentFingerprint(dbPath: string): string | null {
  if (!existsSync(dbPath)) return null;
  try {
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare("SELECT value FROM meta WHERE key = 'fingerprint'").get() as
        { value: string } | undefined;
      return row?.value ?? null;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}
