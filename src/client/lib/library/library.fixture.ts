/** A study and a place for the library's tests. */
import type { Study } from '../../../shared/api';

export const study = (over: Partial<Study> = {}): Study => ({
  text: '# Moses\nRead Exodus 3:1-6.',
  driver: 'builtin',
  model: 'builtin',
  cached: false,
  language: 'en',
  subject: { kind: 'character', id: 'moses', name: 'Moses' },
  method: { id: 1, studyname: 'Biographical Study', studydescription: 'A life' },
  translation: 'KJV',
  references: [{ text: 'Exodus 3:1-6', osis: 'Exod.3.1-Exod.3.6', valid: true, start: 13, end: 25 }],
  createdAt: '2026-05-01T10:00:00.000Z',
  ...over,
});
export const place = {
  book: 'John',
  chapter: 3,
  from: 16,
  to: 17,
  translation: 'KJV',
  kjv: { chapter: 3, from: 16, to: 17 },
};
