/**
 * The import pipeline end to end on a small selection: a SWORD Bible by module name with an id of
 * our choosing, and a USFM folder, into a fresh database the server's repository can read.
 */
import { copyFileSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptureRepo } from '../server/scripture/scripture.repo';
import { parseReference } from '../shared/reference/parse';
import { defaultBibles, lsgDir, runImport, type BibleSpec } from './import';

const dir = mkdtempSync(join(tmpdir(), 'import-test-'));
const usfmDir = join(dir, 'usfm');
const db = join(dir, 'scripture.db');
// the Segond as the default list names it, in a sources folder that does not hold it
const sourcesDir = join(dir, 'no-sources');
const absentLsg = defaultBibles(sourcesDir).find((b) => b.kind === 'usfm')!;
const absentLsgDir = lsgDir(sourcesDir);
// no Hebrew either: the original languages are tested on the real import (original.test.ts)
const oshbDir = join(dir, 'no-oshb');
const bibles: BibleSpec[] = [
  { kind: 'sword', module: 'spaRV1909eb', id: 'RVTEST' },
  { kind: 'usfm', dir: usfmDir, id: 'TEST', name: 'Test Bible', language: 'te', licence: 'test' },
  absentLsg,
];

let repo: ScriptureRepo;
const logged: string[] = [];
beforeAll(async () => {
  mkdirSync(usfmDir);
  writeFileSync(
    join(usfmDir, '43-JHN.usfm'),
    '\\id JHN\n\\c 3\n\\p\n\\v 16 దేవుడు లోకమును ఎంతో ప్రేమించెను.\n\\v 17 రెండవ వచనము.\n',
  );
  writeFileSync(join(usfmDir, 'readme.txt'), 'not scripture');
  const result = await runImport({
    db,
    bibles,
    sourcesDir,
    oshbDir,
    force: true,
    log: (m) => logged.push(m),
  });
  expect(result.translations).toEqual([
    { id: 'RVTEST', verses: 31096 },
    { id: 'TEST', verses: 2 },
  ]);
  expect(result.missing.map((m) => m.what)).toEqual([
    'Louis Segond 1910 (LSG)',
    'Theographic Bible Metadata (people, places, events)',
    'Open Scriptures Hebrew Bible (Debian bibledit-data)',
    'Robinson-Pierpont Byzantine Greek New Testament',
  ]);
  repo = new ScriptureRepo(db);
}, 120_000);
afterAll(() => repo?.close());

describe('runImport', () => {
  it('lists the imported translations with language, counts and Strong’s flag', () => {
    expect(repo.translations()).toEqual([
      {
        id: 'RVTEST',
        name: 'Reina-Valera 1909',
        language: 'es',
        licence: 'Public Domain',
        verseCount: 31096,
        hasStrongs: true,
      },
      { id: 'TEST', name: 'Test Bible', language: 'te', licence: 'test', verseCount: 2, hasStrongs: false },
    ]);
  });

  it('serves verses from a USFM translation', () => {
    const verses = repo.verses('TEST', parseReference('John 3')!.ranges[0], 10);
    expect(verses.map((v) => v.text)).toEqual(['దేవుడు లోకమును ఎంతో ప్రేమించెను.', 'రెండవ వచనము.']);
  });

  it('skips the import when sources and importer are unchanged, and rebuilds when a source changes', async () => {
    expect((await runImport({ db, bibles, sourcesDir, oshbDir })).skipped).toBe(true);
    utimesSync(join(usfmDir, '43-JHN.usfm'), new Date(), new Date(Date.now() + 5_000));
    const again = await runImport({ db, bibles, sourcesDir, oshbDir });
    expect(again.skipped).toBe(false);
  }, 120_000);

  it('reports a missing source folder in one line (what, where, what is lost), skips it, and French then says it has no Bible', () => {
    const lines = logged.filter((l) => l.startsWith('source missing'));
    expect(lines).toEqual([
      `source missing: Louis Segond 1910 (LSG), looked for in ${absentLsgDir}; French reads the KJV instead (the app says no French Bible is installed), and there are no cross-references (skipped: see docs/data.md for where to get it, SOURCES_DIR to point elsewhere)`,
      `source missing: Theographic Bible Metadata (people, places, events), looked for in ${join(sourcesDir, 'theographic')}; there are no person pages, family trees, timelines or maps (skipped: see docs/data.md for where to get it, SOURCES_DIR to point elsewhere)`,
      `source missing: Open Scriptures Hebrew Bible (Debian bibledit-data), looked for in ${oshbDir}; there is no Hebrew under the Old Testament (interlinear, morphology search) (skipped: see docs/data.md for where to get it, SOURCES_DIR to point elsewhere)`,
      `source missing: Robinson-Pierpont Byzantine Greek New Testament, looked for in ${join(sourcesDir, 'byz-majority-text')}; there is no Greek under the New Testament (interlinear, morphology search) (skipped: see docs/data.md for where to get it, SOURCES_DIR to point elsewhere)`,
    ]);
    // the people tables are there, empty: the server starts, and says no person exists
    expect(repo.prepare('SELECT count(*) FROM people').pluck().get()).toBe(0);
    expect(repo.translations().map((t) => t.id)).not.toContain('LSG');
    expect(repo.bestTranslationFor('fr')).toMatchObject({ id: 'RVTEST', fallback: true });
    expect(logged).toContain('LSG not imported: cross-references skipped');
  });

  it('imports a missing source once it appears in the sources folder', async () => {
    expect((await runImport({ db, bibles, sourcesDir, oshbDir })).skipped).toBe(true);
    mkdirSync(absentLsgDir, { recursive: true });
    copyFileSync(join(usfmDir, '43-JHN.usfm'), join(absentLsgDir, '43-JHN.usfm'));
    const again = await runImport({ db, bibles, sourcesDir, oshbDir, force: false });
    expect(again.skipped).toBe(false);
    expect(again.missing.map((m) => m.what)).toEqual([
      'Theographic Bible Metadata (people, places, events)',
      'Open Scriptures Hebrew Bible (Debian bibledit-data)',
      'Robinson-Pierpont Byzantine Greek New Testament',
    ]);
    expect(again.translations.map((t) => t.id)).toEqual(['RVTEST', 'TEST', 'LSG']);
  }, 120_000);

  it('refuses a module that is not installed, and two translations with one id', async () => {
    await expect(
      runImport({ db: join(dir, 'x.db'), bibles: [{ kind: 'sword', module: 'NoSuchBible' }] }),
    ).rejects.toThrow(/not installed/);
    await expect(
      runImport({
        db: join(dir, 'y.db'),
        bibles: [...bibles, { kind: 'sword', module: 'engKJV2006eb', id: 'TEST' }],
      }),
    ).rejects.toThrow(/share the id TEST/);
    await expect(
      runImport({ db: join(dir, 'z.db'), bibles: [{ kind: 'sword', module: 'Nave' }] }),
    ).rejects.toThrow(/not a Bible/);
  });
});

describe("Nave's one-chapter book references", () => {
  it('keeps the verse the module leaves outside the reference', async () => {
    const { parseNavesEntry } = await import('./reference-works');
    const entry = parseNavesEntry(
      'BALAAM',
      'Covetousness of <ref osisRef="2Pet.2.15">2Pe 2:15</ref>; <ref osisRef="Jude.1.1">Jude 1</ref>:11<lb/>Prophesies <ref osisRef="Jude.1.1">Jude 1</ref>:14,15; <ref osisRef="Phlm.1.1">Phm 1</ref>:3-5',
    );
    expect(entry.refs.map((r) => [r.section, r.osis])).toEqual([
      ['Covetousness of', '2Pet.2.15'],
      ['Covetousness of', 'Jude.1.11'],
      ['Prophesies', 'Jude.1.14'],
      ['Prophesies', 'Jude.1.15'],
      ['Prophesies', 'Phlm.1.3-Phlm.1.5'],
    ]);
    expect(entry.text).toContain('Jude 1:11');
  });

  it('reads a name that is also a book before a numbered book as the name (Jonah 2Ki 14:25)', async () => {
    const { parseNavesEntry } = await import('./reference-works');
    const amittai = parseNavesEntry(
      'AMITTAI',
      '<lb/>→ Father of <ref osisRef="Jonah.2">Jonah 2</ref>Ki 14:25; <ref osisRef="Jonah.1.1">Jon 1:1</ref>',
    );
    expect(amittai.refs.map((r) => [r.section, r.osis])).toEqual([
      ['Father of Jonah', '2Kgs.14.25'],
      ['Father of Jonah', 'Jonah.1.1'],
    ]);
    expect(amittai.text).toBe('Father of Jonah 2Ki 14:25; Jon 1:1');
    // the references after it, left untagged by the module, are read too
    const ahaz = parseNavesEntry('AHAZ', '2. Son of <ref osisRef="Mic.1">Micah 1</ref>Ch 8:35; 9:41,42');
    expect(ahaz.refs.map((r) => r.osis)).toEqual(['1Chr.8.35', '1Chr.9.41', '1Chr.9.42']);
    const joash = parseNavesEntry(
      'RULERS',
      'Joash, killing <ref osisRef="Zech.2">Zechariah 2</ref>Ch 24:2,17-25',
    );
    expect(joash.refs.map((r) => [r.section, r.osis])).toEqual([
      ['Joash, killing Zechariah', '2Chr.24.2'],
      ['Joash, killing Zechariah', '2Chr.24.17-2Chr.24.25'],
    ]);
  });
});
