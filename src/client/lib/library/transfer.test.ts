// @vitest-environment jsdom
/** Export and import: a bad file changes nothing; a good one merges without duplicates or lost notes. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { place, study } from './library.fixture';

const load = async () => {
  vi.resetModules();
  return {
    lib: await import('./library'),
    transfer: await import('./transfer'),
    plans: await import('./plans'),
  };
};

beforeEach(() => localStorage.clear());

describe('library file', () => {
  it('refuses what is not a whole, valid library, naming the record at fault', async () => {
    const { transfer } = await load();
    expect(transfer.parseLibraryFile('{oops')).toEqual({ error: { id: 'notJson' } });
    expect(transfer.parseLibraryFile('{"a":1}')).toEqual({ error: { id: 'notLibrary' } });
    const file = { format: 'bible-study-library', version: 1, studies: [], bookmarks: [{ id: 'x' }] };
    expect(transfer.parseLibraryFile(JSON.stringify({ ...file, version: 9 }))).toEqual({
      error: { id: 'newerVersion' },
    });
    expect(transfer.parseLibraryFile(JSON.stringify(file))).toEqual({
      error: { id: 'badRecord', part: 'bookmarks', index: 0 },
    });
  });

  it('round-trips, says what it adds, and merges without duplicates', async () => {
    const { lib, transfer, plans } = await load();
    plans.startPlan('bible-year', '2026-11-01');
    plans.setDayRead('bible-year', 1, true);
    lib.recordStudy(study());
    lib.toggleBookmark(place, 'For God so loved');
    lib.saveNote(place, 'Mine');
    lib.recordReading('John', 3, 'KJV');
    lib.updateSettings({ redLetters: false });
    lib.setHighlight(place, 'green');
    const text = JSON.stringify(transfer.exportLibrary('es'));

    localStorage.clear();
    const fresh = await load();
    fresh.lib.saveNote(place, 'Theirs');
    fresh.plans.startPlan('bible-year', '2026-11-01');
    fresh.plans.setDayRead('bible-year', 2, true);
    const parsed = fresh.transfer.parseLibraryFile(text);
    if (!('file' in parsed)) throw new Error('refused');
    expect(parsed.file.language).toBe('es');
    expect(fresh.transfer.planImport(parsed.file)).toEqual({
      studies: 1,
      bookmarks: 1,
      notes: 0,
      notesJoined: 1,
      history: 1,
      plans: 1,
      highlights: 1,
    });
    expect(fresh.transfer.applyImport(parsed.file, true)).toBe(true);
    expect(fresh.lib.slots.notes.get()[0]!.text).toBe('Theirs\n\nMine');
    expect(fresh.lib.slots.settings.get().redLetters).toBe(false);
    // the reading plan's progress travels: the days read here and there
    expect(fresh.plans.planSlot.get()).toEqual([expect.objectContaining({ id: 'bible-year', read: [1, 2] })]);
    // a second import adds nothing
    expect(fresh.transfer.planImport(parsed.file)).toEqual({
      studies: 0,
      bookmarks: 0,
      notes: 0,
      notesJoined: 0,
      history: 0,
      plans: 0,
      highlights: 0,
    });
    fresh.transfer.applyImport(parsed.file, false);
    expect(fresh.lib.slots.studies.get()).toHaveLength(1);
    expect(fresh.lib.slots.bookmarks.get()).toHaveLength(1);
    expect(fresh.lib.slots.highlights.get()).toEqual([expect.objectContaining({ color: 'green' })]);
    expect(fresh.lib.slots.notes.get()[0]!.text).toBe('Theirs\n\nMine');
  });
});
