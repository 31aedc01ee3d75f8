/**
 * The people data as a teacher needs it (issue 42 §2), on the imported scripture.db: the families
 * and lives the source got wrong or left out, corrected by content/ (theographic-errata.yaml,
 * events/, event-titles.yaml) and held by the import's check of the 157 characters
 * (import/people-check.ts). Each case failed on the data imported before the corrections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../shared/api';
import { UI_LANGUAGES } from '../../shared/books';
import { characterSeeds } from '../content/characters';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { scriptureDbPath } from '../../test/scripture-db';
import { PeopleService } from './people.service';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

let repo: ScriptureRepo;
let people: PeopleService;
beforeAll(() => {
  repo = new ScriptureRepo(scriptureDbPath());
  people = new PeopleService(repo, characterSeeds());
});
afterAll(() => repo.close());

const person = (id: string, lang: 'en' | 'fr' = 'en'): Person => people.person(id, lang);
const ids = (refs: { id: string }[]) => refs.map((r) => r.id);
const eventIds = (p: Person, role?: 'participant') =>
  p.events.filter((e) => !role || e.role === role).map((e) => e.id);
const placeIds = (p: Person) => p.places.map((pl) => pl.id);

describe('Esther', () => {
  it('has her husband Ahasuerus and Mordecai, her cousin who brought her up (Esther 2:7, 17)', () => {
    const esther = person('esther_1343');
    expect(ids(esther.partners)).toEqual(['ahasuerus_117']);
    expect(ids(esther.cousins)).toEqual(['mordecai_2107']);
    expect(ids(esther.raisedBy)).toEqual(['mordecai_2107']);
    expect(esther.father?.id).toBe('abihail_32');
    const ahasuerus = person('ahasuerus_117');
    expect(ids(ahasuerus.partners).sort()).toEqual(['esther_1343', 'vashti_2937']);
    // Daniel 9:1's Ahasuerus, the father of Darius the Mede, is another man
    expect(ids(ahasuerus.children)).not.toContain('darius_980');
    expect(eventIds(ahasuerus)).not.toContain(240);
    expect(ids(person('mordecai_2107').raised)).toEqual(['esther_1343']);
  });

  it('lives her life in dated events: made queen, Haman’s plot, before the king, Purim', () => {
    const esther = person('esther_1343');
    const life = eventIds(esther, 'participant');
    for (const id of [1511, 1514, 1515, 1517, 1519]) expect(life, String(id)).toContain(id);
    expect(esther.events.find((e) => e.id === 1511)).toMatchObject({
      start: -479,
      verses: ['Esth.2.15-Esth.2.20'],
    });
    expect(placeIds(esther)).toEqual(['susa_1118']);
    expect(person('esther_1343', 'fr').events.find((e) => e.id === 1511)?.title).toBe('Esther devient reine');
  });
});

describe('Peter', () => {
  it('is not on Paul’s second journey, nor in Athens, Philippi or Berea', () => {
    const peter = person('peter_2745');
    expect(eventIds(peter)).not.toContain(345);
    for (const place of ['athens_118', 'philippi_942', 'berea_177', 'corinth_306'])
      expect(placeIds(peter)).not.toContain(place);
  });

  it('has his call, confession, transfiguration, denial, restoration, Pentecost and Cornelius in order', () => {
    const life = eventIds(person('peter_2745'), 'participant');
    // call, confession, transfiguration, denial, restoration, Pentecost, Cornelius
    const order = [282, 1603, 1605, 1625, 1635, 308, 329].map((id) => life.indexOf(id));
    expect(
      order.every((i) => i >= 0),
      order.join(),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('Paul', () => {
  it('goes on the second journey after the Jerusalem council, once, and the third from Acts 18:23', () => {
    const paul = person('paul_2479');
    const life = eventIds(paul);
    expect(life.indexOf(344)).toBeLessThan(life.indexOf(345)); // council, then the journey
    expect(life.indexOf(346)).toBeLessThan(life.indexOf(345)); // parted from Barnabas first
    expect(life).not.toContain(348); // "Second Missionary Journey begins", the same journey again
    expect(life).not.toContain(362); // "Third Missionary Journey Begins" was Apollos at Ephesus
    expect(paul.events.find((e) => e.id === 345)?.verses[0]).toBe('Acts.15.40-Acts.15.41');
    expect(paul.events.find((e) => e.id === 363)?.verses[0]).toMatch(/^Acts\.18\.23-/);
  });

  it('writes to the Galatians after the visit and the quarrel at Antioch the letter tells (Galatians 2)', () => {
    const life = eventIds(person('paul_2479'));
    // Galatians 2:1-10 (the council's visit), the council, Peter at Antioch (2:11-21), the parting
    // from Barnabas, the letter, the second journey
    const order = [1802, 344, 1803, 346, 347, 345].map((id) => life.indexOf(id));
    expect(
      order.every((i) => i >= 0),
      order.join(),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('leaves Apollos’ Acts 18:24-28 to Apollos, Priscilla and Aquila', () => {
    const apollos = person('apollos_276');
    expect(eventIds(apollos, 'participant')).toContain(1804);
    expect(eventIds(apollos)).not.toContain(362);
    expect(apollos.events.find((e) => e.id === 1804)?.verses).toEqual(['Acts.18.24-Acts.18.28']);
  });
});

describe('Abigail', () => {
  it('has 1 Samuel 25, not only the reigns of Saul and David', () => {
    const life = eventIds(person('abigail_26'), 'participant');
    expect(life).toEqual(expect.arrayContaining([1223, 1224]));
    expect(
      person('abigail_26').events.filter((e) => e.role === 'participant' && !e.span).length,
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('families as Scripture gives them', () => {
  it('corrects the source where it contradicts the verses', () => {
    expect(ids(person('samson_2468').partners)).toEqual([]); // Delilah was not his wife (Judges 16:4)
    expect(person('eve_1231').father).toBeNull(); // Luke 3:38 calls Adam, not Eve, the son of God
    expect(person('mary_1938').father).toBeNull(); // Luke 3:23's Heli is Joseph's
    expect(ids(person('mary_1938').cousins)).toEqual(['elisabeth_1152']); // Luke 1:36
    expect(ids(person('jethro_2431').children)).not.toContain('eliasaph_1091');
    expect(ids(person('moses_2108').raisedBy)).toEqual(['daughter_of_pharaoh_988']); // Exodus 2:10
    // Solomon's full brothers are Bath-shua's (1 Chronicles 3:5), the rest half-brothers
    const solomon = person('solomon_2762');
    expect(ids(solomon.siblings).sort()).toEqual(['nathan_2152', 'shammua_2547', 'shobab_2715']);
    expect(ids(solomon.halfSiblings)).toContain('tamar_2822');
  });
});

describe('every study character', () => {
  it('takes part in three dated events of its life, or as many as content/people-check.yaml says Scripture tells', () => {
    const allowed = parse(readFileSync('content/people-check.yaml', 'utf8')) as {
      fewEvents: { character: string; events: number }[];
    };
    const few = new Map(allowed.fewEvents.map((f) => [f.character, f.events]));
    const short: string[] = [];
    for (const c of characterSeeds()) {
      const life = person(c.person).events.filter((e) => e.role === 'participant' && !e.span);
      if (life.length < (few.get(c.id) ?? 3)) short.push(`${c.id}: ${life.length}`);
    }
    expect(short).toEqual([]);
    // no character is let off with a reign alone, but those Scripture tells nothing of but their book
    const reignsOnly = characterSeeds().filter((c) => {
      if (few.get(c.id) === 0) return false;
      const life = person(c.person).events.filter((e) => e.role === 'participant');
      return life.length > 0 && life.every((e) => e.span);
    });
    expect(reignsOnly.map((c) => c.id)).toEqual([]);
  });

  it('has every event title in Spanish, French and Telugu', () => {
    const english = new Set<string>();
    for (const c of characterSeeds())
      for (const lang of UI_LANGUAGES)
        for (const e of people.person(c.person, lang).events)
          if (e.titleLanguage !== lang) english.add(`${e.id} ${lang}`);
    expect([...english]).toEqual([]);
  });
});
