import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/commentaries', () => {
  it('lists the works with author, year, licence and the books they cover', async () => {
    const res = await get('/api/commentaries');
    expect(res.statusCode).toBe(200);
    const works = res.json();
    expect(works.map((w: { id: string }) => w.id)).toEqual(['mhcc', 'scofield', 'tdavid']);
    expect(works[2]).toEqual({
      id: 'tdavid',
      name: 'The Treasury of David',
      author: 'C. H. Spurgeon',
      year: 1885,
      licence: 'Public Domain',
      books: ['Ps'],
    });
    expect(works[1]).toMatchObject({ author: 'C. I. Scofield', year: 1917 });
  });
});

describe('GET /api/commentary', () => {
  it('gives Scofield\'s note on "perish" for John 3:16, its references resolved to OSIS', async () => {
    const res = await get('/api/commentary?ref=John+3:16&work=scofield');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body).toMatchObject({ work: 'scofield', reference: 'John 3:16', osis: 'John.3.16' });
    const note = body.sections.find((s: { text: string }) => s.text.startsWith('perish'));
    expect(note.osis).toBe('John.3.16');
    const ref = note.refs.find((r: { osis: string }) => r.osis === 'Mark.2.22');
    expect(note.text.slice(ref.start, ref.end)).toBe('Mark 2:22');
  });

  it("gives Spurgeon on Psalm 23:1, the psalm's overview first; the Segond's numbering maps through the KJV", async () => {
    const kjv = (await get('/api/commentary?ref=Ps+23:1&work=tdavid')).json();
    expect(kjv.sections[0]).toMatchObject({ osis: 'Ps.23.1-Ps.23.6', heading: 'Overview' });
    expect(
      kjv.sections.some(
        (s: { heading: string; text: string }) =>
          s.heading === 'Exposition' && s.text.startsWith('Verse 1. "The Lord is my shepherd."'),
      ),
    ).toBe(true);
    expect(kjv.sections.every((s: { osis: string }) => /^Ps\.23\.1(-|$)/.test(s.osis))).toBe(true);
    // LSG Ps 51:3 is KJV 51:1: the same sections
    const lsg = (await get('/api/commentary?ref=Ps+51:3&work=tdavid&translation=LSG&lang=fr')).json();
    const kjv51 = (await get('/api/commentary?ref=Ps+51:1&work=tdavid')).json();
    expect(lsg.sections).toEqual(kjv51.sections);
    expect(lsg.reference).toBe('Psaumes 51:3');
  });

  it("gives MHCC's section that covers a verse inside it", async () => {
    const body = (await get('/api/commentary?ref=John+3:10&work=mhcc')).json();
    expect(body.sections).toHaveLength(1);
    expect(body.sections[0].osis).toBe('John.3.1-John.3.21');
  });

  it('answers errors as the other endpoints do', async () => {
    expect((await get('/api/commentary?work=mhcc')).json().error.id).toBe('reference_required');
    const unknown = await get('/api/commentary?ref=John+3:16&work=nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.id).toBe('commentary_not_found');
    expect((await get('/api/commentary?ref=John+3:16')).json().error.id).toBe('commentary_not_found');
    expect((await get('/api/commentary?ref=zzz&work=mhcc')).json().error.id).toBe('reference_invalid');
    expect((await get('/api/commentary?ref=John+3:16&work=mhcc&translation=XX')).json().error.id).toBe(
      'translation_not_found',
    );
  });

  it('answers an empty list where a work has no note', async () => {
    const body = (await get('/api/commentary?ref=John+3:16&work=tdavid')).json();
    expect(body.sections).toEqual([]);
  });
});
