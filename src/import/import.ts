/**
 * Builds scripture.db from its sources. The database is written to a temporary file and renamed
 * into place, so a running server never sees a half-built file. A fingerprint of the sources and
 * of this importer's own code is stored in `meta`; when it matches, the import is skipped.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BOOKS } from '../shared/books';
import { abbottSmithDir, missingAbbottSmith, writeAbbottSmith } from './abbott-smith';
import { hebrewLexiconDir, missingHebrewLexicon, writeBdb } from './bdb';
import { bibleSource, defaultBibles, missingSource, type BibleSpec } from './bible-specs';
import { buildCrossReferences, type CrossReferenceReport } from './cross-references';
import { currentFingerprint, fingerprint } from './fingerprint';
import { POST_SQL, SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import { startSearchIndex, type SearchIndexBuilder } from './search-index';
import { missingSourceLine, sourcesDir, type MissingSource } from './sources';
import { DEFAULT_SWORD_PATH, readConfs } from './sword';
import { unpackSwordZips } from './sword-zips';
import type { SourceDefect } from './usfm';
import { writeBibles } from './write-bibles';
import { ORIGINAL_POST_SQL, ORIGINAL_SQL, oshbDir, readOriginal, writeOriginal } from './write-original';
import { writePeople } from './write-people';
import { writeReferenceWorks, type UnresolvedReference } from './write-reference-works';

export { defaultBibles, lsgDir, type BibleSpec } from './bible-specs';
export { currentFingerprint } from './fingerprint';

/** more verses than any Bible has (the KJV 31,102; the Crampon's canon 31,154): bounds the verse ids */
const MAX_VERSES_A_BIBLE = 40_000;

export interface ImportOptions {
  db: string;
  bibles?: BibleSpec[];
  swordPath?: string;
  /** the Open Scriptures Hebrew Bible's folder; OSHB_DIR or Debian bibledit-data's by default */
  oshbDir?: string;
  /** the sources folder (sources.ts); SOURCES_DIR or ../shared/data by default */
  sourcesDir?: string;
  force?: boolean;
  log?: (msg: string) => void;
}

export interface ImportResult {
  skipped: boolean;
  seconds: number;
  bytes: number;
  translations: { id: string; verses: number }[];
  /** sources asked for and not found: reported, skipped, and the import goes on without them */
  missing: MissingSource[];
  /** defects of the sources, reported and read past */
  defects: SourceDefect[];
  /** cross-references read from the Segond's notes, and every piece not read */
  crossReferences?: CrossReferenceReport;
}

export async function runImport(opts: ImportOptions): Promise<ImportResult> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const swordPath = opts.swordPath ?? process.env.SWORD_PATH ?? DEFAULT_SWORD_PATH;
  const requested = opts.bibles ?? defaultBibles();
  const missing: MissingSource[] = [];
  const bibles = requested.filter((b) => {
    const m = missingSource(b);
    if (m) missing.push(m);
    return !m;
  });
  // the people data: read from the sources folder like the Segond, and skipped the same way
  const sources_ = opts.sourcesDir ?? sourcesDir();
  const theographic = join(sources_, 'theographic');
  const hasPeople = existsSync(theographic);
  if (!hasPeople)
    missing.push({
      what: 'Theographic Bible Metadata (people, places, events)',
      where: theographic,
      loses: 'there are no person pages, family trees, timelines or maps',
    });
  const hebrewDir = opts.oshbDir ?? oshbDir();
  const originalDirs = [
    hebrewDir,
    join(sources_, 'byz-majority-text', 'strongs-parsing'),
    join(sources_, 'byz-majority-text', 'accented'),
  ];
  // Brown-Driver-Briggs: Debian's bibledit-data, or HEBREW_LEXICON_DIR
  const hebrewLexicon = hebrewLexiconDir();
  const noBdb = missingHebrewLexicon(hebrewLexicon);
  if (noBdb) missing.push(noBdb);
  // Abbott-Smith: Debian's bibledit-data, or ABBOTT_SMITH_DIR
  const abbottSmith = abbottSmithDir();
  const noAbbottSmith = missingAbbottSmith(abbottSmith);
  if (noAbbottSmith) missing.push(noAbbottSmith);
  for (const m of missing) log(missingSourceLine(m));
  const confs = readConfs(swordPath);
  const dataDirs = [
    ...(hasPeople ? [theographic] : []),
    ...(noBdb ? [] : [hebrewLexicon]),
    ...(noAbbottSmith ? [] : [abbottSmith]),
    ...originalDirs.filter(existsSync),
  ];
  const fp = fingerprint(bibles, confs, swordPath, dataDirs);
  if (!opts.force && currentFingerprint(opts.db) === fp) {
    log(`scripture data is current (${opts.db}); import skipped`);
    return {
      skipped: true,
      seconds: (performance.now() - started) / 1000,
      bytes: statSync(opts.db).size,
      translations: [],
      missing,
      defects: [],
    };
  }
  const defects: SourceDefect[] = [];
  // the original languages are read first: the Hebrew's transliteration runs in a worker meanwhile
  const originalMissing: MissingSource[] = [];
  const original = readOriginal(hebrewDir, sources_, originalMissing);
  for (const m of originalMissing) log(missingSourceLine(m));
  missing.push(...originalMissing);
  // Bibles from CrossWire's zips: unpacked into a temporary SWORD folder for the import's length
  const zips = bibles.flatMap((b) => (b.kind === 'sword' && b.zip ? [b.zip] : []));
  const unpacked = zips.length ? unpackSwordZips(zips) : null;
  const zipped = unpacked ? { confs: readConfs(unpacked.path), path: unpacked.path } : undefined;
  const sources = bibles.map((b) => bibleSource(b, { confs, swordPath, zipped }, defects));
  const ids = new Set<string>();
  for (const s of sources) {
    if (ids.has(s.meta.id)) throw new Error(`two translations share the id ${s.meta.id}: pass a distinct id`);
    ids.add(s.meta.id);
  }

  mkdirSync(dirname(opts.db), { recursive: true });
  const tmp = `${opts.db}.building`;
  rmSync(tmp, { force: true });
  const translations: ImportResult['translations'] = [];
  let crossReferences: CrossReferenceReport | undefined;
  const commentaryUnresolved: UnresolvedReference[] = [];
  const db = new Database(tmp);
  // the word-search index is built beside the import, on the other core (search-index.ts)
  const searchIndex = startSearchIndex(sources.length * MAX_VERSES_A_BIBLE);
  try {
    await build(db, searchIndex);
  } catch (err) {
    searchIndex.abort();
    db.close();
    rmSync(tmp, { force: true });
    throw err;
  } finally {
    unpacked?.cleanup();
  }
  renameSync(tmp, opts.db);
  const seconds = (performance.now() - started) / 1000;
  const bytes = statSync(opts.db).size;
  log(`scripture.db written: ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
  return { skipped: false, seconds, bytes, translations, missing, defects, crossReferences };

  async function build(db: Database.Database, searchIndex: SearchIndexBuilder) {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(SCHEMA_SQL);
    db.exec(ORIGINAL_SQL);

    const insertBook = db.prepare('INSERT INTO books VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    for (const b of BOOKS)
      insertBook.run(
        b.order,
        b.osis,
        b.testament,
        b.chapters,
        b.names.en,
        b.names.es,
        b.names.fr,
        b.names.te,
      );

    translations.push(...(await writeBibles(db, sources, defects, log, searchIndex.add)));
    // cross-references: the Segond's parallel-passage notes, both ends mapped to the KJV's numbering
    if (translations.some((t) => t.id === 'LSG')) {
      crossReferences = buildCrossReferences(db, 'LSG');
      const r = crossReferences;
      log(
        `cross-references: ${r.read} targets read from ${r.notes} LSG notes, ${r.targets} stored (the others repeat one or name no verse); ${r.unreadable.length} piece(s) not read:`,
      );
      for (const u of r.unreadable) log(`  ${u.where}: "${u.text}" (${u.reason})`);
    } else log('LSG not imported: cross-references skipped');
    if (defects.length) {
      log(`${defects.length} source defect(s), read past:`);
      for (const d of defects) log(`  ${d.file}${d.line ? `:${d.line}` : ''}: ${d.message}`);
    }

    if (hasPeople) {
      const people = writePeople(db, theographic, translations[0]?.id ?? 'KJV', log);
      db.prepare('INSERT INTO meta VALUES (?, ?)').run('people_defects', JSON.stringify(people.defects));
    }

    const works = await writeReferenceWorks(db, confs, swordPath, translations[0]?.id ?? 'KJV', log);
    commentaryUnresolved.push(...works.commentaryUnresolved);
    writeBdb(db, noBdb ? null : hebrewLexicon, log);
    writeAbbottSmith(db, noAbbottSmith ? null : abbottSmith, log);

    const t2 = performance.now();
    db.exec(POST_SQL);
    await searchIndex.finish(db);
    log(`indexes and full-text tables (${((performance.now() - t2) / 1000).toFixed(1)} s)`);
    // last: the Hebrew's transliteration (a worker) has had the whole import to finish
    await writeOriginal(db, original, log);
    db.exec(ORIGINAL_POST_SQL);
    const setMeta = db.prepare('INSERT INTO meta VALUES (?, ?)');
    setMeta.run('fingerprint', fp);
    setMeta.run('schema_version', String(SCHEMA_VERSION));
    setMeta.run('imported_at', new Date().toISOString());
    setMeta.run('source_defects', JSON.stringify(defects));
    setMeta.run('commentary_unresolved', JSON.stringify(commentaryUnresolved));
    if (crossReferences) setMeta.run('cross_references_unread', JSON.stringify(crossReferences.unreadable));
    db.exec('ANALYZE');
    db.close();
  }
}
