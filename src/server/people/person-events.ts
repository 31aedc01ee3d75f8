/**
 * A person's events in time order (import/write-people.ts orders them), for the person page and the
 * studies, each titled in the language asked (content/event-titles.yaml, content/events/), or in
 * English, said so, where no translation is written.
 */
import type { PersonEvent } from '../../shared/api';
import { bookByOsis, type UiLanguage } from '../../shared/books';
import { joinedOsis } from '../../shared/reference/osis';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { PeopleRepo } from './people.repo';

/** The verses that name a person, as `Book.chapter.verse` ids (KJV numbering). */
export function personVerseIds(repo: ScriptureRepo, person: string): Set<string> {
  return new Set(PeopleRepo.of(repo).verseIds(person));
}

/**
 * The part of an event's verses (OSIS ids and ranges of one chapter) that `keep` holds, joined
 * again: the verses of an event that name the person.
 */
export function versesWithin(verses: string[], keep: Set<string>): string[] {
  const kept: [number, number, number][] = [];
  for (const osis of verses) {
    const [a, b = a] = osis.split('-');
    const [book, chapter, from] = a.split('.');
    const order = bookByOsis(book)!.order;
    for (let v = Number(from); v <= Number(b.split('.')[2]); v++)
      if (keep.has(`${book}.${chapter}.${v}`)) kept.push([order, Number(chapter), v]);
  }
  return joinedOsis(kept);
}

/**
 * A person's events (`people`: the people data, or scripture.db's repository, whose PeopleRepo is
 * asked: the composer's callers hold only that one).
 */
export function personEvents(
  people: PeopleRepo | ScriptureRepo,
  person: string,
  lang: UiLanguage,
): PersonEvent[] {
  return PeopleRepo.of(people)
    .events(person)
    .map(({ titles, span, verses, ...e }) => {
      const t = JSON.parse(titles) as Partial<Record<UiLanguage, string>> & { en: string };
      const title = t[lang];
      return {
        id: e.id,
        title: title ?? t.en,
        titleLanguage: title ? lang : 'en',
        start: e.start,
        span: span === 1,
        verses: JSON.parse(verses) as string[],
        role: e.role,
      };
    });
}
