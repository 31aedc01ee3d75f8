import { describe, expect, it } from 'vitest';
import { passageOf } from './format';

describe("a note's passage", () => {
  it('is named in the reader’s language, with a link to the reader', () => {
    expect(passageOf('John.3.16', 'en')).toEqual({
      label: 'John 3:16',
      to: '/study-guides/book/John/3?highlight=16',
    });
    expect(passageOf('John.3.16', 'fr').label).toBe('Jean 3:16');
    expect(passageOf('Rom.8.28-Rom.8.30', 'es')).toEqual({
      label: 'Romanos 8:28-30',
      to: '/study-guides/book/Rom/8?highlight=28-30',
    });
  });
  it('is shown as written when it is no OSIS reference', () => {
    expect(passageOf('the Sermon on the Mount', 'en')).toEqual({
      label: 'the Sermon on the Mount',
      to: null,
    });
    expect(passageOf('Nope.3.16', 'en')).toEqual({ label: 'Nope.3.16', to: null });
  });
});
