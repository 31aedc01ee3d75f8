/** A translation's tagged word as the interlinear's gloss (write-original.ts). */
import { describe, expect, it } from 'vitest';
import { taggedText } from './write-original';

describe('taggedText', () => {
  it('reads the Reina-Valera’s opening capitals in lower case', () => {
    expect(taggedText('RV1909', 1, 2, 'ACONTECIÓ')).toBe('aconteció');
    expect(taggedText('RV1909', 1, 0, 'EN el principio')).toBe('en el principio');
  });

  it('keeps the KJV’s LORD and the Reina-Valera’s capitals after a chapter’s first words', () => {
    expect(taggedText('KJV', 1, 4, 'LORD')).toBe('LORD'); // Ps 23:1 "The LORD is my shepherd"
    expect(taggedText('KJV', 1, 0, 'LORD')).toBe('LORD'); // Ps 90:1
    expect(taggedText('RV1909', 6, 7, 'JEHOVÁ')).toBe('JEHOVÁ'); // Deut 5:6 "Yo soy JEHOVÁ"
  });
});
