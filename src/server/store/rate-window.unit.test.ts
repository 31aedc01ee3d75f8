/**
 * The rate-limit record both drivers keep per client: its size must not grow with the limit
 * (VERIFY_RATE_LIMIT in the thousands made it an 80 KB row read and written on every check).
 */
import { describe, expect, it } from 'vitest';
import { slideWindow } from './store';

const HOUR = 3_600_000;

function hitAll(limit: number, times: number[]) {
  let record = '';
  let largest = 0;
  const allowed: boolean[] = [];
  for (const t of times) {
    const next = slideWindow(record, limit, HOUR, t);
    record = next.hits;
    largest = Math.max(largest, record.length);
    allowed.push(next.result.allowed);
  }
  return { allowed, largest };
}

describe('the rate-limit record', () => {
  it('stays under 1 KB however high the limit and however many hits', () => {
    const start = 1_000 * HOUR;
    const times = Array.from({ length: 6_000 }, (_, i) => start + i * 600); // one every 0.6 s for an hour
    const { allowed, largest } = hitAll(10_000, times);
    expect(allowed.every(Boolean)).toBe(true);
    expect(largest).toBeLessThan(1_024);
  });

  it('never lets more than the limit through in any window of its length', () => {
    const start = 1_000 * HOUR;
    // a client hitting every 7 s for three hours against a limit of 100 an hour
    const times = Array.from({ length: 1_500 }, (_, i) => start + i * 7_000);
    const { allowed } = hitAll(100, times);
    const through = times.filter((_, i) => allowed[i]);
    for (let i = 0; i < through.length; i++) {
      const inWindow = through.filter((t) => t > through[i] - HOUR && t <= through[i]).length;
      expect(inWindow).toBeLessThanOrEqual(100);
    }
    // and it is not much stricter than the limit: over three hours, close to 300 got through
    expect(through.length).toBeGreaterThan(280);
  });
});
