/**
 * Full import time and scripture.db size. Budget: 90 s on the 2-core machine for everything (issues
 * 27 and 28: twelve Bibles, the original languages, people, commentaries, the search index); issue
 * 13's 60 s held for four Bibles.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runImport } from '../src/import/import';
import { verdict } from './lib/server';

const dir = mkdtempSync(join(tmpdir(), 'import-bench-'));
const db = join(dir, 'scripture.db');
const full = await runImport({ db, force: true, log: (m) => console.log(`  ${m}`) });
const again = await runImport({ db });
console.log(`\nfull import: ${full.seconds.toFixed(1)} s (budget 90 s: ${verdict(full.seconds <= 90)})`);
console.log(`scripture.db: ${(full.bytes / 1e6).toFixed(1)} MB`);
console.log(`re-run when current: ${(again.seconds * 1000).toFixed(0)} ms (skipped: ${again.skipped})`);
rmSync(dir, { recursive: true, force: true });
