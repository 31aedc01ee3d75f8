/**
 * What every section of the built-in study needs (compose.ts): the subject, the language and its
 * phrases and Bible, what the study holds the person up as, the key verse — and the helpers that
 * quote scripture from the language's Bible and write the study's lines.
 */
import type { UiLanguage } from '../../../shared/books';
import { formatRange } from '../../../shared/reference/format';
import type { ParsedReference, RefRange } from '../../../shared/reference/osis';
import { ownRange } from '../../scripture/numbering';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { phrases, type Phrases } from '../../content/phrases';
import { lessonOf, type Lesson } from '../../content/lessons';
import type { Subject } from '../catalog';
import { keyVerse } from './key-verse';

export interface StudyContext {
  repo: ScriptureRepo;
  subject: Subject;
  lang: UiLanguage;
  t: Phrases['composer'];
  bible: ReturnType<ScriptureRepo['bestTranslationFor']>;
  lesson: Lesson;
  /** the verse the study centres on, in the KJV's numbering */
  key: RefRange | null;
  /** the study's lines */
  out: string[];
}

export function studyContext(repo: ScriptureRepo, subject: Subject, lang: UiLanguage): StudyContext {
  return {
    repo,
    subject,
    lang,
    t: phrases(lang).composer,
    bible: repo.bestTranslationFor(lang),
    lesson: subject.kind === 'character' ? lessonOf(subject.id) : 'model',
    key: keyVerse(repo, subject),
    out: [],
  };
}

/**
 * A `# heading`, its lines and a blank line. An English topic's name is in small letters in the
 * study's sentences (catalog.ts), and takes its capital back where it starts a heading's part
 * (`Overview: Humility`).
 */
export function section(ctx: StudyContext, heading: string, ...lines: string[]) {
  const titled =
    ctx.lang === 'en'
      ? heading.replace(/^([^:]*: )(\p{Ll})/u, (_, a: string, b: string) => a + b.toUpperCase())
      : heading;
  ctx.out.push(`# ${titled}`, ...lines, '');
}

/**
 * A range (KJV numbering) as the study prints it: in the language's book names and in the numbers
 * of the Bible it quotes (French: Psaumes 51:12, the Segond's number for the KJV's Psalm 51:10).
 */
export const ref = (ctx: StudyContext, r: RefRange) =>
  formatRange(ownRange(ctx.repo, ctx.bible.id, r), ctx.lang);

/** A parsed reference's ranges, each as `ref` prints it. */
export const refs = (ctx: StudyContext, p: ParsedReference) => p.ranges.map((r) => ref(ctx, r)).join('; ');

/**
 * A range's text in the language's Bible (given in the KJV's numbering), at most `maxWords`
 * words, shortened visibly (`…`) — in quotation marks, so the quotation check verifies it.
 */
export function quoteRange(ctx: StudyContext, r: RefRange, maxWords = Infinity, maxVerses = 12): string {
  const verses = ctx.repo.versesByKjv(ctx.bible.id, r, maxVerses + 1).filter((v) => v.text && !v.title);
  const words = wordsOf(
    verses
      .slice(0, maxVerses)
      .map((v) => v.text)
      .join(' '),
  );
  return quoteWords(words, 0, maxWords, words.length > maxWords || verses.length > maxVerses);
}

/** A text's words, as the quotations count them. */
export const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** A text as a regular expression matching it literally (a name, a word Strong's defines by). */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Words `start` to `end` of a text, in quotation marks, the cuts marked (`…`) before and after
 * (`more`: something follows that `words` does not hold) and a clause's last comma or colon dropped
 * — and marked: a verse that ends mid-sentence (Isaiah 2:13, "and upon all the oaks of Bashan,")
 * is cut before its point, which the next verse holds.
 */
export function quoteWords(words: string[], start: number, end: number, more = end < words.length): string {
  const joined = words.slice(start, end).join(' ');
  const shown = joined.replace(/[,;:]$/, '');
  return `“${start > 0 ? '… ' : ''}${shown}${more || shown !== joined ? ' …' : ''}”`;
}

/** A single verse as a range. */
export const verseRange = (book: string, chapter: number, verse: number): RefRange => ({
  start: { book, chapter, verse },
  end: { book, chapter, verse },
});
