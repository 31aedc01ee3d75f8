/**
 * A checked study for the study view's and the Word export's tests: `* ` and `- ` bullets, bold
 * (a reference inside it), a misquotation with its true text and where its words really are, an
 * exact quotation, a reference
 * with a "does not name" hint, one not in the Bible and an unknown book.
 */
import type { Study } from '../../../shared/api';

export const text = [
  '# Mary Magdalene',
  '* "Go, and sin no more" (John 13:27)',
  '- "Neither do I condemn thee" (**John 8:11**)',
  '- Read John 22:5 and Hezekiah 3:1.',
  '**Apply:** follow *Him*.',
].join('\n');

const at = (s: string) => text.indexOf(s);
const ref = (s: string, osis: string | null, valid: boolean) => ({
  text: s,
  osis,
  valid,
  start: at(s),
  end: at(s) + s.length,
});

export const checkedStudy = {
  text,
  driver: 'openai',
  model: 'm',
  cached: false,
  language: 'en',
  translation: 'KJV',
  createdAt: '',
  subject: { kind: 'character', id: 'mary-magdalene', name: 'Mary Magdalene' },
  method: { id: 1, studyname: 'Biographical Study', studydescription: '' },
  references: [
    ref('John 13:27', 'John.13.27', true),
    ref('John 8:11', 'John.8.11', true),
    ref('John 22:5', 'John.22.5', false),
    ref('Hezekiah 3:1', null, false),
  ],
  verification: {
    translations: ['KJV', 'WEB'],
    references: { total: 4, valid: 2, invalid: 2 },
    counts: { exact: 1, close: 0, misquoted: 1, unattributed: 0 },
    hints: [
      { start: at('John 13:27'), end: at('John 13:27') + 10, osis: 'John.13.27', person: 'Mary Magdalene' },
    ],
    quotations: [
      {
        start: at('"Go'),
        end: at(' (John 13'),
        quote: 'Go, and sin no more',
        osis: 'John.13.27',
        status: 'misquoted',
        translation: 'KJV',
        expected: 'Then said Jesus unto him, That thou doest, do quickly.',
        distance: 5,
        reason: 'words',
        found: { osis: 'John.8.11', own: 'John.8.11', translation: 'KJV' },
      },
      {
        start: at('"Neither'),
        end: at(' (**John 8'),
        quote: 'Neither do I condemn thee',
        osis: 'John.8.11',
        status: 'exact',
        translation: 'KJV',
        expected: null,
        distance: 0,
      },
    ],
  },
} as unknown as Study;
