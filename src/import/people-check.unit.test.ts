/**
 * The check of the study characters at import (people-check.ts checkCharacters), the corrections
 * content/ makes (people-errata.ts, content-events.ts) and where a person is said to have been
 * (person-places.ts), on small data written for the test.
 */
import { describe, expect, it } from 'vitest';
import { checkCharacters, checkTheographic, isSpan, spouseIn, type CheckAllowances } from './people-check';
import { applyFamilyErrata, applyVerseErrata, type Errata } from './people-errata';
import { expandVerses, mergeContentEvents, type ContentEvent } from './content-events';
import { personPlaces } from './person-places';
import type { TheoEvent, TheoPerson, Theographic } from './theographic';

const person = (id: string, more: Partial<TheoPerson> = {}): TheoPerson => ({
  id,
  name: id.split('_')[0].replace(/^./, (c) => c.toUpperCase()),
  displayTitle: id,
  gender: 'male',
  alsoCalled: [],
  birthYear: null,
  deathYear: null,
  birthPlace: null,
  deathPlace: null,
  easton: '',
  verses: [],
  mother: [],
  father: [],
  partners: [],
  children: [],
  siblings: [],
  halfSiblings: [],
  cousins: [],
  raisedBy: [],
  raised: [],
  ...more,
});
const event = (
  id: number,
  title: string,
  verses: string[],
  participants: string[],
  more: Partial<TheoEvent> = {},
): TheoEvent => ({
  id,
  title,
  titles: { en: title },
  years: 0,
  start: -474,
  sort: -474,
  predecessor: null,
  verses,
  participants,
  people: [...participants],
  places: [],
  locations: [],
  ...more,
});

/** Esther's story as the source had it: no husband, no events. */
function esther(): Theographic {
  return {
    people: [
      person('esther_1', { gender: 'female', verses: ['Esth.2.17', 'Esth.5.1', 'Esth.7.5'] }),
      person('ahasuerus_2', { verses: ['Esth.1.2', 'Esth.7.5'], partners: ['vashti_3'] }),
      person('vashti_3', { gender: 'female', verses: ['Esth.1.9'], partners: ['ahasuerus_2'] }),
      person('peter_4', { verses: ['Acts.15.7'] }),
    ],
    places: [],
    events: [event(345, 'Second Missionary Journey', ['Acts.15.7', 'Acts.16.12', 'Acts.17.16'], ['peter_4'])],
  };
}
const KJV: Record<string, string> = {
  'Esth.7.5': 'Then the king Ahasuerus answered and said unto Esther the queen, Who is he, and where is he',
  'Esth.2.17': 'And the king loved Esther above all the women, … and made her queen instead of Vashti.',
};
const kjv = (v: string) => KJV[v];
const characters = [
  { id: 'esther', person: 'esther_1' },
  { id: 'peter', person: 'peter_4' },
];

describe('the check of the study characters', () => {
  it('fails on a character with no dated event, an unlinked spouse, and an event that does not name the person', () => {
    const failures = checkCharacters(esther(), characters, {}, kjv);
    expect(failures).toEqual([
      'esther (esther_1): takes part in 0 dated event(s) of its life (none); Scripture tells 3 or more',
      'esther (esther_1): Esth.7.5 calls ahasuerus_2 and esther_1 husband and wife; not linked as spouses',
      'peter (peter_4): takes part in 1 dated event(s) of its life (Second Missionary Journey); Scripture tells 3 or more',
    ]);
    // the verses name Peter (Acts 15:7, the council) but the journey has other verses: the check
    // passes it; an event none of whose verses names him fails
    const data = esther();
    data.events[0].verses = ['Acts.16.12', 'Acts.17.16'];
    expect(checkCharacters(data, characters, {}, kjv)).toContain(
      'peter (peter_4): in event 345 "Second Missionary Journey", none of whose verses names it',
    );
  });

  it('passes once the data is corrected, and holds what content/people-check.yaml allows to its word', () => {
    const data = esther();
    data.people[0].partners.push('ahasuerus_2');
    data.people[1].partners.push('esther_1');
    data.events.push(
      event(1511, 'Esther is made queen', ['Esth.2.17'], ['esther_1']),
      event(1515, 'Esther goes in unbidden to the king', ['Esth.5.1'], ['esther_1']),
      event(1517, 'Esther exposes Haman', ['Esth.7.5'], ['esther_1']),
    );
    const allow: CheckAllowances = { fewEvents: [{ character: 'peter', events: 1, why: 'test' }] };
    expect(checkCharacters(data, characters, allow, kjv)).toEqual([]);
    // an allowance the data no longer needs fails
    const stale: CheckAllowances = {
      ...allow,
      fewEvents: [...allow.fewEvents!, { character: 'esther', events: 1, why: 'test' }],
    };
    expect(checkCharacters(data, characters, stale, kjv)).toEqual([
      'esther: content/people-check.yaml allows fewer events, but it has 3',
    ]);
    const unnamed: CheckAllowances = {
      ...allow,
      unnamed: [{ person: 'esther_1', events: [1511], why: 'test' }],
    };
    expect(checkCharacters(data, characters, unnamed, kjv)).toEqual([
      'esther: content/people-check.yaml says event 1511 does not name it, but it does',
    ]);
  });

  it('does not count reigns, lifetimes and periods of twenty years as events of a life', () => {
    expect(isSpan(event(1, 'Reign of David', [], []))).toBe(true);
    expect(isSpan(event(1, 'Lifetime of Adam', [], []))).toBe(true);
    expect(isSpan(event(1, 'Deliverance by Gideon', [], [], { years: 33 }))).toBe(true);
    expect(isSpan(event(1, 'David Kills Goliath', [], []))).toBe(false);
  });

  it('reads husband and wife in the verse (what it cannot tell apart, people-check.yaml names)', () => {
    expect(spouseIn('Abram took Sarai his wife, and Lot his brother’s son', ['Abram'], ['Sarai'])).toBe(true);
    expect(spouseIn('Abigail the Carmelitess, Nabal’s wife', ['Nabal'], ['Abigail'])).toBe(true);
    expect(spouseIn(KJV['Esth.7.5'], ['Ahasuerus'], ['Esther'])).toBe(true);
    // a clause ends between them: not read as one couple (Genesis 25:21, both of whom are linked anyway)
    const gen25 =
      'Isaac intreated the LORD for his wife, because she was barren: and the LORD was intreated of him';
    expect(spouseIn(gen25, ['LORD'], ['Rebekah'])).toBe(false);
    expect(spouseIn('And the king loved Esther above all the women', ['Ahasuerus'], ['Esther'])).toBe(false);
  });

  it('wants every participant of content’s own events named in its verses', () => {
    const data = esther();
    data.events.push(
      event(1511, 'Esther is made queen', ['Esth.2.17'], ['esther_1', 'vashti_3'], { fromContent: true }),
    );
    expect(checkCharacters(data, [], {}, kjv)).toEqual([
      'event 1511 "Esther is made queen": vashti_3 takes part, but none of its verses names them',
    ]);
  });
});

describe('the corrections content/theographic-errata.yaml makes', () => {
  const family = (): Theographic => ({
    people: [
      person('esther_1', { gender: 'female', father: ['abihail_2'] }),
      person('abihail_2', { children: ['esther_1'] }),
      person('mordecai_3'),
      person('samson_4', { partners: ['delilah_5'] }),
      person('delilah_5', { gender: 'female', partners: ['samson_4'] }),
    ],
    places: [],
    events: [],
  });

  it('adds and removes family links on both sides, cousins and who brought a person up too', () => {
    const data = family();
    const errata: Errata = {
      people: [],
      events: [],
      family: [
        {
          person: 'esther_1',
          add: { cousin: ['mordecai_3'], 'raised-by': ['mordecai_3'] },
          why: 'Esther 2:7',
        },
        { person: 'samson_4', remove: { partner: ['delilah_5'] }, why: 'Judges 16:4' },
        { person: 'abihail_2', remove: { child: ['esther_1'] }, why: 'test' },
      ],
    };
    expect(applyFamilyErrata(data, errata)).toBe(3);
    const [e, abihail, mordecai, samson, delilah] = data.people;
    expect([e.cousins, e.raisedBy, mordecai.cousins, mordecai.raised]).toEqual([
      ['mordecai_3'],
      ['mordecai_3'],
      ['esther_1'],
      ['esther_1'],
    ]);
    expect([samson.partners, delilah.partners]).toEqual([[], []]);
    expect([abihail.children, e.father]).toEqual([[], []]);
  });

  it('stops the import on a correction the data no longer needs', () => {
    const stale: Errata = {
      people: [],
      events: [],
      family: [{ person: 'samson_4', add: { partner: ['delilah_5'] }, why: '' }],
    };
    expect(() => applyFamilyErrata(family(), stale)).toThrow(/samson_4 already has the partner delilah_5/);
  });

  it('gives an event other verses (re-reading who they name), another year, people, or leaves it out', () => {
    const data: Theographic = {
      people: [
        person('paul_1', { verses: ['Acts.15.40', 'Acts.16.3'] }),
        person('peter_2', { verses: ['Acts.15.7'] }),
      ],
      places: [],
      events: [
        event(346, 'Paul and Barnabas part ways', ['Acts.15.39'], ['paul_1'], { start: 49 }),
        event(345, 'Second Missionary Journey', ['Acts.15.7', 'Acts.15.40'], ['paul_1', 'peter_2'], {
          start: 49,
        }),
        event(348, 'Second Missionary Journey begins', ['Acts.15.40', 'Acts.15.41'], ['paul_1'], {
          predecessor: 'Second Missionary Journey',
        }),
      ],
    };
    applyVerseErrata(data, {
      people: [],
      events: [
        {
          event: 345,
          verses: 'Acts 15:40-41',
          start: 50,
          after: 346,
          removePeople: ['peter_2'],
          why: 'test',
        },
        { event: 348, drop: true, why: 'test' },
      ],
    });
    expect(data.events.map((e) => e.id)).toEqual([346, 345]);
    const journey = data.events[1];
    expect(journey).toMatchObject({
      start: 50,
      verses: ['Acts.15.40', 'Acts.15.41'],
      predecessor: 'Paul and Barnabas part ways',
      participants: ['paul_1'],
    });
    expect(journey.sort).toBeCloseTo(50.4401504, 6);
    // read again at the check: who its verses name
    const report = checkTheographic(
      data,
      new Set(['Acts.15.7', 'Acts.15.39', 'Acts.15.40', 'Acts.15.41', 'Acts.16.3']),
      { people: [], events: [] },
    );
    expect(report.events).toBe(2);
    expect(journey.people).toEqual(['paul_1']);
  });
});

describe('events written as content', () => {
  const content: ContentEvent[] = [
    {
      id: 1511,
      title: {
        en: 'Esther is made queen',
        es: 'Ester es hecha reina',
        fr: 'Esther devient reine',
        te: 'ఎస్తేరు రాణి అవుతుంది',
      },
      year: -479,
      date: 'The seventh year of Ahasuerus (Esther 2:16).',
      verses: 'Esther 2:15-17',
      people: ['esther_1'],
      after: 1,
    },
  ];

  it('are added with their titles, verses, sort key and place in the chain; the source’s titles translated', () => {
    const events = [event(1, 'Vashti deposed', [], [])];
    mergeContentEvents(events, content, {
      1: { en: 'Vashti refuses the king', fr: 'Vasthi refuse de venir' },
    });
    expect(events[0].titles).toEqual({ en: 'Vashti refuses the king', fr: 'Vasthi refuse de venir' });
    expect(events[1]).toMatchObject({
      id: 1511,
      title: 'Esther is made queen',
      verses: ['Esth.2.15', 'Esth.2.16', 'Esth.2.17'],
      predecessor: 'Vashti refuses the king',
      fromContent: true,
    });
    expect(events[1].titles.te).toBe('ఎస్తేరు రాణి అవుతుంది');
    expect(expandVerses('Acts 15:40-16:2', 'test')).toEqual([
      'Acts.15.40',
      'Acts.15.41',
      'Acts.16.1',
      'Acts.16.2',
    ]);
  });

  it('refuse a taken id, a shared title and a translation of no event', () => {
    expect(() => mergeContentEvents([event(1511, 'x', [], [])], content, {})).toThrow(/id is taken/);
    expect(() => mergeContentEvents([event(1, 'Esther is made queen', [], [])], content, {})).toThrow(
      /share the title/,
    );
    expect(() => mergeContentEvents([event(1, 'x', [], [])], [], { 2: { fr: 'y' } })).toThrow(/no event 2/);
  });
});

describe('where a person is said to have been', () => {
  it('the places its verses name beside the person, not a place named as someone’s origin', () => {
    const peter = person('peter_1', { verses: ['Matt.26.69', 'Matt.26.71'] });
    const data: Theographic = {
      people: [peter],
      places: [
        {
          id: 'nazareth_1',
          name: 'Nazareth',
          duplicateOf: null,
          lat: 1,
          lon: 1,
          verses: ['Matt.26.71'],
          easton: '',
        },
        {
          id: 'jerusalem_2',
          name: 'Jerusalem',
          duplicateOf: null,
          lat: 1,
          lon: 1,
          verses: ['Matt.26.70'],
          easton: '',
        },
        {
          id: 'athens_3',
          name: 'Athens',
          duplicateOf: null,
          lat: 1,
          lon: 1,
          verses: ['Matt.26.75'],
          easton: '',
        },
      ],
      events: [],
    };
    const denial = event(
      1625,
      'Peter denies Jesus',
      ['Matt.26.69', 'Matt.26.70', 'Matt.26.71', 'Matt.26.75'],
      ['peter_1'],
      {
        places: ['nazareth_1', 'jerusalem_2', 'athens_3'],
      },
    );
    const text: Record<string, string> = {
      'Matt.26.70': 'in Jerusalem',
      'Matt.26.71': 'This fellow was also with Jesus of Nazareth.',
      'Matt.26.75': 'at Athens',
    };
    expect(personPlaces(data, [denial], (v) => text[v] ?? '')(peter)).toEqual(['jerusalem_2']);
    // where the event happens, when content says so
    expect(personPlaces(data, [{ ...denial, locations: ['athens_3'] }], (v) => text[v] ?? '')(peter)).toEqual(
      ['athens_3'],
    );
  });
});
