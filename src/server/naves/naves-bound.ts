/**
 * How much of a Nave's entry a study holds. Every entry of a character is whole except Jesus'
 * (661 lines under 100 headings): a study holds the entry's first heading whole (for Jesus, His
 * life, HISTORY OF) and lines after it up to MAX_LINES; the study says how many more there are
 * and where (events.ts), so nothing is cut silently.
 */
import type { NavesEvent } from './naves-parts';

/** Lines a study holds at most, beyond the entry's first heading. */
export const MAX_LINES = 150;

export function bounded(events: NavesEvent[]): NavesEvent[] {
  if (events.length <= MAX_LINES) return events;
  const first = events.findIndex((e) => e.heading !== events[0].heading);
  return events.slice(0, Math.max(MAX_LINES, first < 0 ? events.length : first));
}
