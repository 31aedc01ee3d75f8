/**
 * The eight Bibles read from CrossWire's zips (issue 28) against SWORD's own client: every verse
 * of each, `diatheke -f plain` (SWORD_PATH at the unpacked zips) and ours word for word, ignoring
 * whitespace and ¶, in the module's own numbering (German, Calvin, Catholic2: FreJND Ps 51:3 is
 * its 51:3 here; the KJV places are tested in bibles.test.ts). The Greek parts of Esther and
 * Daniel in the Crampon are compared from the table that keeps them apart. Allowed, and checked
 * to be only that: SWORD glues two words across a footnote (the Darby's "ForGod"), and its plain
 * output stars emphasis (`<hi>`: the FreJND's "femme (* Isha *)", the RV1865's small capitals),
 * which we store as the words alone.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKS } from '../shared/books';
import { scriptureDbPath } from '../test/scripture-db';
import { swordModulesDir } from './bible-specs';
import { comparable, diathekeCanon } from './diatheke';
import { unpackSwordZips, type UnpackedModules } from './sword-zips';

const MODULES = [
  { id: 'ASV', module: 'ASV', count: 31102 },
  { id: 'DARBY', module: 'Darby', count: 31099 },
  { id: 'YLT', module: 'YLT', count: 31102 },
  { id: 'BBE', module: 'BBE', count: 31086 },
  { id: 'RV1865', module: 'SpaRV1865', count: 31098 },
  { id: 'FREJND', module: 'FreJND', count: 31168 },
  { id: 'MARTIN', module: 'FreBDM1744', count: 31166 },
  { id: 'CRAMPON', module: 'FreCrampon', count: 31154 },
] as const;

const zips = MODULES.map((m) => join(swordModulesDir(), `${m.module}.zip`));
let db: Database.Database;
let unpacked: UnpackedModules;
beforeAll(() => {
  for (const z of zips)
    if (!existsSync(z)) throw new Error(`${z} is missing (docs/data.md: where to get it)`);
  db = new Database(scriptureDbPath(), { readonly: true });
  unpacked = unpackSwordZips(zips);
});
afterAll(() => {
  db?.close();
  unpacked?.cleanup();
});

describe.each(MODULES)('$id agrees with diatheke -b $module -f plain', ({ id, module, count }) => {
  let sword: Map<string, string>;
  let ours: Map<string, string>;
  beforeAll(async () => {
    sword = await diathekeCanon(module, unpacked.path);
    const rows = db
      .prepare('SELECT book, chapter, verse, text FROM verses WHERE translation = ?')
      .all(id) as { book: number; chapter: number; verse: number; text: string }[];
    ours = new Map(rows.map((r) => [`${BOOKS[r.book - 1].osis}.${r.chapter}.${r.verse}`, r.text]));
    const apart = db
      .prepare(
        "SELECT book, chapter, verse, text FROM deuterocanon WHERE translation = ? AND book IN ('Esth', 'Dan')",
      )
      .all(id) as { book: string; chapter: number; verse: number; text: string }[];
    for (const r of apart) ours.set(`${r.book}.${r.chapter}.${r.verse}`, r.text);
  }, 120_000);

  it(`has ${count.toLocaleString('en')} verses in the 66 books`, () => {
    expect(db.prepare('SELECT count(*) FROM verses WHERE translation = ?').pluck().get(id)).toBe(count);
  });

  it('holds every verse SWORD prints with text, and no other', () => {
    const missing = [...sword].filter(([k, t]) => comparable(t) && !ours.has(k)).map(([k]) => k);
    const extra = [...ours.keys()].filter((k) => !sword.has(k));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('stores the same words as SWORD for every verse', () => {
    const differences: string[] = [];
    for (const [key, text] of ours) {
      const mine = comparable(text);
      const printed = comparable(sword.get(key) ?? '');
      if (mine === printed) continue; // the Crampon's own stars ("*** Voir le texte de l'édit… ***") are text
      const theirs = printed.replace(/\* (.*?) \*/g, '$1');
      if (mine === theirs) continue;
      // SWORD glues words across a footnote: the only difference may be a space SWORD lacks
      if (mine.replace(/ /g, '') === theirs.replace(/ /g, '') && mine.length > theirs.length) continue;
      differences.push(`${key}\n  ours:  ${mine}\n  SWORD: ${theirs}`);
    }
    expect(differences.slice(0, 5)).toEqual([]);
    expect(differences.length).toBe(0);
  });
});
