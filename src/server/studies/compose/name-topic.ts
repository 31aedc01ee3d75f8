/**
 * Who or what a topic names, when it is one person or one place of the people data (OREN, DOTHAN):
 * Easton's article, shortened visibly, and a person's family, each relative named as the study's
 * Bible spells it where the language has a tagged Bible (naves/bible-names.ts). A study of a name
 * that Scripture gives once had nothing to say of the person but that verse.
 */
import { fill } from '../../content/phrases';
import { spelledName } from '../../naves/bible-names';
import type { StudyContext } from './context';

/** Easton's article is cut at a sentence's end within this many characters. */
const MAX_ARTICLE = 420;
/** Relatives of one kind named, at most (the most often named first). */
const MAX_RELATIVES = 8;

const RELATIONS = [
  ['father', 'familyFather'],
  ['mother', 'familyMother'],
  ['partner', 'familyPartners'],
  ['child', 'familyChildren'],
  ['sibling', 'familySiblings'],
] as const;

/** The article's first paragraph, at most MAX_ARTICLE characters, cut at a sentence (…). */
export function shortArticle(text: string): string {
  const first = text
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  if (first.length <= MAX_ARTICLE) return first;
  const cut = first.slice(0, MAX_ARTICLE).lastIndexOf('. ');
  return `${cut > 0 ? first.slice(0, cut + 1) : first.slice(0, MAX_ARTICLE)} …`;
}

/** The lines that say who or what the topic names; none when it names no single record. */
export function nameTopicLines(ctx: StudyContext): string[] {
  const { repo, subject, t, lang } = ctx;
  const id = subject.person ?? subject.place;
  if (subject.kind !== 'topic' || !id) return [];
  const table = subject.person ? 'people' : 'places';
  const easton = repo.prepare(`SELECT easton FROM ${table} WHERE id = ?`).pluck().get(id) as string | null;
  const family: string[] = [];
  if (subject.person)
    for (const [kind, phrase] of RELATIONS) {
      const names = repo
        .prepare(
          'SELECT p.name FROM person_links l JOIN people p ON p.id = l.other WHERE l.person = ? AND l.kind = ? ORDER BY p.verse_count DESC',
        )
        .pluck()
        .all(id, kind) as string[];
      // a king's children run to dozens: the best known, and how many more (visibly)
      const shown = names.slice(0, MAX_RELATIVES).map((n) => spelledName(repo, n, lang));
      if (names.length > MAX_RELATIVES) shown.push(`… +${names.length - MAX_RELATIVES}`);
      if (names.length) family.push(fill(t[phrase], { names: shown.join(', ') }));
    }
  if (!easton && !family.length) return [];
  return [
    // an entry of namesakes: which of them this is (the one its key passages are about)
    ...(subject.namesakes ? [fill(t.namesakeShown, { n: subject.namesakes })] : []),
    ...(easton ? [shortArticle(easton), t.whoSource] : []),
    ...(family.length ? [fill(t.family, { list: family.join('; ') })] : []),
  ];
}
