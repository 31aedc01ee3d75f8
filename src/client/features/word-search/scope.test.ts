import { describe, expect, it } from 'vitest';
import { scopeOf, scopeParams } from './scope';

describe('the word search scope', () => {
  it('reads the narrowest of contradictory parameters, so the select shows what is searched', () => {
    expect(scopeOf(new URLSearchParams('group=law&book=Rom'))).toBe('book:Rom');
    expect(scopeOf(new URLSearchParams('testament=OT&group=gospels'))).toBe('group:gospels');
    expect(scopeOf(new URLSearchParams('testament=NT'))).toBe('testament:NT');
    expect(scopeOf(new URLSearchParams('group=nonsense'))).toBe('');
    expect(scopeOf(new URLSearchParams(''))).toBe('');
  });
  it('sets exactly one parameter', () => {
    expect(scopeParams('group:law')).toEqual({ testament: null, group: 'law', book: null });
    expect(scopeParams('')).toEqual({ testament: null, group: null, book: null });
  });
});
