import { describe, expect, it } from 'vitest';
import { compileQuery } from './search.service';

describe('compileQuery', () => {
  it.each([
    ['faith', 'word', '"faith"'],
    ['Faith  HOPE', 'word', '"faith" AND "hope"'],
    ['faith hope', 'all', '"faith" AND "hope"'],
    ['faith hope', 'any', '"faith" OR "hope"'],
    ['my shepherd', 'phrase', '"my shepherd"'],
    ['"my shepherd"', 'phrase', '"my shepherd"'],
    ['faith', 'prefix', '"faith"*'],
    ['faith*', 'word', '"faith"*'],
    ['"the lord" shepherd', 'word', '"the lord" AND "shepherd"'],
    ['LORD’s', 'word', '"lord" AND "s"'],
    ['amó', 'word', '"amó"'],
    ['faith; OR NOT -hope', 'word', '"faith" AND "or" AND "not" AND "hope"'],
  ] as const)('%s (%s) → %s', (q, mode, fts) => {
    expect(compileQuery(q, mode)).toBe(fts);
  });

  it.each([
    ['', 'search_query_required'],
    ['   ', 'search_query_required'],
    ['x'.repeat(201), 'search_query_too_long'],
    ['"my shepherd', 'search_unbalanced_quotes'],
    ['!!! ???', 'search_no_words'],
    ['""', 'search_no_words'],
  ])('refuses %j with %s', (q, id) => {
    expect(() => compileQuery(q, 'word')).toThrow(expect.objectContaining({ id, status: 400 }));
  });
});
