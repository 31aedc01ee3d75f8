/**
 * GET /api/search and the lexicon API under load (wrk, built server). Budget: p50 under 3 ms end
 * to end and p99 under 20 ms, for single words, phrases and all-translation queries, and for the
 * lexicon page of a frequent number (H430, G2316). Run `npm run build` first.
 */
import { startServer, verdict } from './lib/server';
import { requireWrk, wrk, wrkLine, type WrkResult } from './lib/wrk';

requireWrk();
const q = (params: Record<string, string>) =>
  `/api/search?${new URLSearchParams({ pageSize: '50', ...params })}`;
const WORDS = ['faith', 'grace', 'love', 'lord', 'shepherd', 'covenant', 'jesus', 'mercy', 'peace', 'light'];
const WORKLOADS: [string, string[]][] = [
  ['single words, KJV', WORDS.map((w) => q({ q: w }))],
  [
    'phrases, KJV',
    ['my shepherd', 'the lord is my', 'in the beginning', 'kingdom of heaven', 'son of man'].map((p) =>
      q({ q: p, mode: 'phrase' }),
    ),
  ],
  ['single words, all translations', WORDS.map((w) => q({ q: w, translation: 'all' }))],
  ['lexicon H430 + G2316 entries', ['/api/lexicon/H430', '/api/lexicon/G2316']],
  ['lexicon occurrences, first page', ['/api/lexicon/H430/occurrences', '/api/lexicon/G2316/occurrences']],
];

const server = await startServer();
try {
  console.log('wrk, 1 thread, server at LOG_LEVEL=warn; budget p50 < 3 ms, p99 < 20 ms');
  const results: [string, WrkResult, WrkResult][] = [];
  for (const [name, paths] of WORKLOADS) {
    wrk(server.url, paths, 2); // warm up
    const one = wrk(server.url, paths, 4, 1);
    const fifty = wrk(server.url, paths, 8, 50);
    results.push([name, one, fifty]);
    console.log(wrkLine(`${name} (1 conn)`, one));
    console.log(wrkLine(`${name} (50 conns)`, fifty));
  }
  for (const [name, one, fifty] of results) {
    console.log(
      `  ${name}: p50 (1 connection) ${verdict(one.p50 < 3)}, p99 (50 connections) ${verdict(fifty.p99 < 20)}`,
    );
  }
} finally {
  await server.stop();
}
