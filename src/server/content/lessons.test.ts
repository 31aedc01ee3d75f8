/** content/character-lessons.yaml and content/traits.yaml name what exists, and the methods' modelOnly questions exist. */
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../shared/books';
import { characterSeeds } from './characters';
import { characterLessons, characterTraits, lessonOf } from './lessons';
import { studyMethods } from './methods';

const ids = new Set(characterSeeds().map((c) => c.id));

describe('character lessons', () => {
  it('name characters that exist, each once', () => {
    const { warning, mixed, keyVerses } = characterLessons();
    for (const id of [...warning, ...mixed, ...Object.keys(keyVerses ?? {})])
      expect(ids.has(id), id).toBe(true);
    expect(new Set([...warning, ...mixed]).size).toBe(warning.length + mixed.length);
  });

  it('hold Judas, Cain and Jezebel up as warnings, David as an example with failures, Ruth as a model', () => {
    expect(['judas-iscariot', 'cain', 'jezebel'].map(lessonOf)).toEqual(['warning', 'warning', 'warning']);
    expect(lessonOf('david')).toBe('mixed');
    expect(lessonOf('ruth')).toBe('model');
  });

  it('traits have unique ids and a name in every language', () => {
    const traits = characterTraits();
    expect(new Set(traits.map((t) => t.id)).size).toBe(traits.length);
    for (const t of traits) for (const lang of UI_LANGUAGES) expect(t.name[lang], t.id).toBeTruthy();
  });

  it('a method’s modelOnly questions exist in every language', () => {
    for (const m of studyMethods())
      for (const n of m.modelOnly ?? [])
        for (const lang of UI_LANGUAGES)
          expect(m.questions[lang].length, `${m.id} ${lang}`).toBeGreaterThanOrEqual(n);
  });
});
