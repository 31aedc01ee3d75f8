/**
 * The words the key passages repeat that matter (observation.ts): said at least three times in
 * small letters (Pierre the apostle is no "pierre", a stone), not everywhere in the Bible
 * (term_counts), not a name already listed, and not a word of grammar or speech in any language —
 * the stop words of stopwords-iso for Spanish and French (soit, aura, auprès, rien, fois, autres;
 * sea, había, dijo), a list of our own for the King James English (been, themselves, unto, hath),
 * whose archaic forms no modern list has, and modern lists count too many words a study of Scripture
 * needs ("world", "believe", "fire").
 */
import type Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import type { PassageVerse } from '../../../shared/api/scripture';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { fold } from '../../scripture/fold';

/**
 * stopwords-iso's lists (each ISO 639-1 code's stop words): its entry point is a JSON file, which
 * Node's ES modules import only with an attribute the built server's bundle (npm packages
 * external) would have to keep; required, it loads the same from source and from dist/.
 */
const stopwords = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;

const REPEATED = 10;
/** A word said fewer times than this in the passages is not pointed out as repeated. */
const MIN_REPEATS = 3;
/** A word in more verses of the Bible than this is too common to point out. */
const COMMON = 600;

/**
 * Words of grammar and speech the stop lists lack: the King James English's, and the older
 * Spanish and French forms of the Reina-Valera and the Segond (dijole, respondio, etait).
 */
const OWN_PLAIN = `para como pero porque entonces cuando donde sobre este esta estos estas aquel aquella todo todos
  toda todas dijo dijole dijeron respondio desde hasta tambien segun mismo ellos ellas vosotros nosotros habia
  tenia sera pour dans avec mais comme quand sont etait etaient leur leurs cette tous toutes aussi ainsi alors
  apres avait avaient point elle elles vous nous celui celle ceux dont sido fueron seran hubo estaba estaban
  furent chez sous vers notre votre nuestro nuestra nuestros nuestras vuestro vuestra vuestros donc puis voici
  afin lorsque cualquiera quiconque selon parce ayant etant contre sans entre encore pues luego aunque mientras
  ahora sino cual cuales avons avez auront aurait serait seront soient cause hemos habeis habian habiendo
  siendo sais savez savons savent disant disent dites disaient dirent tomó tomaron podré podrá puedo cosa cosas
  varón varones hombre hombres homme hommes chose choses cents mille milliers cientos mil millares hundred
  thousand thousands wilt canst knowest bringeth maketh giveth taketh doeth than that this these those with unto upon shall will which there their them they then when were
  have hath from into also even said saith thee thou thine your what whom whose where while because came come
  went shalt hast would should could therefore wherefore neither whosoever doth didst hadst been being
  themselves himself herself myself thyself yourselves ourselves itself every other others another again
  before after among about against such very some many much more most only same each both ever never here
  thus until till toward towards without within through over under down away forth hither thither thereof
  therein wherein whereof whither whence whereby thereby howbeit notwithstanding nevertheless behold yea nay
  also cometh goeth spake answered saying verily things thing make made took taken gave given lest wherewith`;

/**
 * Words of the stop lists a study of Scripture needs: truth, the word, strength, the right hand
 * (la verdad, la parole, la force, la droite).
 */
const KEEP = new Set(['verdad', 'verdadera', 'verdadero', 'parole', 'force', 'droite']);

const PLAIN = new Set(
  [...OWN_PLAIN.split(/\s+/), ...stopwords.es, ...stopwords.fr]
    .filter((w) => w && !KEEP.has(w))
    .map((w) => fold(w)),
);

const termStatements = new WeakMap<ScriptureRepo, Database.Statement>();
/** Verses of a translation with a word (term_counts), as read so far (bounded by the vocabulary). */
const dfs = new Map<string, number>();

function versesWith(repo: ScriptureRepo, term: string, translation: string): number {
  let stmt = termStatements.get(repo);
  if (!stmt) {
    stmt = repo.prepare('SELECT verses AS n FROM term_counts WHERE term = ? AND translation = ?');
    termStatements.set(repo, stmt);
  }
  const key = `${translation}\u0000${term}`;
  let n = dfs.get(key);
  if (n === undefined) dfs.set(key, (n = (stmt.get(term, translation) as { n: number } | undefined)?.n ?? 0));
  return n;
}

/** The repeated words that matter, most repeated first; `names`: the listed names' words, folded. */
export function repeatedWords(
  repo: ScriptureRepo,
  translation: string,
  verses: PassageVerse[],
  names: Set<string>,
): { word: string; n: number }[] {
  const words = new Map<string, number>();
  const shown = new Map<string, string>();
  // each written form weighed once (the passages say most of their words many times)
  const weighed = new Map<string, { f: string; bare: string } | null>();
  const weigh = (w: string) => {
    const bare = w.replace(/^(?:\p{L}|qu|jusqu|lorsqu|puisqu|quoiqu)[’']/iu, '');
    // a word in small letters only: one with a capital is a name (Pierre) or a sentence's start
    if (!/^\p{Ll}/u.test(bare)) return null;
    const f = fold(bare);
    return f.length < 4 || names.has(f) || PLAIN.has(f) ? null : { f, bare };
  };
  for (const v of verses)
    for (const w of v.text.split(/[^\p{L}'’-]+/u)) {
      let word = weighed.get(w);
      if (word === undefined) weighed.set(w, (word = weigh(w)));
      if (!word) continue;
      const { f, bare } = word;
      words.set(f, (words.get(f) ?? 0) + 1);
      if (!shown.has(f)) shown.set(f, bare);
    }
  return [...words]
    .filter(([, n]) => n >= MIN_REPEATS)
    .map(([f, n]) => ({ f, n, df: versesWith(repo, f, translation) }))
    .filter((w) => w.df > 0 && w.df <= COMMON)
    .sort((a, b) => b.n - a.n || a.df - b.df)
    .slice(0, REPEATED)
    .map((w) => ({ word: shown.get(w.f)!, n: w.n }));
}
