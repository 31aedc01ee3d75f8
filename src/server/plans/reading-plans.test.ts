/**
 * The reading plans built from the real scripture.db: each reads every chapter it claims exactly
 * once, in the days it says, none empty, and the same plans every time; the chronological plan
 * follows the events where they are dated and keeps the documented places where they are not.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ReadingPlan, ReadingPlanId } from '../../shared/api';
import { BOOKS } from '../../shared/books';
import { chaptersOfReading } from '../../shared/plan-readings';
import { scriptureDbPath } from '../../test/scripture-db';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { ReadingPlanService } from './reading-plans.service';

const repo = new ScriptureRepo(scriptureDbPath());
afterAll(() => repo.close());
const service = new ReadingPlanService(repo);
const plan = (id: ReadingPlanId) => JSON.parse(service.planJson(id, 'en').body.toString()) as ReadingPlan;
const chapters = (p: ReadingPlan) =>
  p.days.flatMap((d) => d.readings.flatMap(chaptersOfReading).map((c) => `${c.book}.${c.chapter}`));
const canonOf = (books: string[]) =>
  BOOKS.filter((b) => books.includes(b.osis)).flatMap((b) =>
    Array.from({ length: b.chapters }, (_, i) => `${b.osis}.${i + 1}`),
  );
const ALL = BOOKS.map((b) => b.osis);
const NT = BOOKS.filter((b) => b.testament === 'NT').map((b) => b.osis);

describe('the reading plans', () => {
  const expected: [ReadingPlanId, number, string[]][] = [
    ['bible-year', 365, ALL],
    ['nt-90', 90, NT],
    ['psalms-proverbs', 31, ['Ps', 'Prov']],
    ['chronological', 365, ALL],
  ];

  it.each(expected)('%s: %i days, none empty, every chapter it claims exactly once', (id, days, books) => {
    const p = plan(id);
    expect(p.days).toHaveLength(days);
    expect(p.days.map((d) => d.day)).toEqual(Array.from({ length: days }, (_, i) => i + 1));
    expect(p.days.every((d) => d.readings.length > 0)).toBe(true);
    const read = chapters(p);
    expect(new Set(read).size).toBe(read.length);
    expect([...read].sort()).toEqual(canonOf(books).sort());
  });

  it('lists them with their days and chapters', () => {
    const list = JSON.parse(service.listJson('en').body.toString()) as {
      id: string;
      days: number;
      chapters: number;
    }[];
    expect(list.map((p) => [p.id, p.days, p.chapters])).toEqual([
      ['bible-year', 365, 1189],
      ['nt-90', 90, 260],
      ['psalms-proverbs', 31, 181],
      ['chronological', 365, 1189],
    ]);
  });

  it('reads the Bible in its order in a year, days balanced by words: Psalm 119 is a day nearly alone', () => {
    const read = chapters(plan('bible-year'));
    expect(read).toEqual(canonOf(ALL));
    const days = plan('bible-year').days;
    expect(days[0].readings).toEqual(['Gen.1-Gen.3']);
    expect(days.at(-1)!.readings.at(-1)).toBe('Rev.20-Rev.22');
    const ps119 = days.find((d) =>
      d.readings.some((r) => chaptersOfReading(r).some((c) => c.book === 'Ps' && c.chapter === 119)),
    )!;
    expect(ps119.readings.flatMap(chaptersOfReading).length).toBeLessThanOrEqual(2);
  });

  it('keeps every day of the year’s plans within about a third of the mean, 2,160 words', () => {
    const words = new Map<string, number>();
    for (const [book, chapter, text] of repo
      .prepare(
        "SELECT b.osis, v.kjv_chapter, v.text FROM verses v JOIN books b ON b.id = v.book WHERE v.translation = 'KJV'",
      )
      .raw()
      .all() as [string, number, string][])
      words.set(
        `${book}.${chapter}`,
        (words.get(`${book}.${chapter}`) ?? 0) + text.split(/\s+/).filter(Boolean).length,
      );
    for (const id of ['bible-year', 'chronological'] as const) {
      const perDay = plan(id).days.map((d) =>
        d.readings.flatMap(chaptersOfReading).reduce((n, c) => n + words.get(`${c.book}.${c.chapter}`)!, 0),
      );
      expect(Math.min(...perDay), id).toBeGreaterThan(1400);
      // Psalm 119 alone is 2,423 words
      expect(Math.max(...perDay), id).toBeLessThan(2900);
    }
  });

  it('gives Psalms and Proverbs a chapter of Proverbs a day, on the day of its number', () => {
    for (const d of plan('psalms-proverbs').days) expect(d.readings.at(-1)).toBe(`Prov.${d.day}`);
  });

  it('is the same plan every time it is built', () => {
    const again = new ReadingPlanService(repo);
    for (const id of ['bible-year', 'chronological'] as const)
      expect(again.planJson(id, 'en').body.toString()).toBe(service.planJson(id, 'en').body.toString());
  });

  describe('chronological', () => {
    const read = chapters(plan('chronological'));
    const at = (osis: string) => read.indexOf(osis);

    it('follows the dated events: creation first, Job in the patriarchs’ time, the kings and their prophets', () => {
      expect(read.slice(0, 3)).toEqual(['Gen.1', 'Gen.2', 'Gen.3']);
      expect(at('Job.1')).toBeGreaterThan(at('Gen.46'));
      expect(at('Job.1')).toBeLessThan(at('Exod.2'));
      expect(at('Isa.1')).toBeGreaterThan(at('2Kgs.15'));
      expect(at('Isa.1')).toBeLessThan(at('2Kgs.18'));
      expect(at('Luke.1')).toBeLessThan(at('Matt.1'));
      expect(at('Luke.1')).toBeGreaterThan(at('Mal.4'));
    });

    it('places the books no event dates by the documented anchors', () => {
      expect(at('Ps.1')).toBe(at('2Sam.24') + 1);
      expect(at('Prov.1')).toBeGreaterThan(at('1Kgs.4'));
      expect(at('Prov.1')).toBeLessThan(at('1Kgs.12'));
      // Ezra, Esther and Nehemiah are dated by content/events/ (issue 42): the return under Cyrus
      // (Ezra 1, 538 BC) before Haggai (520 BC), Esther (483-473 BC) before Ezra's journey (458 BC)
      expect(at('Ezra.1')).toBeLessThan(at('Hag.1'));
      expect(at('Esth.1')).toBeLessThan(at('Ezra.7'));
      expect(at('Neh.1')).toBeGreaterThan(at('Ezra.7'));
      expect(at('Rom.1')).toBe(at('Acts.20') + 1);
      expect(at('Eph.1')).toBe(at('Acts.28') + 1);
      expect(read.at(-1)).toBe('Rev.22');
    });

    it('reads the Gospels’ undated chapters after the last dated event of all four', () => {
      expect(at('Luke.24')).toBeGreaterThan(at('Matt.13'));
      expect(at('Matt.28')).toBeLessThan(at('Acts.1'));
      expect(at('John.21')).toBeLessThan(at('Acts.1'));
    });

    it('credits Theographic', () => {
      expect(plan('chronological').attribution).toMatch(/Theographic/);
    });
  });
});
