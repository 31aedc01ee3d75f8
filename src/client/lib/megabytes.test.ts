import { describe, expect, it } from 'vitest';
import { WRITTEN, formatBytes, formatted } from './megabytes';

/** sizes around every rounding and grouping edge: tenths, the 10 MB switch, thousands, ten thousands */
const SIZES = [
  0, 1, 49_999, 50_000, 949_999, 950_000, 1_449_999, 1_450_000, 1_400_000, 8_800_000, 9_949_999, 9_950_000,
  9_999_999, 10_000_000, 10_499_999, 10_500_000, 12_345_678, 99_500_000, 999_499_999, 999_500_000,
  1_234_567_890, 9_999_500_000, 12_345_678_901, 123_456_789_012, 1_234_567.8,
];

describe('megabytes', () => {
  it('are written as each UI language writes them', () => {
    expect(formatBytes(8_800_000, 'en')).toBe('8.8 MB');
    expect(formatBytes(1_400_000, 'fr')).toBe('1,4\u202fMo');
    expect(formatBytes(1_234_567_890, 'fr')).toBe('1\u202f235\u202fMo');
    expect(formatBytes(1_234_567_890, 'es')).toBe('1235 MB');
    expect(formatBytes(12_345_678_901, 'es')).toBe('12.346 MB');
    expect(formatBytes(950_000, 'te')).toBe('1 ఎమ్‌బి');
  });

  it('are written out for the UI languages as Intl formats them', () => {
    for (const language of Object.keys(WRITTEN))
      for (const bytes of SIZES)
        expect(formatBytes(bytes, language), `${language} ${bytes}`).toBe(formatted(bytes, language));
    expect(formatBytes(8_800_000, 'de')).toBe(formatted(8_800_000, 'de'));
  });
});
