/**
 * Titles that tell namesakes apart: 429 display titles of Theographic's people are shared by 1,605
 * people ("Mary" five times, "Azariah" 25). A person's title is the source's when no one else has
 * it; otherwise the name with a parent or spouse ("Abdi, son of Malluch"), with the first verse
 * that names them when that is not enough ("Azariah (Nehemiah 8:7)"), numbered when two namesakes
 * share even that verse ("Azariah, son of Jehoshaphat (2 Chronicles 21:2) · 2").
 */
import type { UiLanguage } from '../../shared/books';
import { formatRange } from '../../shared/reference/format';
import { osisRange } from '../../shared/reference/osis';
import { fill, phrases } from '../content/phrases';

export interface Titled {
  id: string;
  name: string;
  /** the source's display title */
  title: string;
  gender: 'male' | 'female' | null;
}

export interface Relations {
  parent(id: string): string | undefined;
  partner(id: string): string | undefined;
  /** OSIS id of the first verse that names the person */
  firstVerse(id: string): string | undefined;
  /** a relative's name in the language asked */
  name(id: string): string;
}

const counted = (list: [Titled, string][]) => {
  const count = new Map<string, number>();
  for (const [, title] of list) count.set(title, (count.get(title) ?? 0) + 1);
  return count;
};

export function namesakeTitles(people: Titled[], lang: UiLanguage, rel: Relations): Map<string, string> {
  const t = phrases(lang).people;
  const verseOf = (id: string) => {
    const ref = rel.firstVerse(id);
    return ref ? formatRange(osisRange(ref)!, lang) : undefined;
  };
  const byTitle = new Map<string, Titled[]>();
  for (const p of people) {
    const group = byTitle.get(p.title) ?? [];
    if (!group.length) byTitle.set(p.title, group);
    group.push(p);
  }
  const titles = new Map<string, string>();
  for (const group of byTitle.values()) {
    if (group.length === 1) {
      titles.set(group[0].id, group[0].title);
      continue;
    }
    const proposed = group.map((p): [Titled, string] => {
      const parent = rel.parent(p.id);
      const other = parent ?? rel.partner(p.id);
      const ref = verseOf(p.id);
      // the first verse that names them, in parentheses in every language: "Joseph (Numbers 13:7)"
      if (!other) return [p, ref ? `${p.name} (${ref})` : p.name];
      const [male, female, either] = parent
        ? [t.sonOf, t.daughterOf, t.childOf]
        : [t.husbandOf, t.wifeOf, t.partnerOf];
      const template = p.gender === 'male' ? male : p.gender === 'female' ? female : either;
      return [p, fill(template, { name: p.name, other: rel.name(other) })];
    });
    const once = counted(proposed);
    const withVerse = proposed.map(([p, title]): [Titled, string] => {
      const ref = verseOf(p.id);
      return [p, once.get(title) === 1 || !ref || title.includes(ref) ? title : `${title} (${ref})`];
    });
    const twice = counted(withVerse);
    const seen = new Map<string, number>();
    for (const [p, title] of withVerse) {
      const n = (seen.get(title) ?? 0) + 1;
      seen.set(title, n);
      titles.set(p.id, twice.get(title) === 1 ? title : `${title} · ${n}`);
    }
  }
  return titles;
}
