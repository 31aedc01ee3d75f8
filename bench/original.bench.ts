/**
 * The original languages against the built server (`npm run build` first), with wrk. Budgets
 * (issue 27): an interlinear chapter p99 ≤ 10 ms; a morphology search, cold, p99 ≤ 20 ms.
 * - interlinear: all 1,189 chapters once each in English and Spanish glosses, one request at a time
 *   (wrk, a client in C: fetch in this process added its own decoding and collections to every
 *   figure); Psalm 119 (176 verses, the longest) asked again and again, with wrk;
 * - morphology, cold: every Strong's number the text uses at least 50 times, each with its
 *   commonest parsing's first two or three characters (Vq, V-AAI…) — the broad searches, whose
 *   per-book count visits every occurrence — each URL once, one at a time (cold: every answer
 *   made afresh, none from the cache). The largest
 *   (G3588, the article, 19,000 words) is printed apart.
 * Also prints how scripture.db grew: the table and its index, from dbstat.
 */
import Database from 'better-sqlite3';
import { BOOKS } from '../src/shared/books';
import { startServer, verdict } from './lib/server';
import { requireWrk, wrk, wrkLine, wrkOnce } from './lib/wrk';

const BROWSER_ENCODING = 'accept-encoding: gzip, deflate, br';

requireWrk();

const db = new Database(process.env.SCRIPTURE_DB ?? 'data/scripture.db', { readonly: true });
const chapters = BOOKS.flatMap((b) => Array.from({ length: b.chapters }, (_, i) => `${b.osis}.${i + 1}`));
const common = db
  .prepare(
    `SELECT strongs, own, n FROM (SELECT strongs, own, count(*) AS n,
       row_number() OVER (PARTITION BY strongs ORDER BY count(*) DESC) AS r
       FROM original_words WHERE strongs IS NOT NULL GROUP BY strongs, own) WHERE r = 1 AND n >= 50`,
  )
  .raw()
  .all() as [string, string, number][];
const sizes = db
  .prepare("SELECT name, sum(pgsize) FROM dbstat WHERE name LIKE 'original_words%' GROUP BY name")
  .raw()
  .all() as [string, number][];
db.close();
const shuffle = <T>(xs: T[]) => xs.sort(() => Math.random() - 0.5);
const interlinear = shuffle(
  chapters.flatMap((c) => ['en', 'es'].map((lang) => `/api/interlinear?ref=${c}&lang=${lang}`)),
);
const prefix = (own: string) => (own.includes('-') ? own.split('-').slice(0, 2).join('-') : own.slice(0, 2));
const morphology = shuffle(
  common.map(([s, own]) => `/api/morphology?strongs=${s}&morph=${encodeURIComponent(prefix(own))}`),
);

const server = await startServer();
try {
  await server.settled();
  const once = (paths: string[]) => wrkOnce(server.url, paths, [BROWSER_ENCODING]);
  await once(['/api/interlinear?ref=Gen.1', '/api/morphology?strongs=H1&morph=N']); // warm up
  const inter = await once(interlinear);
  const ps119 = wrk(server.url, ['/api/interlinear?ref=Ps.119&lang=fr'], 3, 1);
  const morph = await once(morphology);
  const article = await once(['/api/morphology?strongs=G3588&morph=T-']);
  console.log(
    `original languages (wrk: each URL once in turn, brotli as browsers ask; server at LOG_LEVEL=warn)`,
  );
  console.log(wrkLine(`interlinear, ${interlinear.length} chapters`, inter));
  console.log(wrkLine('interlinear Psalm 119 again (wrk, plain)', ps119));
  console.log(wrkLine(`morphology, ${morphology.length} searches cold`, morph));
  console.log(wrkLine('morphology G3588 T-, 19,000 words, cold', article));
  console.log(
    `  budgets: interlinear chapter p99 ≤ 10 ms ${verdict(inter.p99 <= 10)}, morphology cold p99 ≤ 20 ms ${verdict(morph.p99 <= 20)}`,
  );
  for (const [name, bytes] of sizes) console.log(`  scripture.db: ${name} ${(bytes / 1e6).toFixed(1)} MB`);
  console.log(`  server RSS after the runs: ${server.rssMb().toFixed(0)} MB`);
} finally {
  await server.stop();
}
