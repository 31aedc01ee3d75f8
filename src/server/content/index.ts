/**
 * All of content/ read and checked once, at start-up (index.ts), so that a bad file stops the
 * server with its path and field instead of failing a request later. Each kind is then served
 * from memory by its own accessor (characterSeeds(), studyMethods(), versesOfTheDay(), phrases()).
 */
import { performance } from 'node:perf_hooks';
import { UI_LANGUAGES } from '../../shared/books';
import { navesLineCounts } from '../naves/naves-translations';
import { characterSeeds } from './characters';
import { contentNames } from './names';
import { characterLessons, characterTraits } from './lessons';
import { studyMethods } from './methods';
import { phrases } from './phrases';
import { topicPassages } from './topic-passages';
import { versesOfTheDay } from './verse-of-the-day';

/** Loads everything; says what it loaded and in how long (for the start-up log). */
export function loadContent(): string {
  const start = performance.now();
  const characters = characterSeeds().length;
  const methods = studyMethods().length;
  const verses = versesOfTheDay().length;
  for (const lang of UI_LANGUAGES) {
    phrases(lang);
    contentNames(lang);
  }
  characterLessons();
  characterTraits();
  topicPassages();
  navesLineCounts();
  const ms = Math.round(performance.now() - start);
  return `${characters} characters, ${methods} methods, ${verses} verses of the day, ${UI_LANGUAGES.length} languages in ${ms} ms`;
}
