import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { parseReference } from '../../shared/reference/parse';
import { UI_LANGUAGES } from '../../shared/books';
import { scriptureDbPath } from '../../test/scripture-db';
import { ScriptureRepo } from './scripture.repo';
import { versesOfTheDay } from '../content/verse-of-the-day';
import { verseOfTheDay, votdEntryFor } from './votd.service';

const VERSES_OF_THE_DAY = versesOfTheDay();

describe('the verse of the day list', () => {
  it('has at least 60 different verses, each with a reflection in four languages', () => {
    expect(VERSES_OF_THE_DAY.length).toBeGreaterThanOrEqual(60);
    expect(new Set(VERSES_OF_THE_DAY.map((e) => e.ref)).size).toBe(VERSES_OF_THE_DAY.length);
    for (const e of VERSES_OF_THE_DAY)
      for (const l of UI_LANGUAGES) expect(e.reflection[l], `${e.ref} ${l}`).toMatch(/\S{3}/);
  });

  it('names only verses every installed translation has', () => {
    const db = new Database(scriptureDbPath(), { readonly: true });
    const repo = new ScriptureRepo(scriptureDbPath());
    try {
      for (const e of VERSES_OF_THE_DAY) {
        const parsed = parseReference(e.ref);
        expect(parsed, e.ref).not.toBeNull();
        for (const t of repo.translations())
          expect(repo.versesByKjv(t.id, parsed!.ranges[0], 50).length, `${e.ref} ${t.id}`).toBeGreaterThan(0);
      }
    } finally {
      repo.close();
      db.close();
    }
  });

  it('changes with the date and comes round again after the whole list', () => {
    expect(votdEntryFor('2026-11-21')).not.toBe(votdEntryFor('2026-11-22'));
    const later = new Date(Date.parse('2026-11-21') + VERSES_OF_THE_DAY.length * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(votdEntryFor(later)).toBe(votdEntryFor('2026-11-21'));
  });

  it('uses the best translation for the language, and says which', () => {
    const repo = new ScriptureRepo(scriptureDbPath());
    try {
      expect(verseOfTheDay(repo, 'es', '2026-11-21').translation.id).toBe('RV1909');
      expect(verseOfTheDay(repo, 'en', '2026-11-21').translation.id).toBe('KJV');
      expect(verseOfTheDay(repo, 'fr', '2026-11-21').translation).toEqual({
        id: 'LSG',
        name: 'Louis Segond 1910',
        language: 'fr',
      });
      const te = verseOfTheDay(repo, 'te', '2026-11-21');
      expect(te.translation.language).toBe('en'); // no Telugu Bible installed: English, labelled
      expect(te.translation.fallback).toBe(true);
      expect(te.reflection).toMatch(/[\u0C00-\u0C7F]/);
      expect(te.reference).toMatch(/[\u0C00-\u0C7F]/);
    } finally {
      repo.close();
    }
  });
});
