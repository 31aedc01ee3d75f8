/**
 * Builds scripture.db from its sources. The database is written to a temporary file and renamed
 * into place, so a running server never sees a half-built file. A fingerprint of the sources and
 * of this importer's own code is stored in `meta`; when it matches, the import is skipped.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOKS } from '../shared/books';
import { swordBible, type BibleSource, type SourceVerse } from './bible';
import { usfmBible, type SourceDefect } from './usfm';
import { mapToKjv, sameSpan, type KjvShape, type KjvSpan } from './versification';
import { readLexicon, readNaves } from './reference-works';
import { COMMENTARY_WORKS, readCommentarySections } from './commentaries';
import { buildCrossReferences, type CrossReferenceReport } from './cross-references';
import { POST_SQL, SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import { DEFAULT_SWORD_PATH, moduleFingerprint, readConfs, type SwordConf } from './sword';

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

export interface ImportOptions {
  db: string;
  bibles?: BibleSpec[];
  swordPath?: string;
  force?: boolean;
  log?: (msg: string) => void;
}

export interface ImportResult {
  skipped: boolean;
  seconds: number;
  bytes: number;
  translations: { id: string; verses: number }[];
  /** defects of the sources, reported and read past */
  defects: SourceDefect[];
  /** cross-references read from the Segond's notes, and every piece not read */
  crossReferences?: CrossReferenceReport;
}

function fingerprint(bibles: BibleSpec[], confs: Map<string, SwordConf>, swordPath: string): string {
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
    ...bibles.map((b) => (b.kind === 'sword' ? b.module : '')),
    'StrongsHebrew',
    'StrongsGreek',
    'Nave',
    ...COMMENTARY_WORKS.map((w) => w.module),
  ];
  for (const m of modules.filter(Boolean)) {
    const conf = confs.get(m.toLowerCase());
    h.update(conf ? moduleFingerprint(conf, swordPath) : `missing ${m}`).update('\n');
  }
  for (const b of bibles) {
    if (b.kind !== 'usfm') continue;
    h.update(JSON.stringify(b));
    for (const f of readdirSync(b.dir).sort()) {
      const st = statSync(join(b.dir, f));
      h.update(`${f}:${st.size}:${st.mtimeMs}\n`);
    }
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

function bibleSource(
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

export async function runImport(opts: ImportOptions): Promise<ImportResult> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const swordPath = opts.swordPath ?? process.env.SWORD_PATH ?? DEFAULT_SWORD_PATH;
  const bibles = opts.bibles ?? DEFAULT_BIBLES;
  const confs = readConfs(swordPath);
  const fp = fingerprint(bibles, confs, swordPath);
  if (!opts.force && currentFingerprint(opts.db) === fp) {
    log(`scripture data is current (${opts.db}); import skipped`);
    return {
      skipped: true,
      seconds: (performance.now() - started) / 1000,
      bytes: statSync(opts.db).size,
      translations: [],
      defects: [],
    };
  }
  const defects: SourceDefect[] = [];
  const sources = bibles.map((b) => bibleSource(b, confs, swordPath, defects));
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
  const commentaryUnresolved: { where: string; osisRef: string; text: string }[] = [];
  const db = new Database(tmp);
  try {
    await build(db);
  } catch (err) {
    db.close();
    rmSync(tmp, { force: true });
    throw err;
  }
  renameSync(tmp, opts.db);
  const seconds = (performance.now() - started) / 1000;
  const bytes = statSync(opts.db).size;
  log(`scripture.db written: ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
  return { skipped: false, seconds, bytes, translations, defects, crossReferences };

  async function build(db: Database.Database) {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(SCHEMA_SQL);

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

    const insertVerse =
      db.prepare(`INSERT INTO verses (id, translation, book, chapter, verse, text, heading, heading_at, paragraph, title, kjv_chapter, kjv_verse, kjv_verse_end)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertWord = db.prepare('INSERT INTO verse_words VALUES (?, ?, ?, ?, ?, ?)');
    const insertMark = db.prepare('INSERT INTO verse_marks VALUES (?, ?, ?, ?, ?)');
    const insertNote = db.prepare('INSERT INTO verse_notes VALUES (?, ?, ?, ?, ?, ?)');
    const insertAppendix = db.prepare('INSERT INTO appendices VALUES (?, ?, ?)');
    const insertRendering = db.prepare('INSERT INTO renderings VALUES (?, ?, ?, ?)');
    const insertTranslation = db.prepare('INSERT INTO translations VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    let verseId = 0;
    /** the KJV's shape, once read: what the other translations are mapped onto */
    let kjv: KjvShape | null = null;
    for (const [sort, source] of sources.entries()) {
      const t0 = performance.now();
      let count = 0;
      let tagged = 0;
      let marks = 0;
      let notes = 0;
      const m = source.meta;
      const isKjv = m.id === 'KJV';
      const renderings = new Map<string, number>();
      const list: SourceVerse[] = [];
      for await (const v of source.verses()) list.push(v);
      let spans: KjvSpan[];
      if (kjv && !isKjv) {
        const mapping = mapToKjv(
          list.map((v) => ({ book: v.book, chapter: v.chapter, verse: v.verse, length: v.text.length })),
          kjv,
          (b) => BOOKS[b - 1].osis,
        );
        spans = mapping.spans;
        log(
          `${m.id}: ${mapping.moved} verses numbered unlike the KJV; runs aligned: ${mapping.aligned.join(', ') || 'none'}`,
        );
      } else spans = list.map(sameSpan);
      if (isKjv) {
        kjv = { chapters: new Map(), titled: new Set() };
        for (const v of list) {
          const key = `${v.book}.${v.chapter}`;
          const lengths = kjv.chapters.get(key) ?? [];
          lengths[v.verse - 1] = v.text.length;
          kjv.chapters.set(key, lengths);
          if (v.book === 19 && v.verse === 1 && v.heading) kjv.titled.add(key);
        }
        for (const [key, lengths] of kjv.chapters)
          kjv.chapters.set(
            key,
            Array.from(lengths, (l) => l ?? 0),
          );
      }
      db.exec('BEGIN');
      insertTranslation.run(m.id, m.name, m.language, m.licence, 0, m.source, 0, sort + 1);
      const seen = new Set<string>();
      list.forEach((v, i) => {
        const key = `${v.book}.${v.chapter}.${v.verse}`;
        if (seen.has(key)) {
          // a source defect must never stop an import: the first is kept
          defects.push({
            file: m.source,
            line: 0,
            message: `${BOOKS[v.book - 1].osis} ${v.chapter}:${v.verse} appears twice: the first kept, the second left out ("${v.text.slice(0, 40)}")`,
          });
          return;
        }
        seen.add(key);
        verseId++;
        count++;
        const span = spans[i];
        // a psalm whose title the KJV keeps apart but this text numbers as verse 1's first line
        // ("Cantique de David." in LSG Ps 23:1): that line is marked as the title
        if (
          kjv &&
          !isKjv &&
          v.book === 19 &&
          v.verse === 1 &&
          !span.title &&
          kjv.titled.has(`19.${v.chapter}`)
        ) {
          const lines = (v.marks ?? []).filter((mk) => mk.kind === 'q');
          if (lines.length >= 2 && lines[0].start === 0)
            v.marks = [...(v.marks ?? []), { kind: 't', start: 0, end: lines[1].start }];
        }
        insertVerse.run(
          verseId,
          m.id,
          v.book,
          v.chapter,
          v.verse,
          v.text,
          v.heading,
          v.headingAt ?? null,
          v.paragraph ? 1 : 0,
          span.title ? 1 : 0,
          span.chapter,
          span.verse,
          span.verseEnd,
        );
        for (const mk of v.marks ?? []) {
          insertMark.run(verseId, mk.kind, mk.start, mk.end, mk.level ?? null);
          marks++;
        }
        (v.notes ?? []).forEach((n, seq) => {
          insertNote.run(verseId, seq, n.kind, n.offset, n.label, n.text);
          notes++;
        });
        if (v.appendix) {
          insertAppendix.run(m.id, `${BOOKS[v.book - 1].osis}.${v.chapter}.${v.verse}`, v.appendix);
          log(
            `${m.id}: ${BOOKS[v.book - 1].osis} ${v.chapter}:${v.verse} carries ${v.appendix.length} characters after the end of the book (a glossary): kept apart in appendices, not as verse text`,
          );
        }
        for (const [inHeading, words, text] of [
          [0, v.words, v.text],
          [1, v.headingWords, v.heading ?? ''],
        ] as const) {
          for (const w of words) {
            const word = text.slice(w.start, w.end).toLowerCase(); // locale-aware lowering is ~10x slower, same result here
            for (const s of w.strongs) {
              insertWord.run(verseId, w.pos, w.start, w.end, s, inHeading);
              const key = `${s}\u0000${word}`;
              renderings.set(key, (renderings.get(key) ?? 0) + 1);
              tagged++;
            }
          }
        }
      });
      for (const [key, n] of renderings) {
        const [strongs, word] = key.split('\u0000');
        insertRendering.run(m.id, strongs, word, n);
      }
      if (count === 0) throw new Error(`${source.meta.source} has no verses of the 66-book canon`);
      db.prepare('UPDATE translations SET has_strongs = ?, verse_count = ? WHERE id = ?').run(
        tagged > 0 ? 1 : 0,
        count,
        m.id,
      );
      db.exec('COMMIT');
      translations.push({ id: m.id, verses: count });
      log(
        `${m.id}: ${count} verses, ${tagged} Strong's tags, ${marks} marks, ${notes} notes (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
      );
    }
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

    const t1 = performance.now();
    const lexicon = await readLexicon(confs.get('strongshebrew'), confs.get('strongsgreek'), swordPath);
    const insertLex = db.prepare('INSERT INTO lexicon VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    db.transaction(() => {
      for (const r of lexicon)
        insertLex.run(
          r.strongs,
          r.language,
          r.lemma,
          r.xlit,
          r.pron,
          r.definition,
          r.kjvUsage,
          r.derivation,
          r.swordText,
        );
    })();
    log(`lexicon: ${lexicon.length} entries (${((performance.now() - t1) / 1000).toFixed(1)} s)`);

    const naveConf = confs.get('nave');
    if (naveConf) {
      const entries = await readNaves(naveConf, swordPath);
      const insertEntry = db.prepare('INSERT INTO naves_entries (id, name, kind, text) VALUES (?, ?, ?, ?)');
      const insertRef = db.prepare('INSERT INTO naves_refs VALUES (?, ?, ?, ?, ?, ?, ?)');
      db.transaction(() => {
        entries.forEach((e, i) => {
          insertEntry.run(i + 1, e.name, e.kind, e.text);
          e.refs.forEach((r, seq) =>
            insertRef.run(i + 1, seq, r.section, r.osis, r.book, r.chapter, r.verse),
          );
        });
      })();
      log(`Nave's: ${entries.length} entries`);
    } else log("Nave's module not installed: topics skipped");

    const lastVerses = new Map<string, number>();
    for (const r of db
      .prepare(
        'SELECT book, chapter, max(verse) AS last FROM verses WHERE translation = ? GROUP BY book, chapter',
      )
      .all(translations[0]?.id ?? 'KJV') as { book: number; chapter: number; last: number }[]) {
      lastVerses.set(`${r.book}.${r.chapter}`, r.last);
    }
    const insertWork = db.prepare('INSERT INTO commentary_works VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const insertSection = db.prepare(
      'INSERT INTO commentary (work, book, chapter, verse, verse_end, heading, text, refs) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const [i, work] of COMMENTARY_WORKS.entries()) {
      const conf = confs.get(work.module.toLowerCase());
      if (!conf) {
        log(
          `${work.module} module not installed: ${work.name} skipped (apt-get install sword-comm-${work.module.toLowerCase()})`,
        );
        continue;
      }
      const { sections, report } = await readCommentarySections(
        work,
        conf,
        (b, c) => lastVerses.get(`${b}.${c}`) ?? 1,
        swordPath,
      );
      const books = [...new Set(sections.map((s) => s.book))]
        .sort((a, b) => a - b)
        .map((b) => BOOKS[b - 1].osis);
      db.transaction(() => {
        insertWork.run(
          work.id,
          work.module,
          work.name,
          work.author,
          work.year,
          work.licence,
          JSON.stringify(books),
          i,
        );
        for (const s of sections)
          insertSection.run(
            work.id,
            s.book,
            s.chapter,
            s.verse,
            s.verseEnd,
            s.heading,
            s.text,
            JSON.stringify(s.refs),
          );
      })();
      log(
        `commentary ${work.module}: ${report.sections} sections in ${books.length} books, ${report.refs} references resolved, ${report.unresolved.length} kept as text; ${report.introductions} book introduction(s) not stored`,
      );
      for (const u of report.unresolved.slice(0, 20))
        log(`  ${u.where}: osisRef "${u.osisRef}" ("${u.text}") not read`);
      if (report.unresolved.length > 20)
        log(`  … and ${report.unresolved.length - 20} more (meta.commentary_unresolved)`);
      commentaryUnresolved.push(...report.unresolved);
    }

    const t2 = performance.now();
    db.exec(POST_SQL);
    const setMeta = db.prepare('INSERT INTO meta VALUES (?, ?)');
    setMeta.run('fingerprint', fp);
    setMeta.run('schema_version', String(SCHEMA_VERSION));
    setMeta.run('imported_at', new Date().toISOString());
    setMeta.run('source_defects', JSON.stringify(defects));
    setMeta.run('commentary_unresolved', JSON.stringify(commentaryUnresolved));
    if (crossReferences) setMeta.run('cross_references_unread', JSON.stringify(crossReferences.unreadable));
    db.exec('ANALYZE');
    log(`indexes and full-text tables (${((performance.now() - t2) / 1000).toFixed(1)} s)`);
    db.close();
  }
}
