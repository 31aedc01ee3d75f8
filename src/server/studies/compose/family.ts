/**
 * Biographical's family and life from the people data (import/write-people.ts, corrected by
 * content/): the person's parents, spouses, children, brothers and sisters, cousins and who raised
 * them, each with the first verse that names both (Esther's "Ahasuerus (Esther 2:16)"); and the dated
 * events the person takes part in, in time order, each with its title in the study's language (or
 * in English, marked) and where Scripture tells it.
 */
import type Database from 'better-sqlite3';
import { BOOKS } from '../../../shared/books';
import { osisRange, type RefRange } from '../../../shared/reference/osis';
import { characterSeeds, type CharacterSeed } from '../../content/characters';
import { fill } from '../../content/phrases';
import { soundsNear, spelledName } from '../../naves/bible-names';
import { personEvents } from '../../people/person-events';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { ref, section, type StudyContext } from './context';

/** The most dated events Biographical lists; the rest are counted (Chronological and the person page have them all). */
export const MAX_LIFE_EVENTS = 30;

/**
 * Each kind of relative and its line, `Father: {names}`, in content/locales (`relatives*`): one form,
 * or `man|woman|plural` where the language says it by sex (a spouse: `husband|wife|husbands|wives`).
 */
const KINDS = [
  ['father', 'relativesFather'],
  ['mother', 'relativesMother'],
  ['partner', 'relativesSpouses'],
  ['child', 'relativesChildren'],
  ['sibling', 'relativesSiblings'],
  ['half-sibling', 'relativesHalfSiblings'],
  ['cousin', 'relativesCousins'],
  ['raised-by', 'relativesRaisedBy'],
  ['raised', 'relativesRaised'],
] as const;

interface Relative {
  kind: string;
  other: string;
  name: string;
  gender: 'male' | 'female' | null;
  /** the first verse that names both, as `book * 1e6 + chapter * 1e3 + verse`; null if none */
  verse: number | null;
}

const statements = new WeakMap<ScriptureRepo, Database.Statement>();

function relatives(repo: ScriptureRepo, person: string): Relative[] {
  let stmt = statements.get(repo);
  if (!stmt) {
    stmt = repo.prepare(`SELECT l.kind, l.other, p.name, p.gender,
        (SELECT min(a.book * 1000000 + a.chapter * 1000 + a.verse) FROM person_verses a
           JOIN person_verses b ON b.book = a.book AND b.chapter = a.chapter AND b.verse = a.verse
          WHERE a.person = l.person AND b.person = l.other) AS verse
        FROM person_links l JOIN people p ON p.id = l.other WHERE l.person = ? ORDER BY verse IS NULL, verse, p.name`);
    statements.set(repo, stmt);
  }
  return stmt.all(person) as Relative[];
}

/**
 * The form for `of`: plural for several (the fourth form, for women, where there is one), else
 * by the sex of `who` — the relative, or for "brought up by" the person studied (Élevée par).
 */
export function label(text: string, of: { gender: string | null }[], who: string | null): string {
  const [one, woman = one, many = woman, women = many] = text.split('|');
  if (of.length > 1) return of.every((r) => r.gender === 'female') ? women : many;
  return who === 'female' ? woman : one;
}

let characters: Map<string, CharacterSeed> | undefined;

const verseOf = (key: number): RefRange => {
  const book = BOOKS[Math.floor(key / 1e6) - 1].osis;
  const point = { book, chapter: Math.floor(key / 1000) % 1000, verse: key % 1000 };
  return { start: point, end: { ...point } };
};

/**
 * A relative's name as the study says it: a study character's own (Mardoqueo), else as the cited
 * verse writes it in the study's Bible (the Segond's Abichaïl, where Darby's spelling is Abikhaïl),
 * else as the language's tagged Bible does; in English in English and Telugu.
 */
function nameOf(ctx: StudyContext, r: Relative): string {
  characters ??= new Map(characterSeeds().map((c) => [c.person, c]));
  const character = characters.get(r.other);
  if (character) return character.name[ctx.lang].split(',')[0];
  if (ctx.lang !== 'es' && ctx.lang !== 'fr') return r.name;
  const spelled = spelledName(ctx.repo, r.name, ctx.lang);
  if (r.verse === null) return spelled;
  const words = ctx.repo
    .versesByKjv(ctx.bible.id, verseOf(r.verse), 2)
    .flatMap((v) => v.text.match(/\p{Lu}[\p{L}-]*/gu) ?? []);
  if (words.includes(spelled)) return spelled;
  const near = [...new Set(words)].filter(
    (w) => soundsNear(w, spelled) !== undefined || soundsNear(w, r.name) !== undefined,
  );
  return near.length === 1 ? near[0] : spelled;
}

/** The family as Scripture names it, one line a kind of relative. */
export function familySection(ctx: StudyContext) {
  const { t, subject } = ctx;
  if (!subject.person) return;
  const all = relatives(ctx.repo, subject.person);
  const gender = all.length ? personGender(ctx.repo, subject.person) : null;
  const lines = KINDS.flatMap(([kind, key]) => {
    const of = all.filter((r) => r.kind === kind);
    if (!of.length) return [];
    const names = of.map((r) => `${nameOf(ctx, r)}${r.verse ? ` (${ref(ctx, verseOf(r.verse))})` : ''}`);
    const who = kind === 'raised-by' ? gender : of[0].gender;
    return [`- ${fill(label(t[key], of, who), { names: names.join(', ') })}`];
  });
  if (lines.length) section(ctx, fill(t.relatives, { name: subject.name }), ...lines, t.relativesNote);
}

const genders = new WeakMap<ScriptureRepo, Database.Statement>();
function personGender(repo: ScriptureRepo, person: string): string | null {
  let stmt = genders.get(repo);
  if (!stmt) genders.set(repo, (stmt = repo.prepare('SELECT gender FROM people WHERE id = ?')));
  return (stmt.pluck().get(person) as string | null | undefined) ?? null;
}

/** The dated events of the life, in time order, with where Scripture tells each. */
export function lifeSection(ctx: StudyContext) {
  const { t, subject } = ctx;
  if (!subject.person) return;
  const life = personEvents(ctx.repo, subject.person, ctx.lang).filter((e) => e.role === 'participant');
  if (!life.length) return;
  const year = (y: number) =>
    y < 0 ? fill(t.yearBC, { year: -y }) : fill(t.yearAD, { year: Math.max(y, 1) });
  const lines = life.slice(0, MAX_LIFE_EVENTS).map((e) => {
    const english = e.titleLanguage === ctx.lang ? '' : ` ${t.titleInEnglish}`;
    return `- ${year(e.start)} — *${e.title}*${english} (${ref(ctx, osisRange(e.verses[0])!)})`;
  });
  const more = life.length - MAX_LIFE_EVENTS;
  section(
    ctx,
    fill(t.life, { name: subject.name }),
    fill(t.lifeNote, { name: subject.name }),
    ...lines,
    ...(more > 0 ? [fill(t.moreEvents, { n: more, name: subject.name })] : []),
    t.peopleSource,
  );
}
