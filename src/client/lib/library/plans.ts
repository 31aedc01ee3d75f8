/**
 * Reading-plan progress in the library (`library.plans`, like the other parts: slot.ts): for each
 * plan followed, its start date and the days marked read. Where the reader is today, how far
 * behind, and the completion are worked out from those (planStatus), never stored. Dates are
 * calendar days (`2026-11-26`) in the browser's time zone.
 */
import { useSyncExternalStore } from 'react';
import { PAGES } from '../../../shared/routes';
import { createSlot, listParser } from './slot';

export interface PlanProgress {
  /** the plan's id (GET /api/reading-plans) */
  id: string;
  /** the day the plan's first day falls on */
  start: string;
  /** the days marked read, ascending */
  read: number[];
  updatedAt: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isPlanProgress = (v: unknown): v is PlanProgress => {
  const p = v as PlanProgress;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.id === 'string' &&
    /^[a-z0-9-]{1,40}$/.test(p.id) &&
    typeof p.start === 'string' &&
    DATE.test(p.start) &&
    !Number.isNaN(Date.parse(p.start)) &&
    Array.isArray(p.read) &&
    p.read.every((d) => Number.isInteger(d) && d >= 1 && d <= 3660) &&
    typeof p.updatedAt === 'string'
  );
};

export const planSlot = createSlot<PlanProgress[]>({
  key: 'library.plans',
  empty: [],
  parse: listParser(isPlanProgress),
});

/** A plan's page: `?plan=` opens it (the plans page, the library, the study guides link here). */
export const planPath = (id: string) => `${PAGES.readingPlans}?${new URLSearchParams({ plan: id })}`;

/** The plans followed, kept current as they change (in this tab or another). */
export const usePlanProgress = () => useSyncExternalStore(planSlot.subscribe, planSlot.get);

/** Today in the browser's time zone, as `2026-11-26`. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** Days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS);
export const addDays = (date: string, n: number) =>
  new Date(utc(date) + n * DAY_MS).toISOString().slice(0, 10);

export interface PlanStatus {
  /** the day the schedule reaches on `on` (0: not started yet), at most the plan's last */
  scheduled: number;
  /** days up to the scheduled one not yet marked read, ascending */
  behind: number[];
  readCount: number;
  /** the share of the plan's days read, in whole percent */
  percent: number;
  complete: boolean;
  /** the first day not read, or null when all are */
  nextUnread: number | null;
}

/** Where a plan stands on a date: nothing stored but the start and the days read. */
export function planStatus(p: PlanProgress, totalDays: number, on: string): PlanStatus {
  const read = new Set(p.read.filter((d) => d <= totalDays));
  const scheduled = Math.min(totalDays, Math.max(0, daysBetween(p.start, on) + 1));
  const behind: number[] = [];
  for (let d = 1; d < scheduled; d++) if (!read.has(d)) behind.push(d);
  let nextUnread: number | null = null;
  for (let d = 1; d <= totalDays && nextUnread === null; d++) if (!read.has(d)) nextUnread = d;
  return {
    scheduled,
    behind,
    readCount: read.size,
    // rounded (43 of 365: 12%), but 100% only when every day is read
    percent: read.size === totalDays ? 100 : Math.min(99, Math.round((read.size * 100) / totalDays)),
    complete: read.size === totalDays,
    nextUnread,
  };
}

const stamp = () => new Date().toISOString();
const others = (id: string) => planSlot.get().filter((p) => p.id !== id);

/** Starts a plan on a date (a plan started before starts again from nothing). */
export const startPlan = (id: string, start: string) =>
  planSlot.set([{ id, start, read: [], updatedAt: stamp() }, ...others(id)]);

/** Marks a day read, or not. */
export function setDayRead(id: string, day: number, read: boolean) {
  const p = planSlot.get().find((x) => x.id === id);
  if (!p) return false;
  const days = new Set(p.read);
  if (read) days.add(day);
  else days.delete(day);
  const next = { ...p, read: [...days].sort((a, b) => a - b), updatedAt: stamp() };
  return planSlot.set(planSlot.get().map((x) => (x.id === id ? next : x)));
}

/** Catch up: the schedule moves so that the first unread day falls on `on`; what was read stays read. */
export function catchUp(id: string, totalDays: number, on: string) {
  const p = planSlot.get().find((x) => x.id === id);
  const next = p && planStatus(p, totalDays, on).nextUnread;
  if (!p || !next) return false;
  const moved = { ...p, start: addDays(on, 1 - next), updatedAt: stamp() };
  return planSlot.set(planSlot.get().map((x) => (x.id === id ? moved : x)));
}

/** Stops following a plan: its progress goes. */
export const stopPlan = (id: string) => planSlot.set(others(id));

/** Merges imported progress: a plan kept in both keeps the later edit, with the days read in both when they start alike. */
export function mergePlans(mine: PlanProgress[], theirs: PlanProgress[]): PlanProgress[] {
  const out = new Map(mine.map((p) => [p.id, p]));
  for (const p of theirs) {
    const own = out.get(p.id);
    if (!own) out.set(p.id, p);
    else if (own.start === p.start)
      out.set(p.id, {
        ...own,
        read: [...new Set([...own.read, ...p.read])].sort((a, b) => a - b),
        updatedAt: own.updatedAt > p.updatedAt ? own.updatedAt : p.updatedAt,
      });
    else if (p.updatedAt > own.updatedAt) out.set(p.id, p);
  }
  return [...out.values()];
}
