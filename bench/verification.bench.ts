/**
 * Verification over the built-in studies of all 144 characters (method 1, each language):
 * how quotations fare, how long verification takes, and how often the "does not name {person}"
 * hint fires — with a random sample of hints to judge by hand (`SAMPLE=40 npm run bench:verification`);
 * then the CPU a hostile text costs POST /api/verify, with its limits and without.
 */
import { scriptureDbPath } from '../src/test/scripture-db';
import { ScriptureRepo } from '../src/server/scripture/scripture.repo';
import { StudyCatalog } from '../src/server/studies/catalog';
import { characterSeeds } from '../src/server/content/characters';
import { composeStudy } from '../src/server/studies/compose/compose';
import { personNames } from '../src/server/verification/person-hints';
import { verifyText } from '../src/server/verification/verification';
import { VERIFY_LIMITS } from '../src/server/verification/verify-limits';
import type { UiLanguage } from '../src/shared/books';
import { VERIFY_MAX_CHARS } from '../src/shared/limits';
import { splitText } from '../src/shared/text-parts';
import { sermon } from '../src/test/sermon';

const repo = new ScriptureRepo(scriptureDbPath());
const catalog = new StudyCatalog(repo);
const CHARACTER_SEEDS = characterSeeds();
const sampleSize = Number(process.env.SAMPLE ?? 40);
const langs = (process.env.LANGS ?? 'en,es').split(',') as UiLanguage[];

for (const lang of langs) {
  let refs = 0;
  let hints = 0;
  let ms = 0;
  const counts = { exact: 0, close: 0, misquoted: 0, unattributed: 0 };
  const all: { person: string; text: string; verses: string }[] = [];
  const charactersWithHints = new Set<string>();
  for (const seed of CHARACTER_SEEDS) {
    const subject = catalog.character(seed.id, lang);
    const method = catalog.studyMethods.method(1, 'character');
    const text = composeStudy(repo, subject, method, lang);
    const t0 = performance.now();
    const { references, verification } = verifyText(repo, text, {
      translation: repo.bestTranslationFor(lang).id,
      person: { name: subject.name, names: personNames(seed) },
    });
    ms += performance.now() - t0;
    refs += references.filter((r) => r.valid).length;
    hints += verification.hints.length;
    for (const k of Object.keys(counts) as (keyof typeof counts)[]) counts[k] += verification.counts[k];
    for (const q of verification.quotations)
      if (q.status !== 'exact') console.log(`  ${seed.id} ${q.status} ${q.osis}: ${q.quote.slice(0, 80)}`);
    for (const h of verification.hints) {
      charactersWithHints.add(seed.id);
      const line = text.slice(text.lastIndexOf('\n', h.start) + 1, text.indexOf('\n', h.end));
      all.push({ person: subject.name, text: line, verses: h.osis });
    }
  }
  console.log(
    `${lang}: ${CHARACTER_SEEDS.length} studies, ${refs} valid references, ${hints} hints (${((100 * hints) / refs).toFixed(1)}%) in ${charactersWithHints.size} studies; quotations ${JSON.stringify(counts)}; verification ${(ms / CHARACTER_SEEDS.length).toFixed(1)} ms a study`,
  );
  if (lang === langs[0]) {
    // a fixed pseudo-random sample, the same every run
    let seed = 15;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const sample = [...all].sort(() => rand() - 0.5).slice(0, sampleSize);
    for (const s of sample) {
      const [book, c] = s.verses.split('-')[0].split('.');
      const v = repo.verses(
        'KJV',
        {
          start: { book, chapter: Number(c), verse: Number(s.verses.split('-')[0].split('.')[2] ?? 1) },
          end: { book, chapter: Number(c), verse: Number(s.verses.split('-')[0].split('.')[2] ?? 1) },
        },
        1,
      )[0];
      console.log(`HINT ${s.person} | ${s.verses} | ${s.text.slice(0, 90)} | ${v?.text.slice(0, 110)}`);
    }
  }
}
// hostile texts for POST /api/verify (at most 20,000 characters): CPU the event loop gives to one
// request, with the route's limits (VERIFY_LIMITS: it stops and says where to go on) and without
// them (a study the server wrote)
const hostile: Record<string, string> = {
  '200 misquotations citing Psalm 119': Array.from(
    { length: 200 },
    (_, i) => `"blessed are the undefiled who walk the law number ${i}" (Psalm 119)`,
  ).join('\n'),
  'one 2,600-word misquotation of Psalm 119': `"${Array.from({ length: 2_600 }, (_, i) => `law${i % 7}`).join(' ')}" (Psalm 119)`,
  '1,350 references': `${Array.from({ length: 150 }, (_, i) => `Psalm 119:${i + 1}`).join('; ')}\n`.repeat(9),
};
const cpuMs = (run: () => unknown) => {
  const runs = Array.from({ length: 5 }, () => {
    const c0 = process.cpuUsage();
    run();
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1000;
  }).sort((a, b) => a - b);
  return runs[2].toFixed(0);
};
for (const [name, text] of Object.entries(hostile)) {
  const limited = verifyText(repo, text, { translation: 'KJV', limits: VERIFY_LIMITS }).verification;
  console.log(
    `hostile, ${name}: ${cpuMs(() => verifyText(repo, text, { translation: 'KJV', limits: VERIFY_LIMITS }))} ms CPU with the limits (${limited.quotations.length} quotations checked, ${limited.capped} capped, ${limited.checkedTo === undefined ? 'to the end' : `the rest from character ${limited.checkedTo}`}), ${cpuMs(() => verifyText(repo, text, { translation: 'KJV' }))} ms without`,
  );
}
// a sermon (issue 43), sent as the check page sends it: parts of at most VERIFY_MAX_CHARS, each
// request going on where the one before stopped (`checkedTo`). The CPU of each request (issue 41:
// none over 100 ms of main-thread CPU), how many it took, and the quotations checked
for (const length of [30_000, 60_000]) {
  const text = sermon(length);
  const requests: { ms: number; quotations: number }[] = [];
  for (let pos = 0; text.slice(pos).trim();) {
    const part = splitText(text.slice(pos), VERIFY_MAX_CHARS)[0];
    const chunk = text.slice(pos + part.start, pos + part.end);
    const c0 = process.cpuUsage();
    const v = verifyText(repo, chunk, { translation: 'KJV', limits: VERIFY_LIMITS }).verification;
    const c = process.cpuUsage(c0);
    requests.push({ ms: (c.user + c.system) / 1000, quotations: v.quotations.length });
    pos += part.start + (v.checkedTo ?? chunk.length);
  }
  const ms = requests.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `sermon of ${text.length.toLocaleString('en')} characters: ${requests.length} requests, CPU ms each ${requests.map((r) => r.ms.toFixed(0)).join(', ')} (max ${ms.at(-1)!.toFixed(0)}), ${requests.reduce((n, r) => n + r.quotations, 0)} quotations checked`,
  );
}
repo.close();
