/**
 * Studies (issue 4): built-in composer time (budget: under 50 ms), time from request to the first
 * streamed byte against a local fake provider, a cached study's response time, and the Word
 * export's build time for a 2,000-token study. Run `npm run build` first.
 */
import { performance } from 'node:perf_hooks';
import { buildStudyDocx } from '../src/client/features/studies/word-export';
import { ScriptureRepo } from '../src/server/scripture/scripture.repo';
import { StudyCatalog } from '../src/server/studies/catalog';
import { characterSeeds } from '../src/server/content/characters';
import { composeStudy } from '../src/server/studies/compose/compose';
import { studyMethods } from '../src/server/content/methods';
import { FakeProvider } from '../src/test/fake-provider';
import { warmReferenceParsing } from '../src/shared/reference/parse';
import { UI_LANGUAGES } from '../src/shared/books';
import { startServer, verdict } from './lib/server';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const line = (name: string, xs: number[]) =>
  `${name.padEnd(52)} n=${String(xs.length).padStart(4)}  p50 ${pct(xs, 50).toFixed(2)} ms  p99 ${pct(xs, 99).toFixed(2)} ms  max ${Math.max(...xs).toFixed(2)} ms`;

// 1. the built-in composer, in process, every character with every character method
const repo = new ScriptureRepo('data/scripture.db');
warmReferenceParsing(); // as the server does at start-up
const catalog = new StudyCatalog(repo);
// as the server does once it listens (StudyService.warm): every character's events, and the
// composer in each language
await catalog.warm(new AbortController().signal);
for (const lang of UI_LANGUAGES)
  for (const m of studyMethods()) composeStudy(repo, catalog.character('moses', lang), m, lang);
const CHARACTER_SEEDS = characterSeeds();
const methods = studyMethods().filter((m) => m.scopes.includes('character'));
const cold: number[] = [];
const warm: number[] = [];
const slowest = { ms: 0, what: '' };
for (const [round, into] of [
  [0, cold],
  [1, warm],
] as const) {
  for (const c of CHARACTER_SEEDS) {
    for (const lang of ['en', 'te'] as const) {
      const t0 = performance.now();
      composeStudy(
        repo,
        catalog.character(c.id, lang),
        methods[(round + c.id.length) % methods.length],
        lang,
      );
      const ms = performance.now() - t0;
      into.push(ms);
      if (round === 0 && ms > slowest.ms)
        Object.assign(slowest, {
          ms,
          what: `${c.id}, ${lang}, method ${(round + c.id.length) % methods.length}`,
        });
    }
  }
}
console.log(line('built-in study, first time (cold chapter cache)', cold));
console.log(line('built-in study, again', warm));
console.log(`  slowest first time: ${slowest.what} (${slowest.ms.toFixed(1)} ms)`);
console.log(`  built-in study: max ${verdict(Math.max(...cold) < 50)} (50 ms)`);

// 2. first streamed byte against the fake provider (built server, openai driver)
const provider = await new FakeProvider().start();
provider.will({ kind: 'answer', text: '# Study\nMoses at the burning bush, Exodus 3:1-6.\n'.repeat(40) });
const ai = await startServer({
  STUDY_DRIVER: 'openai',
  OPENAI_BASE_URL: provider.url,
  OPENAI_API_KEY: 'bench',
  STUDY_RATE_LIMIT: '100000',
});
const firstByte: number[] = [];
const whole: number[] = [];
try {
  for (let i = 0; i < 60; i++) {
    const c = CHARACTER_SEEDS[i % CHARACTER_SEEDS.length];
    const t0 = performance.now();
    const res = await fetch(`${ai.url}/api/studies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ characterId: c.id, methodId: methods[0].id, fresh: true }),
    });
    const reader = res.body!.getReader();
    let first = true;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (first && new TextDecoder().decode(value).includes('event: delta')) {
        if (i >= 10) firstByte.push(performance.now() - t0);
        first = false;
      }
    }
    if (i >= 10) whole.push(performance.now() - t0);
  }
} finally {
  await ai.stop();
  await provider.stop();
}
console.log(line('request → first streamed delta (fake provider)', firstByte));
console.log(line('request → whole study done (fake provider)', whole));

// 3. a cached study (built server, built-in driver)
const built = await startServer({ STUDY_DRIVER: 'builtin', STUDY_RATE_LIMIT: '100000' });
// the server warms its studies for about 0.8 s once it listens (StudyService.warm): measured after
await new Promise((r) => setTimeout(r, 2000));
const cached: number[] = [];
const freshBuilt: number[] = [];
try {
  for (const [i, c] of CHARACTER_SEEDS.entries()) {
    const t0 = performance.now();
    const res = await fetch(`${built.url}/api/studies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        characterId: c.id,
        methodId: methods[i % methods.length].id,
        language: (['en', 'es', 'fr', 'te'] as const)[i % 4],
        fresh: true,
      }),
    });
    await res.json();
    freshBuilt.push(performance.now() - t0);
  }
  const body = JSON.stringify({ characterId: 'moses', methodId: methods[0].id, language: 'en' });
  const post = () =>
    fetch(`${built.url}/api/studies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
    }).then((r) => r.json());
  await post();
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    const { study } = await post();
    if (!study.cached) throw new Error('expected a cached study');
    cached.push(performance.now() - t0);
  }
} finally {
  await built.stop();
}
console.log(line('cached study, JSON (sequential requests)', cached));
console.log(line('built-in study, JSON, fresh (compose + check + store)', freshBuilt));
console.log(`  built-in study through the API: p99 ${verdict(pct(freshBuilt, 99) < 50)} (50 ms)`);

// 4. the Word export for a 2,000-token study (~1,500 words, ~9,000 characters)
const sentence =
  'Moses kept the flock of Jethro and saw the bush that burned and was not consumed (Exodus 3:1-6).';
const study = Array.from(
  { length: 24 },
  (_, i) => `# Section ${i + 1}\n${sentence} ${sentence}\n- ${sentence}\n- How does this apply to you?`,
).join('\n\n');
const docx: number[] = [];
for (let i = 0; i < 25; i++) {
  const t0 = performance.now();
  await buildStudyDocx(
    {
      language: 'en',
      title: 'Bible Study: Moses - Biographical Study',
      dateLine: 'Generated on: 11/21/2026',
      fileName: 'Moses_Biographical_Study_Bible_Study.docx',
    },
    study,
  );
  if (i >= 5) docx.push(performance.now() - t0);
}
console.log(line(`Word export, ${study.length} characters (Node, not a browser)`, docx));
repo.close();
