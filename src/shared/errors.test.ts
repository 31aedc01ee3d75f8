import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from './books';
import { ERROR_MESSAGES } from './errors';

describe('error catalogue', () => {
  it('has every message in all four languages', () => {
    for (const [id, messages] of Object.entries(ERROR_MESSAGES)) {
      for (const lang of UI_LANGUAGES) {
        expect(messages[lang], `${id}.${lang}`).toMatch(/\S/);
      }
      expect(messages.te, `${id}.te is in Telugu script`).toMatch(/[\u0C00-\u0C7F]/);
      expect(new Set([messages.en, messages.es, messages.fr]).size, `${id} is translated`).toBe(3);
    }
  });
});
