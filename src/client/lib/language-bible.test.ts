import { expect, it } from 'vitest';
import type { Translation } from '../../shared/api';
import { languageBible, readerBible } from './language-bible';

const bible = (id: string, language: string): Translation => ({
  id,
  name: id,
  language,
  licence: 'Public domain',
  verseCount: 31_102,
  hasStrongs: false,
});
const list = [bible('KJV', 'en'), bible('ASV', 'en'), bible('RV1909', 'es'), bible('LSG', 'fr')];

it("opens a chapter in the Bible last chosen for the language, if it is still installed, else the language's", () => {
  expect(readerBible(list, 'en', 'ASV')?.id).toBe('ASV');
  expect(readerBible(list, 'fr', undefined)?.id).toBe('LSG');
  expect(readerBible(list, 'es', 'GONE')?.id).toBe('RV1909');
  // no Telugu Bible: the first installed, and the page says so
  expect(readerBible(list, 'te', undefined)?.id).toBe('KJV');
  expect(languageBible(list, 'te').fallback).toBe(true);
  expect(readerBible([], 'en', undefined)).toBeUndefined();
});
