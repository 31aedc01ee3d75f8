// @vitest-environment jsdom
/** The library store: records checked when read, nothing lost on a bad value, reader prefs moved in. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { place, study } from './library.fixture';

/** A fresh module, as after a reload: its caches are empty. */
const load = async () => {
  vi.resetModules();
  return import('./library');
};

beforeEach(() => localStorage.clear());

describe('library store', () => {
  it('keeps a study once, newest first, and reads it back after a reload', async () => {
    const lib = await load();
    expect(lib.recordStudy(study())).toBe(true);
    expect(lib.recordStudy(study())).toBe(true);
    lib.recordStudy(study({ createdAt: '2026-05-02T10:00:00.000Z' }));
    const again = await load();
    const saved = again.slots.studies.get();
    expect(saved).toHaveLength(2);
    expect(saved[0]!.study.createdAt).toBe('2026-05-02T10:00:00.000Z');
  });

  it("keeps a study's server id (its link) and refuses a record whose id is no study id", async () => {
    const lib = await load();
    lib.recordStudy(study({ id: 'q3Zb0k1YwD8H_xTe' }));
    expect((await load()).slots.studies.get()[0]!.study.id).toBe('q3Zb0k1YwD8H_xTe');
    const { isStudy } = await import('./records');
    expect(isStudy(study({ id: '../../admin' }))).toBe(false);
    expect(isStudy(study())).toBe(true); // saved before studies were kept: no id, still a study
  });

  it('toggles a bookmark and saves a note on every change', async () => {
    const lib = await load();
    expect(lib.toggleBookmark(place, 'For God so loved')).toBe(true);
    lib.saveNote(place, 'L');
    lib.saveNote(place, 'Love');
    const again = await load();
    expect(again.slots.bookmarks.get().map((b) => b.id)).toEqual(['John.3.16-17']);
    expect(again.slots.notes.get()).toMatchObject([{ id: 'John.3.16-17', text: 'Love' }]);
    expect(again.toggleBookmark(place, '')).toBe(false);
    expect(again.slots.bookmarks.get()).toEqual([]);
  });

  it('keeps reading history newest first, once per chapter, capped', async () => {
    const lib = await load();
    for (let c = 1; c <= 120; c++) lib.recordReading('Ps', c, 'KJV');
    lib.recordReading('Ps', 5, 'KJV');
    const history = lib.slots.history.get();
    expect(history).toHaveLength(100);
    expect(history[0]).toMatchObject({ book: 'Ps', chapter: 5 });
    expect(history.filter((r) => r.chapter === 5)).toHaveLength(1);
  });

  it('drops a damaged record on read but keeps the raw value aside', async () => {
    const good = { ...place, id: 'John.3.16-17', text: 'x', createdAt: '2026-05-01T10:00:00.000Z' };
    const raw = JSON.stringify({ v: 1, data: [good, { ...good, book: 'Nope' }] });
    localStorage.setItem('library.bookmarks', raw);
    const lib = await load();
    expect(lib.slots.bookmarks.get()).toEqual([good]);
    expect(localStorage.getItem('library.bookmarks.unreadable')).toBe(raw);
  });

  it('keeps an unreadable value aside and starts empty', async () => {
    localStorage.setItem('library.notes', '{not json');
    const lib = await load();
    expect(lib.slots.notes.get()).toEqual([]);
    expect(localStorage.getItem('library.notes.unreadable')).toBe('{not json');
  });

  it('moves the reader’s former preferences into the settings store', async () => {
    localStorage.setItem('reader.redLetters', '0');
    localStorage.setItem('reader.versePerLine', '1');
    localStorage.setItem('reader.translation.fr', 'LSG');
    const lib = await load();
    expect(lib.slots.settings.get()).toMatchObject({
      redLetters: false,
      versePerLine: true,
      commentary: false,
      translations: { fr: 'LSG' },
    });
    expect(localStorage.getItem('reader.redLetters')).toBeNull();
    lib.setDefaultTranslation('es', 'RV1909');
    expect((await load()).slots.settings.get().translations).toEqual({ fr: 'LSG', es: 'RV1909' });
  });

  it('keeps how the reader shows the original language; an unknown value is off', async () => {
    const lib = await load();
    expect(lib.slots.settings.get().original).toBe('off');
    lib.updateSettings({ original: 'interlinear' });
    expect((await load()).slots.settings.get().original).toBe('interlinear');
    const { readSettings } = await import('./records');
    expect(readSettings({ original: 'column' }).original).toBe('column');
    expect(readSettings({ original: 'sideways' }).original).toBe('off');
  });
});

describe('a full or unavailable storage', () => {
  it('says the study was not stored, and keeps it for the visit', async () => {
    const lib = await load();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(lib.recordStudy(study())).toBe(false);
    expect(lib.slots.studies.stored()).toBe(false);
    expect(lib.slots.studies.get()).toHaveLength(1);
    setItem.mockRestore();
    expect(lib.recordStudy(study({ createdAt: '2026-05-03T10:00:00.000Z' }))).toBe(true);
    expect(lib.slots.studies.stored()).toBe(true);
  });
});
