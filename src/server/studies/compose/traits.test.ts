/**
 * The traits a character's content file names (`traits` in content/characters/*.yaml, issue 25):
 * each is a trait of content/traits.yaml, its words are in the verse (KJV), and the verse names the
 * person (the people data) or lies in one of the key passages — so no trait rests on a verse about
 * someone else. The Character Trait study names them first.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseReference } from '../../../shared/reference/parse';
import { rangeWithin } from '../../../shared/reference/osis';
import { ScriptureRepo } from '../../scripture/scripture.repo';
import { scriptureDbPath } from '../../../test/scripture-db';
import { characterSeeds } from '../../content/characters';
import { characterTraits } from '../../content/lessons';
import { studyMethods } from '../../content/methods';
import { personVerseIds } from '../../people/person-events';
import { StudyCatalog } from '../catalog';
import { composeStudy } from './compose';

const repo = new ScriptureRepo(scriptureDbPath());
const catalog = new StudyCatalog(repo);
afterAll(() => repo.close());

const CHOSEN = characterSeeds().flatMap((c) =>
  (c.traits ?? []).map(({ trait, verse, kjv }) => [c.id, trait, verse, kjv] as const),
);
const seeds = new Map(characterSeeds().map((c) => [c.id, c]));
const traitIds = new Set(characterTraits().map((t) => t.id));

describe('the traits the characters’ files name', () => {
  it('are named for many characters', () => {
    expect(new Set(CHOSEN.map(([id]) => id)).size).toBeGreaterThanOrEqual(2);
  });
  it.each(CHOSEN)('%s: %s (%s, "%s")', (id, trait, verse, words) => {
    const seed = seeds.get(id)!;
    expect(traitIds.has(trait), `${trait} is not an id of content/traits.yaml`).toBe(true);
    const range = parseReference(verse)!.ranges[0];
    const text = repo.verses('KJV', range, 4).map((v) => v.text);
    expect(text.join(' ').toLowerCase(), `${verse} in the KJV`).toContain(words.toLowerCase());
    const passages = seed.passages.flatMap((p) => parseReference(p)!.ranges);
    const inPassage = passages.some((p) => rangeWithin(range, p));
    const named = personVerseIds(repo, seed.person).has(
      `${range.start.book}.${range.start.chapter}.${range.start.verse}`,
    );
    expect(inPassage || named, `${verse} neither names ${seed.person} nor lies in a key passage`).toBe(true);
  });
});

describe('Character Trait names the chosen traits first', () => {
  const method = studyMethods().find((m) => m.id === 2)!;
  it('Barnabas: encouragement on vouching for Saul and on Mark’s second chance (issue 25)', () => {
    const text = composeStudy(repo, catalog.character('barnabas', 'en'), method, 'en');
    const line = text.split('\n').find((l) => l.startsWith('- Encouragement'))!;
    expect(line).toContain('Acts 9:27');
    expect(line).toContain('Acts 15:37');
    expect(text).toMatch(/- Generosity \(strength\): Acts 4:37/);
    expect(text.indexOf('Traits Scripture shows in Barnabas')).toBeGreaterThan(-1);
  });
  it('Mary Magdalene has traits of her own, on her verses (in French, the Segond’s)', () => {
    const text = composeStudy(repo, catalog.character('mary-magdalene', 'fr'), method, 'fr');
    expect(text).toContain('Service');
    expect(text).toContain('Luc 8:3');
    expect(text).toContain('Jean 20:18');
    expect(text).not.toContain('Jean 20:8');
  });
});
