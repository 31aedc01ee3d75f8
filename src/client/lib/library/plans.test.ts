// @vitest-environment jsdom
/** Reading-plan progress: where the reader is on a date, days behind, catching up, merging imports. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanProgress } from './plans';

const load = async () => {
  vi.resetModules();
  return import('./plans');
};
const progress = (over: Partial<PlanProgress> = {}): PlanProgress => ({
  id: 'bible-year',
  start: '2026-11-01',
  read: [],
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...over,
});

beforeEach(() => localStorage.clear());

describe('planStatus', () => {
  it('counts the days behind, the completion and the next day to read', async () => {
    const { planStatus } = await load();
    const s = planStatus(progress({ read: [1, 2, 4] }), 365, '2026-11-10');
    expect(s.scheduled).toBe(10);
    expect(s.behind).toEqual([3, 5, 6, 7, 8, 9]);
    expect(s.readCount).toBe(3);
    expect(s.percent).toBe(1);
    expect(s.nextUnread).toBe(3);
    expect(
      planStatus(progress({ read: Array.from({ length: 43 }, (_, i) => i + 1) }), 365, '2026-12-13').percent,
    ).toBe(12);
  });

  it('has not begun before its start date, and stops at its last day', async () => {
    const { planStatus } = await load();
    expect(planStatus(progress({ start: '2026-12-01' }), 31, '2026-11-20')).toMatchObject({
      scheduled: 0,
      behind: [],
    });
    expect(planStatus(progress(), 31, '2027-06-01').scheduled).toBe(31);
    expect(
      planStatus(progress({ read: Array.from({ length: 30 }, (_, i) => i + 1) }), 31, '2026-12-01').percent,
    ).toBe(97);
    expect(
      planStatus(progress({ read: Array.from({ length: 364 }, (_, i) => i + 1) }), 365, '2027-12-01').percent,
    ).toBe(99);
    const done = planStatus(
      progress({ read: Array.from({ length: 31 }, (_, i) => i + 1) }),
      31,
      '2026-12-01',
    );
    expect(done).toMatchObject({ complete: true, percent: 100, nextUnread: null });
  });

  it('counts calendar days across a change of clocks', async () => {
    const { daysBetween, addDays } = await load();
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(addDays('2026-10-24', 3)).toBe('2026-10-27');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('progress in the library', () => {
  it('starts, marks days, catches up and restarts, stored under library.plans', async () => {
    const plans = await load();
    plans.startPlan('nt-90', '2026-11-01');
    plans.setDayRead('nt-90', 1, true);
    plans.setDayRead('nt-90', 2, true);
    plans.setDayRead('nt-90', 2, false);
    expect(plans.planSlot.get()[0]).toMatchObject({ id: 'nt-90', start: '2026-11-01', read: [1] });
    // ten days in, one read: catching up puts day 2 on today, day 1 stays read
    plans.catchUp('nt-90', 90, '2026-11-10');
    const caught = plans.planSlot.get()[0];
    expect(caught).toMatchObject({ start: '2026-11-09', read: [1] });
    expect(plans.planStatus(caught, 90, '2026-11-10')).toMatchObject({ scheduled: 2, behind: [] });
    expect(JSON.parse(localStorage.getItem('library.plans')!)).toMatchObject({
      v: 1,
      data: [{ id: 'nt-90' }],
    });
    plans.startPlan('nt-90', '2026-11-10');
    expect(plans.planSlot.get()).toEqual([expect.objectContaining({ start: '2026-11-10', read: [] })]);
    plans.stopPlan('nt-90');
    expect(plans.planSlot.get()).toEqual([]);
  });

  it('keeps a stored record that fails the check aside instead of reading it', async () => {
    localStorage.setItem(
      'library.plans',
      JSON.stringify({ v: 1, data: [progress(), { id: 'x', start: 'soon', read: [] }] }),
    );
    const plans = await load();
    expect(plans.planSlot.get()).toEqual([progress()]);
    expect(localStorage.getItem('library.plans.unreadable')).toContain('soon');
  });

  it('merges imported progress: the days read in both when the start is the same, else the later edit', async () => {
    const { mergePlans } = await load();
    const mine = [progress({ read: [1, 2] }), progress({ id: 'nt-90', updatedAt: '2026-11-05T00:00:00Z' })];
    const theirs = [
      progress({ read: [2, 3], updatedAt: '2026-11-03T00:00:00Z' }),
      progress({ id: 'nt-90', start: '2026-10-01', updatedAt: '2026-11-04T00:00:00Z' }),
      progress({ id: 'chronological' }),
    ];
    const merged = mergePlans(mine, theirs);
    expect(merged.map((p) => [p.id, p.start, p.read])).toEqual([
      ['bible-year', '2026-11-01', [1, 2, 3]],
      ['nt-90', '2026-11-01', []],
      ['chronological', '2026-11-01', []],
    ]);
  });
});
