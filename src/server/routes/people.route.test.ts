/**
 * People, places and events on the imported Theographic data (GET /api/people…, /api/places/:id):
 * namesakes told apart in four languages, the study characters linked to their own person, events
 * in time order, errors in the catalogue's shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterPeople, PeopleSearch, Person, Place } from '../../shared/api';
import { PEOPLE_ATTRIBUTION } from '../../shared/api';
import { UI_LANGUAGES } from '../../shared/books';
import { osisRange } from '../../shared/reference/osis';
import { parseReference } from '../../shared/reference/parse';
import { characterSeeds } from '../content/characters';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());
/** whether a list of OSIS verses and ranges (`Mark.1.29-Mark.1.31`) covers a verse */
const covers = (list: string[], verse: string) =>
  list.some((osis) => {
    const r = osisRange(osis)!;
    const [book, c, v] = verse.split('.');
    return (
      r.start.book === book &&
      r.start.chapter === Number(c) &&
      r.start.verse! <= Number(v) &&
      r.end.verse! >= Number(v)
    );
  });
const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
};

describe('GET /api/people?q=', () => {
  it('finds namesakes, each with a title that tells them apart, the most named first', async () => {
    const { status, body } = await get<PeopleSearch>('/api/people?q=joseph');
    expect(status).toBe(200);
    expect(body.attribution).toBe(PEOPLE_ATTRIBUTION);
    const josephs = body.items.filter((p) => p.name.startsWith('Joseph'));
    expect(josephs.slice(0, 3).map((p) => [p.id, p.title])).toEqual([
      ['joseph_1710', 'Joseph, son of Jacob'],
      ['joseph_1715', 'Joseph, husband of Mary'],
      ['joseph_1716', 'Joseph of Arimathea'],
    ]);
    expect(new Set(body.items.map((p) => p.title)).size).toBe(body.items.length);
    expect(body.total).toBe(body.items.length);
  });

  it('tells every namesake apart in every language', async () => {
    for (const lang of UI_LANGUAGES)
      for (const q of ['mary', 'james', 'zechariah', 'azariah', 'simon']) {
        const { body } = await get<PeopleSearch>(`/api/people?q=${q}&lang=${lang}`);
        expect(body.items.length, q).toBeGreaterThan(1);
        const titles = body.items.map((p) => p.title);
        expect(new Set(titles).size, `${q} ${lang}: ${titles.join(' | ')}`).toBe(titles.length);
      }
  });

  it('finds people by their name in the language asked', async () => {
    const { body } = await get<PeopleSearch>('/api/people?q=Jos%C3%A9&lang=es');
    expect(body.items[0]).toMatchObject({ id: 'joseph_1710', name: 'José' });
    const fr = await get<PeopleSearch>(`/api/people?q=${encodeURIComponent('marie de magdala')}&lang=fr`);
    expect(fr.body.items[0]).toMatchObject({ id: 'mary_1943', title: 'Marie de Magdala' });
  });

  it('refuses an empty or overlong name with an error in the language asked', async () => {
    expect(await get('/api/people?q=%20&lang=fr')).toEqual({
      status: 400,
      body: {
        error: { id: 'people_query_required', message: 'Saisissez un nom pour trouver une personne.' },
      },
    });
    const long = await get<{ error: { id: string } }>(`/api/people?q=${'a'.repeat(61)}`);
    expect([long.status, long.body.error.id]).toEqual([400, 'people_query_invalid']);
  });
});

describe('GET /api/people/:id', () => {
  it('gives the family, events in time order (each once), places and verses', async () => {
    const { status, body } = await get<Person>('/api/people/joseph_1715?lang=fr');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'joseph_1715', name: 'Joseph', title: 'Joseph, époux de Marie' });
    expect(body.partners).toEqual([{ id: 'mary_1938', name: 'Marie', title: 'Marie, mère de Jésus' }]);
    expect(body.children.map((c) => c.id)).toContain('jesus_905');
    expect(body.character).toBe('joseph-husband-of-mary');
    expect(body.attribution).toBe(PEOPLE_ATTRIBUTION);
    const ids = body.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(body.events.length);
    // birth, the fortieth day, then the flight and the return (errata); Joseph is only named in
    // some events ("the son of Joseph", John 1:45)
    const order = [254, 261, 257, 260, 262].map((id) => ids.indexOf(id));
    expect(
      order.every((i) => i >= 0),
      ids.join(),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(body.events.map((e) => e.start)).toEqual(
      [...body.events.map((e) => e.start)].sort((a, b) => a - b),
    );
    // titled in the language asked (content/event-titles.yaml)
    expect(body.events.find((e) => e.id === 254)).toMatchObject({
      title: 'Naissance de Jésus',
      titleLanguage: 'fr',
    });
    expect(body.events.every((e) => e.titleLanguage === 'fr')).toBe(true);
    expect(body.places.map((p) => p.id)).toEqual(expect.arrayContaining(['egypt_362']));
    expect(body.events.find((e) => e.id === 397)?.role).toBe('named'); // the Bread of Life sermon
    expect(body.events.find((e) => e.id === 257)?.role).toBe('participant'); // the flight to Egypt
    expect(body.verses[0]).toBe('Matt.1.16');
    expect(body.verseCount).toBe(15);
  });

  it('keeps namesakes apart: Simon the father of Judas has none of Peter’s or the Pharisee’s verses', async () => {
    const simon = (await get<Person>('/api/people/simon_2750')).body;
    expect(covers(simon.verses, 'Mark.1.30')).toBe(false);
    expect(covers(simon.verses, 'Luke.7.40')).toBe(false);
    expect(covers(simon.verses, 'John.6.71')).toBe(true);
    expect(simon.children.map((c) => c.id)).toEqual(['judas_1760']);
    expect(simon.events.map((e) => e.id)).not.toContain(301);
    const peter = (await get<Person>('/api/people/peter_2745')).body;
    for (const v of ['Mark.1.30', 'Luke.4.38', 'Luke.5.3']) expect(covers(peter.verses, v), v).toBe(true);
    const judas = (await get<Person>('/api/people/judas_1760')).body;
    expect(judas.father?.id).toBe('simon_2750');
  });

  it('gives brothers and half-brothers apart: Joseph son of Jacob', async () => {
    const joseph = (await get<Person>('/api/people/joseph_1710?lang=es')).body;
    expect(joseph).toMatchObject({ name: 'José', title: 'José, hijo de Jacob' });
    expect(joseph.siblings.map((p) => p.id)).toEqual(['benjamin_463']);
    expect(joseph.halfSiblings.map((p) => p.id)).toEqual(
      expect.arrayContaining(['judah_1751', 'reuben_2429']),
    );
    expect(joseph.halfSiblings).toHaveLength(11);
    expect(joseph.father?.id).toBe('israel_682');
  });

  it('answers an unknown or impossible id with a 404 in the language asked', async () => {
    for (const id of ['nobody_1', '%3Cscript%3E', 'a'.repeat(90), '..%2F..%2Fetc']) {
      const { status, body } = await get<{ error: { id: string; message: string } }>(
        `/api/people/${id}?lang=te`,
      );
      expect(status).toBe(404);
      expect(body.error).toEqual({ id: 'person_not_found', message: 'ఈ గుర్తింపుతో బైబిల్‌లో ఏ వ్యక్తీ లేరు.' });
    }
    expect((await get('/api/people/joseph_1715?lang=xx')).status).toBe(400);
  });
});

describe('GET /api/places/:id', () => {
  it('gives coordinates, verses and the people there', async () => {
    const { status, body } = await get<Place>('/api/places/bethlehem_218');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Bethlehem',
      lat: expect.closeTo(31.7, 1),
      lon: expect.closeTo(35.2, 1),
    });
    expect(covers(body.verses, 'Ruth.1.19') && covers(body.verses, 'Matt.2.1')).toBe(true);
    expect(body.people.map((p) => p.id)).toContain('jesus_905');
    expect(body.attribution).toBe(PEOPLE_ATTRIBUTION);
    expect((await get('/api/places/atlantis_1')).status).toBe(404);
  });
});

describe('GET /api/chapter-people', () => {
  it('gives who and what a chapter names, with the verses, in the order they appear', async () => {
    const { status, body } = await get<ChapterPeople>('/api/chapter-people?ref=John.3&lang=fr');
    expect(status).toBe(200);
    const nicodemus = body.people.find((p) => p.id === 'nicodemus_2204')!;
    expect(nicodemus).toMatchObject({ title: 'Nicodème', verses: [1, 4, 9] });
    expect(body.people.find((p) => p.id === 'john_1676')?.title).toBe('Jean-Baptiste');
    expect(body.places.map((p) => p.name)).toEqual(expect.arrayContaining(['Aenon', 'Salim']));
    expect(body.attribution).toBe(PEOPLE_ATTRIBUTION);
  });
  it('refuses what is not a chapter', async () => {
    for (const ref of ['John.22', 'Nope.1', 'John', 'John.3.16', '']) {
      const { status, body } = await get<{ error: { id: string } }>(`/api/chapter-people?ref=${ref}`);
      expect([ref, status, body.error.id]).toEqual([ref, 400, 'reference_invalid']);
    }
  });
});

describe('the study characters', () => {
  it('each links to a person the data names in the character’s own passages', async () => {
    for (const c of characterSeeds()) {
      const { status, body } = await get<Person>(`/api/people/${c.person}`);
      expect(status, c.id).toBe(200);
      expect(body.character, c.id).toBe(c.id);
      const inPassages = c.passages.some((p) =>
        // a verse of the passage, or of its chapter (Malachi is named only in Malachi 1:1)
        parseReference(p)!.ranges.some((r) =>
          body.verses.some((v) => v.startsWith(`${r.start.book}.${r.start.chapter}.`)),
        ),
      );
      expect(inPassages, `${c.id} → ${c.person}`).toBe(true);
    }
  });
});
