/** Writes the reference works into scripture.db: Strong's lexicons, Nave's Topical Bible, commentaries. */
import type Database from 'better-sqlite3';
import { BOOKS } from '../shared/books';
import { COMMENTARY_WORKS, readCommentarySections } from './commentaries';
import { readLexicon, readNaves } from './reference-works';
import type { SwordConf } from './sword';

export interface UnresolvedReference {
  where: string;
  osisRef: string;
  text: string;
}

/** `verseScheme`: the translation whose last verse of each chapter bounds a commentary section. */
export async function writeReferenceWorks(
  db: Database.Database,
  confs: Map<string, SwordConf>,
  swordPath: string,
  verseScheme: string,
  log: (msg: string) => void,
): Promise<{ commentaryUnresolved: UnresolvedReference[] }> {
  const commentaryUnresolved: UnresolvedReference[] = [];
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
        e.refs.forEach((r, seq) => insertRef.run(i + 1, seq, r.section, r.osis, r.book, r.chapter, r.verse));
      });
    })();
    log(`Nave's: ${entries.length} entries`);
  } else log("Nave's module not installed: topics skipped");

  const lastVerses = new Map<string, number>();
  for (const r of db
    .prepare(
      'SELECT book, chapter, max(verse) AS last FROM verses WHERE translation = ? GROUP BY book, chapter',
    )
    .all(verseScheme) as { book: number; chapter: number; last: number }[]) {
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

  return { commentaryUnresolved };
}
