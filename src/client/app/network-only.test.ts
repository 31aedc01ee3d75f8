import { describe, expect, it } from 'vitest';
import { offlineNeed } from './network-only';

describe('offlineNeed', () => {
  it('names what each server-backed screen needs the connection for', () => {
    expect(offlineNeed('/concordance/word-search')).toBe('search');
    expect(offlineNeed('/concordance')).toBe('topics');
    expect(offlineNeed('/concordance/original-language')).toBe('wordStudy');
    expect(offlineNeed('/research-tools/greek')).toBe('wordStudy');
    expect(offlineNeed('/research-tools/check')).toBe('check');
    expect(offlineNeed('/character-studies')).toBe('studies');
    expect(offlineNeed('/contact/')).toBe('contact');
  });

  it('leaves the screens that work offline alone', () => {
    for (const path of [
      '/',
      '/study-guides',
      '/study-guides/book/John',
      '/study-guides/book/John/3',
      '/research-tools',
      '/nope',
    ])
      expect(offlineNeed(path)).toBeNull();
  });
});
