/** Where a check stopped short goes on from (issue 43): the start of a paragraph, a line or a sentence, always moving on. */
import { describe, expect, it } from 'vitest';
import { deadline, resumeAt } from './verify-limits';

describe('resumeAt', () => {
  const text = 'First paragraph. "Quoted" (John 1:1).\n\nSecond, a line.\nThird line. "Next" (John 1:2)';
  const at = text.indexOf('"Next"');
  it('goes back to the start of the paragraph, else the line, else the sentence of the quotation not reached', () => {
    expect(resumeAt(text, at, 0)).toBe(text.indexOf('Second'));
    // the paragraph starts before the first quotation checked: its line
    expect(resumeAt(text, at, text.indexOf('Second') + 1)).toBe(text.indexOf('Third'));
    // the line too: its sentence
    expect(resumeAt(text, at, text.indexOf('Third') + 1)).toBe(at);
    expect(resumeAt('One. Two. "Three" (John 1:3)', 10, 0)).toBe(10);
  });
});

describe('deadline', () => {
  it('passes only with limits and once their time is spent', () => {
    let t = 0;
    const clock = deadline({ timeMs: 50, maxQuoteWords: 10 }, () => t);
    t = 50;
    expect(clock.passed()).toBe(false);
    t = 51;
    expect(clock.passed()).toBe(true);
    expect(deadline(undefined, () => t).passed()).toBe(false);
  });
});
