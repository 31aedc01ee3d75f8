/** A long text cut into parts for the check (issue 43): where the cuts fall, and that nothing is lost. */
import { describe, expect, it } from 'vitest';
import { splitText } from './text-parts';

const cover = (text: string, max: number) => {
  const parts = splitText(text, max);
  // the parts follow one another, each within the limit, and together are the text
  parts.forEach((p, k) => {
    expect(p.end - p.start).toBeLessThanOrEqual(max);
    if (k) expect(p.start).toBe(parts[k - 1].end);
  });
  expect(parts.map((p) => text.slice(p.start, p.end)).join('')).toBe(text.slice(parts[0].start));
  return parts.map((p) => text.slice(p.start, p.end));
};

describe('splitText', () => {
  it('leaves a text that fits whole', () => {
    expect(splitText('John 3:16', 100)).toEqual([{ start: 0, end: 9 }]);
  });
  it('cuts at a blank line, else a line end, else after a sentence, else between words: never inside a word', () => {
    const para = 'word '.repeat(30).trim();
    expect(cover(`${para}\n\n${para}\n\n${para}`, 320)).toEqual([`${para}\n\n${para}\n\n`, para]);
    expect(cover(`${para}\n${para}`, 200)).toEqual([`${para}\n`, para]);
    expect(cover('One two three. Four five six. Seven eight nine.', 35)).toEqual([
      'One two three. Four five six. ',
      'Seven eight nine.',
    ]);
    const parts = cover('alpha beta gamma delta epsilon zeta eta theta iota kappa', 20);
    for (const p of parts) expect(p).toMatch(/^\S.*\S\s*$|^\S+\s*$/);
    expect(parts.join('')).toBe('alpha beta gamma delta epsilon zeta eta theta iota kappa');
  });
  it('keeps a block quote with the line that introduces it', () => {
    const intro = `${'x '.repeat(40)}Proverbs 3:5 reads:`;
    const text = `${'y '.repeat(40)}\n\n${intro}\n\n> Trust in the LORD with all thine heart\n\nAmen.`;
    const parts = cover(text, 170);
    expect(parts.some((p) => p.includes('Proverbs 3:5 reads:') && p.includes('> Trust'))).toBe(true);
  });
  it('a 30,000-character sermon: two parts within 20,000, cut between paragraphs', () => {
    const para = `${'The shepherd psalm comforts us. '.repeat(12)}"The LORD is my shepherd; I shall not want" (Psalm 23:1).`;
    const text = Array.from({ length: 70 }, () => para).join('\n\n');
    expect(text.length).toBeGreaterThan(30_000);
    const parts = cover(text, 20_000);
    expect(parts).toHaveLength(2);
    expect(parts[0].endsWith('\n\n')).toBe(true);
  });
});
