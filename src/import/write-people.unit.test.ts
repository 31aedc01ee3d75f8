import { describe, expect, it } from 'vitest';
import type { TheoEvent, TheoPerson, Theographic } from './theographic';
import { plainEaston } from './theographic';
import { checkTheographic, type Errata } from './people-check';
import { eventOrder } from './write-people';

const person = (id: string, more: Partial<TheoPerson> = {}): TheoPerson => ({
  id,
  name: id.split('_')[0],
  displayTitle: id.split('_')[0],
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
const event = (id: number, start: number, sort: number, predecessor: string | null = null): TheoEvent => ({
  id,
  title: `e${id}`,
  titles: { en: `e${id}` },
  years: 0,
  start,
  sort,
  predecessor,
  verses: [],
  participants: [],
  people: [],
  places: [],
  locations: [],
});
const noErrata: Errata = { people: [], events: [] };
const known = new Set(['Gen.1.1', 'John.6.71', 'Mark.1.30']);

describe('checking the people data', () => {
  it('counts each kind of defect, leaves out unknown verses and links, completes one-sided family links', () => {
    const data: Theographic = {
      people: [
        person('simon_1', {
          verses: ['John.6.71', 'Mark.99.1'],
          children: ['judas_2'],
          birthPlace: 'nowhere_9',
        }),
        person('judas_2', { siblings: ['ghost_3'] }),
        person('timna_4', { gender: 'female', partners: ['eliphaz_5'] }),
        person('eliphaz_5'),
      ],
      places: [
        { id: 'x_1', name: 'X', duplicateOf: null, lat: null, lon: null, verses: ['Gen.1.1'], easton: '' },
        { id: 'xs_2', name: 'X', duplicateOf: 'x_1', lat: 1, lon: 1, verses: ['John.6.71'], easton: '' },
      ],
      events: [{ ...event(1, -3, 1), people: ['simon_1', 'nobody_0'], places: ['xs_2', 'x_1'] }],
    };
    const report = checkTheographic(data, known, noErrata);
    expect(Object.fromEntries(Object.entries(report.defects).map(([k, d]) => [k, d.count]))).toEqual({
      'verse that is not in the KJV (left out)': 1,
      'link to an unknown place (left out)': 1,
      'family link to an unknown person (left out)': 1,
      'child whose parent is not named on its side (completed)': 1,
      'one-sided partner link (completed)': 1,
      'place without coordinates (no map marker)': 1,
      'event link to an unknown person (left out)': 1,
      'place the source marks as a duplicate of another (merged)': 1,
    });
    expect(data.places.map((p) => [p.id, p.verses])).toEqual([['x_1', ['Gen.1.1', 'John.6.71']]]);
    expect(data.events[0].places).toEqual(['x_1']);
    const [simon, judas, timna, eliphaz] = data.people;
    expect(simon.verses).toEqual(['John.6.71']);
    expect(simon.birthPlace).toBeNull();
    expect(judas.father).toEqual(['simon_1']);
    expect(judas.siblings).toEqual([]);
    expect(eliphaz.partners).toEqual(['timna_4']);
    expect(timna.partners).toEqual(['eliphaz_5']);
    expect(data.events[0].people).toEqual(['simon_1']);
  });

  it('applies errata, and refuses one the source no longer needs', () => {
    const data = (): Theographic => ({
      people: [person('simon_1', { verses: ['John.6.71', 'Mark.1.30'] }), person('peter_2')],
      places: [],
      events: [{ ...event(7, 28, 1), people: ['simon_1'] }, event(8, 28, 2)],
    });
    const errata: Errata = {
      people: [
        { person: 'simon_1', remove: ['Mark.1.30'], why: 'Peter’s house' },
        { person: 'peter_2', add: ['Mark.1.30'], why: 'Peter’s house' },
      ],
      events: [{ event: 7, removePeople: ['simon_1'], after: 8, why: 'another Simon' }],
    };
    const d = data();
    expect(checkTheographic(d, known, errata).errata).toBe(3);
    expect(d.people.map((p) => p.verses)).toEqual([['John.6.71'], ['Mark.1.30']]);
    expect(d.events[0]).toMatchObject({ people: [], predecessor: 'e8' });
    const stale: Errata = { people: [{ person: 'simon_1', remove: ['Gen.1.1'], why: '' }], events: [] };
    expect(() => checkTheographic(data(), known, stale)).toThrow(/simon_1 has no verse Gen.1.1/);
    expect(() =>
      checkTheographic(data(), known, { people: [{ person: 'nobody_1', why: '' }], events: [] }),
    ).toThrow(/no person nobody_1/);
  });
});

describe('the order of events', () => {
  it('follows the source’s chains, then the year and the sort key', () => {
    // e3 follows e1 though its sort key (book order) puts it first; e4 stands alone in a later year
    const events = [
      event(4, 30, 30.4),
      event(1, -3, -2.59),
      event(2, -3, -2.58, 'e3'),
      event(3, -3, -2.6, 'e1'),
    ];
    expect(eventOrder(events).map((e) => e.id)).toEqual([1, 3, 2, 4]);
  });
  it('breaks a cycle by the year instead of losing events', () => {
    const events = [event(1, 5, 5, 'e2'), event(2, 4, 4, 'e1'), event(3, 1, 1)];
    expect(eventOrder(events).map((e) => e.id)).toEqual([3, 2, 1]);
  });
});

it('Easton’s text keeps the references of its links and drops the addresses', () => {
  expect(plainEaston('son of Amram ([Ex. 6:20](/exod#Exod.6.20)).\n\n  More')).toBe(
    'son of Amram (Ex. 6:20).\n\nMore',
  );
});
