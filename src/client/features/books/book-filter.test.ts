import { describe, expect, it } from 'vitest';
import { filterBooks, groupsOf } from './book-filter';

const osis = (f: Parameters<typeof filterBooks>[0], lang: 'en' | 'es' = 'en') =>
  filterBooks(f, lang).map((b) => b.osis);

describe('the book list filter', () => {
  it('keeps a testament, a section, or both', () => {
    expect(osis({ testament: 'NT', group: null, name: '' })).toHaveLength(27);
    expect(osis({ testament: null, group: 'gospels', name: '' })).toEqual(['Matt', 'Mark', 'Luke', 'John']);
    expect(osis({ testament: 'OT', group: 'law', name: '' })).toHaveLength(5);
    expect(osis({ testament: 'NT', group: 'law', name: '' })).toEqual([]);
  });

  it('finds a name in the language, in English or by OSIS id, without accents', () => {
    expect(osis({ testament: null, group: null, name: 'genesis' }, 'es')).toEqual(['Gen']);
    expect(osis({ testament: null, group: null, name: 'juan' }, 'es')).toEqual([
      'John',
      '1John',
      '2John',
      '3John',
    ]);
    expect(osis({ testament: null, group: null, name: 'Phlm' })).toEqual(['Phlm']);
  });

  it('offers the sections of the testament shown', () => {
    expect(groupsOf('OT')).toEqual(['law', 'history', 'poetry', 'prophets']);
    expect(groupsOf('NT')).toEqual(['gospels', 'acts', 'pauline', 'general', 'revelation']);
    expect(groupsOf(null)).toHaveLength(9);
  });
});
