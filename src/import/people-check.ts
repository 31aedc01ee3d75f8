/**
 * Holds the people data of Theographic Bible Metadata (theographic.ts) against our data before it
 * is stored: every verse against the KJV's verses, every link against the records it names. A
 * defect is counted and reported by kind, never fixed silently: unknown verses and links are left
 * out, one-sided family links are completed, and real errors of the source are corrected by
 * content/theographic-errata.yaml, each with its reason.
 */
import { applyFamilyErrata, applyVerseErrata, type Errata } from './people-errata';
import type { TheoEvent, TheoPerson, Theographic } from './theographic';

export { readErrata, type Errata } from './people-errata';

export interface PeopleReport {
  people: number;
  places: number;
  events: number;
  /** defects by kind: how many, and a few examples */
  defects: Record<string, { count: number; examples: string[] }>;
  errata: number;
}

export function checkTheographic(data: Theographic, known: Set<string>, errata: Errata): PeopleReport {
  const defects: PeopleReport['defects'] = {};
  const defect = (kind: string, example: string) => {
    const d = (defects[kind] ??= { count: 0, examples: [] });
    d.count++;
    if (d.examples.length < 5) d.examples.push(example);
  };
  const people = new Map(data.people.map((p) => [p.id, p]));
  const places = new Map(data.places.map((p) => [p.id, p]));
  // records the source marks as repeating another place (Jebus, Jerusalem's): merged into it, their
  // verses and every link to them, so a chapter does not list one place twice
  const canonical = (id: string) => {
    const seen = new Set<string>();
    let at = id;
    while (places.get(at)?.duplicateOf && !seen.has(at)) {
      seen.add(at);
      at = places.get(at)!.duplicateOf!;
    }
    return places.has(at) ? at : id;
  };
  for (const pl of data.places) {
    const to = canonical(pl.id);
    if (to === pl.id) continue;
    const into = places.get(to)!;
    into.verses = [...new Set([...into.verses, ...pl.verses])];
    defect('place the source marks as a duplicate of another (merged)', `${pl.id} → ${to}`);
  }
  data.places = data.places.filter((pl) => canonical(pl.id) === pl.id);
  for (const p of data.people) {
    if (p.birthPlace) p.birthPlace = canonical(p.birthPlace);
    if (p.deathPlace) p.deathPlace = canonical(p.deathPlace);
  }
  for (const e of data.events) {
    e.places = [...new Set(e.places.map(canonical))];
    e.locations = [...new Set(e.locations.map(canonical))];
  }
  for (const id of [...places.keys()]) if (canonical(id) !== id) places.delete(id);

  // errata first: they correct what the source says
  applyVerseErrata(data, errata);

  const keepVerses = (owner: string, verses: string[]) =>
    verses.filter((v) => {
      if (known.has(v)) return true;
      defect('verse that is not in the KJV (left out)', `${owner}: ${v}`);
      return false;
    });
  for (const p of data.people) {
    p.verses = keepVerses(p.id, p.verses);
    for (const f of ['birthPlace', 'deathPlace'] as const)
      if (p[f] && !places.has(p[f])) {
        defect('link to an unknown place (left out)', `${p.id}.${f}: ${p[f]}`);
        p[f] = null;
      }
    for (const f of ['mother', 'father', 'partners', 'children', 'siblings', 'halfSiblings'] as const)
      p[f] = p[f].filter((id) => {
        if (people.has(id) && id !== p.id) return true;
        defect('family link to an unknown person (left out)', `${p.id}.${f}: ${id}`);
        return false;
      });
  }
  // family links the other side does not repeat: completed, so that both pages agree
  const addOnce = (xs: string[], id: string) => xs.includes(id) || xs.push(id);
  for (const p of data.people) {
    for (const c of p.children) {
      const child = people.get(c)!;
      if (child.father.includes(p.id) || child.mother.includes(p.id)) continue;
      defect('child whose parent is not named on its side (completed)', `${p.id} → ${c}`);
      addOnce(p.gender === 'female' ? child.mother : child.father, p.id);
    }
    for (const parent of [...p.father, ...p.mother])
      if (!people.get(parent)!.children.includes(p.id)) {
        defect('parent who does not list the child (completed)', `${parent} → ${p.id}`);
        people.get(parent)!.children.push(p.id);
      }
    for (const f of ['partners', 'siblings', 'halfSiblings'] as const)
      for (const o of p[f])
        if (!people.get(o)![f].includes(p.id)) {
          const kind = { partners: 'partner', siblings: 'sibling', halfSiblings: 'half-sibling' }[f];
          defect(`one-sided ${kind} link (completed)`, `${p.id} → ${o}`);
          people.get(o)![f].push(p.id);
        }
  }
  const familyErrata = applyFamilyErrata(data, errata);
  for (const pl of data.places) {
    pl.verses = keepVerses(pl.id, pl.verses);
    if (pl.lat === null || pl.lon === null) defect('place without coordinates (no map marker)', pl.id);
  }
  // content's events (and the source's given other verses): who and where their verses name, as
  // the source's "people (from verses)" and "places (from verses)" are
  const naming = (records: { id: string; verses: string[] }[]) => {
    const at = new Map<string, string[]>();
    for (const r of records) for (const v of r.verses) at.set(v, [...(at.get(v) ?? []), r.id]);
    return at;
  };
  const peopleAt = naming(data.people);
  const placesAt = naming(data.places);
  for (const e of data.events) {
    if (!e.fromContent) continue;
    const unknown = e.verses.find((v) => !known.has(v));
    if (unknown) throw new Error(`event ${e.id} "${e.title}": ${unknown} is not a verse of the KJV`);
    e.people = [...new Set([...e.participants, ...e.verses.flatMap((v) => peopleAt.get(v) ?? [])])];
    e.places = [...new Set([...e.locations, ...e.verses.flatMap((v) => placesAt.get(v) ?? [])])];
  }
  for (const e of data.events) {
    e.verses = keepVerses(`event ${e.id}`, e.verses);
    e.people = e.people.filter((id) => {
      if (people.has(id)) return true;
      defect('event link to an unknown person (left out)', `event ${e.id}: ${id}`);
      return false;
    });
    e.participants = e.participants.filter((id) => e.people.includes(id));
    e.places = e.places.filter((id) => {
      if (places.has(id)) return true;
      defect('event link to an unknown place (left out)', `event ${e.id}: ${id}`);
      return false;
    });
    e.locations = e.locations.filter((id) => places.has(id));
  }
  const titles = new Set(data.events.map((e) => e.title));
  for (const e of data.events)
    if (e.predecessor && !titles.has(e.predecessor)) {
      defect(
        'event following an event the source does not have (not chained)',
        `event ${e.id}: "${e.predecessor}"`,
      );
      e.predecessor = null;
    }
  return {
    people: data.people.length,
    places: data.places.length,
    events: data.events.length,
    defects,
    errata: errata.people.length + errata.events.length + (errata.places?.length ?? 0) + familyErrata,
  };
}

/** A study character (content/characters/<id>.yaml) and its person in the people data. */
export interface CharacterRef {
  id: string;
  person: string;
}

/** What the character check allows, each with why (content/people-check.yaml). */
export interface CheckAllowances {
  /** characters Scripture tells fewer than three dated events of: the number it does tell */
  fewEvents?: { character: string; events: number; why: string }[];
  /** two people a verse seems to call husband and wife who are not */
  notSpouses?: { person: string; other: string; why: string }[];
  /** events whose verses speak of the person without the name ("we", "they", "her husband"), with who it is */
  unnamed?: { person: string; events: number[]; why: string }[];
}

/** A period, not an event of a life: a reign, a lifetime, a book's prophecies, a judgeship, or 20 years or more. */
export const isSpan = (e: TheoEvent): boolean =>
  /^(?:Reign|Lifetime|Prophecies|Judgeship) of\b/.test(e.title) || e.years >= 20;

/** The most events the check requires of a character whose life Scripture tells. */
export const LIFE_EVENTS = 3;

/** Named beside wives and husbands ("in the sight of the LORD, whom Jezebel his wife"), never one. */
const DIVINE = new Set(['god_1324', 'jesus_905', 'holy_spirit_7400']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a verse calls `husband` and `wife` (their names) husband and wife: "Abram took Sarai his
 * wife", "Abigail the Carmelitess, Nabal's wife", "the king Ahasuerus … Esther the queen".
 */
export function spouseIn(text: string, husband: string[], wife: string[]): boolean {
  if (!/wife|husband|queen/.test(text)) return false;
  const alt = (names: string[]) => `(?:${names.map(escape).join('|')})`;
  const [h, w] = [alt(husband), alt(wife)];
  const near = '[^.;:?!]{0,60}?';
  // between a name and its apposition ("Abigail the Carmelitess, Nabal's wife"), but not another
  // kinship ("Anah the daughter of Zibeon, Esau's wife": the wife is Aholibamah)
  const apposition = '(?:(?!daughter|son|sister|brother|mother|father)[^.;:?!]){0,30}?';
  const patterns = [
    `\\b${w}\\b${apposition}\\b${h}['’]s wife\\b`,
    `\\b${h}['’]s wife,? ${w}\\b`,
    `\\b${w}\\b${apposition}\\bthe wife of ${h}\\b`,
    `\\b${h}\\b${near}\\b${w},? (?:his|thy) wife\\b`,
    `\\b${w}\\b${near}\\b${h},? her husband\\b`,
    `\\b${h}\\b${near}\\btook ${w}\\b[^.;:?!]{0,30}?\\bto wife\\b`,
  ];
  if (patterns.some((p) => new RegExp(p).test(text))) return true;
  const queen = new RegExp(`\\b(?:queen ${w}|${w},? the queen)\\b`).test(text);
  return queen && new RegExp(`\\b(?:king ${h}|${h},? the king)\\b`).test(text);
}

/**
 * The study characters held against Scripture, after the corrections: each takes part in at least
 * three dated events of its life (not only reigns or spans; fewer where content/people-check.yaml
 * says Scripture tells fewer, and why), every event it is linked to has a verse that names it, and
 * a verse calling it and another person husband and wife has them linked as spouses. Returns the
 * failures; the import stops on any.
 */
export function checkCharacters(
  data: Theographic,
  characters: CharacterRef[],
  allow: CheckAllowances,
  kjv: (osis: string) => string | undefined,
): string[] {
  const failures: string[] = [];
  const people = new Map(data.people.map((p) => [p.id, p]));
  const namesOf = (p: TheoPerson) => [...new Set([p.name, ...p.alsoCalled])].filter((n) => n.length > 1);
  const atVerse = new Map<string, TheoPerson[]>();
  for (const p of data.people) for (const v of p.verses) atVerse.set(v, [...(atVerse.get(v) ?? []), p]);
  const few = new Map((allow.fewEvents ?? []).map((f) => [f.character, f]));
  const notSpouse = new Set((allow.notSpouses ?? []).map((n) => `${n.person} ${n.other}`));
  for (const c of characters) {
    const p = people.get(c.person);
    if (!p) {
      failures.push(`${c.id}: no person ${c.person} in the people data`);
      continue;
    }
    const own = new Set(p.verses);
    const events = data.events.filter((e) => e.people.includes(p.id));
    const life = events.filter((e) => e.participants.includes(p.id) && !isSpan(e));
    const allowed = few.get(c.id);
    const needed = allowed?.events ?? LIFE_EVENTS;
    if (life.length < needed)
      failures.push(
        `${c.id} (${p.id}): takes part in ${life.length} dated event(s) of its life (${life.map((e) => e.title).join('; ') || 'none'}); Scripture tells ${needed} or more`,
      );
    if (allowed && life.length >= LIFE_EVENTS)
      failures.push(`${c.id}: content/people-check.yaml allows fewer events, but it has ${life.length}`);
    const unnamed = new Set((allow.unnamed ?? []).filter((u) => u.person === p.id).flatMap((u) => u.events));
    for (const e of events) {
      const named = e.verses.some((v) => own.has(v));
      if (!named && !unnamed.has(e.id))
        failures.push(`${c.id} (${p.id}): in event ${e.id} "${e.title}", none of whose verses names it`);
      if (named && unnamed.has(e.id))
        failures.push(`${c.id}: content/people-check.yaml says event ${e.id} does not name it, but it does`);
      unnamed.delete(e.id);
    }
    for (const id of unnamed)
      failures.push(`${c.id}: content/people-check.yaml speaks of event ${id}, which it is not in`);
    const reported = new Set<string>();
    for (const v of p.verses) {
      const text = kjv(v);
      if (!text) continue;
      const here = atVerse.get(v) ?? [];
      for (const o of here) {
        if (o === p || p.partners.includes(o.id) || reported.has(o.id) || DIVINE.has(o.id)) continue;
        if (notSpouse.has(`${p.id} ${o.id}`) || notSpouse.has(`${o.id} ${p.id}`)) continue;
        const [h, w] = p.gender === 'female' ? [o, p] : [p, o];
        if (h.gender === 'female' || w.gender === 'male') continue;
        // the verse's husband and wife are another couple the data already links (Matthew 1:20:
        // "Joseph, thou son of David, … Mary thy wife")
        if (here.some((x) => x !== h && w.partners.includes(x.id))) continue;
        if (spouseIn(text, namesOf(h), namesOf(w))) {
          reported.add(o.id);
          failures.push(
            `${c.id} (${p.id}): ${v} calls ${h.id} and ${w.id} husband and wife; not linked as spouses`,
          );
        }
      }
    }
  }
  // content's own events (and the source's given other verses): everyone said to take part is named
  // in their verses, or content/people-check.yaml says who the verses mean
  const unnamedIn = new Set((allow.unnamed ?? []).flatMap((u) => u.events.map((e) => `${u.person} ${e}`)));
  for (const e of data.events)
    for (const id of e.fromContent ? e.participants : []) {
      const verses = new Set(people.get(id)?.verses ?? []);
      if (!DIVINE.has(id) && !unnamedIn.has(`${id} ${e.id}`) && !e.verses.some((v) => verses.has(v)))
        failures.push(`event ${e.id} "${e.title}": ${id} takes part, but none of its verses names them`);
    }
  return failures;
}
