import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from './books';
import messages from './error-messages.json';
import { ERROR_MESSAGES, errorMessage, isErrorId } from './errors';

describe('error catalogue (error-messages.json)', () => {
  it('has every message in all four languages, and nothing else', () => {
    for (const [id, texts] of Object.entries(ERROR_MESSAGES)) {
      expect(id, 'an id is snake_case').toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
      expect(Object.keys(texts).sort(), `${id}'s languages`).toEqual([...UI_LANGUAGES].sort());
      for (const lang of UI_LANGUAGES) {
        expect(texts[lang], `${id}.${lang}`).toMatch(/\S/);
      }
      expect(texts.te, `${id}.te is in Telugu script`).toMatch(/[\u0C00-\u0C7F]/);
      expect(new Set([texts.en, texts.es, texts.fr]).size, `${id} is translated`).toBe(3);
    }
  });

  it('is the JSON file, read through errors.ts', () => {
    expect(ERROR_MESSAGES).toBe(messages);
    expect(errorMessage('not_found', 'fr')).toBe(messages.not_found.fr);
    expect(isErrorId('verify_text_too_long')).toBe(true);
    expect(isErrorId('toString')).toBe(false);
  });
});
