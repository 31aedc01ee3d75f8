/**
 * Warming the studies once the server listens (StudyService.warm, issue 16): every character's
 * Nave's events resolved and checked, every method written in every language by a driver that
 * writes offline — nothing kept or cached — and nothing more once the server closes.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { UI_LANGUAGES } from '../../shared/books';
import { scriptureDbPath } from '../../test/scripture-db';
import { characterSeeds } from '../content/characters';
import { studyMethods } from '../content/methods';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { SqliteStore } from '../store/sqlite.store';
import { BuiltinDriver } from './builtin.driver';
import { StudyCatalog } from './catalog';
import { StudyService } from './studies.service';

const repo = new ScriptureRepo(scriptureDbPath());
const store = new SqliteStore(':memory:');
afterAll(async () => {
  await store.close();
  repo.close();
});

function service() {
  const catalog = new StudyCatalog(repo);
  const driver = new BuiltinDriver(repo);
  return {
    warm: (signal: AbortSignal) => new StudyService(repo, catalog, store, driver).warm(signal),
    resolved: vi.spyOn(catalog, 'character'),
    written: vi.spyOn(driver, 'warm'),
  };
}

describe('warming the studies', () => {
  it('resolves every character and writes every method in every language, keeping nothing', async () => {
    await store.migrate();
    const { warm, resolved, written } = service();
    await warm(new AbortController().signal);
    expect(new Set(resolved.mock.calls.map(([id]) => id))).toEqual(
      new Set(characterSeeds().map((c) => c.id)),
    );
    const orders = written.mock.calls.map(([o]) => `${o.language} ${o.method.id}`);
    expect(new Set(orders).size).toBe(UI_LANGUAGES.length * studyMethods().length);
    expect(written.mock.results.every((r) => typeof r.value === 'string' && r.value.length > 500)).toBe(true);
    expect(await store.getKeptStudy(written.mock.calls[0][0].subject.id)).toBeNull();
  });

  it('does nothing once the server is closing', async () => {
    const { warm, resolved, written } = service();
    const closing = new AbortController();
    closing.abort();
    await warm(closing.signal);
    expect(resolved).not.toHaveBeenCalled();
    expect(written).not.toHaveBeenCalled();
  });
});
