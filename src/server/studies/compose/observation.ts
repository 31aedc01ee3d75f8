/**
 * Inductive and SOAP: observation aids for the key passages — who and where they name (the people
 * data: people/passage-people.ts), what happens in them (the person's dated events), where the text
 * turns on a contrast ("but": contrasts), and the words the passages repeat in the language's
 * Bible that matter: said at least three times, not everywhere in the Bible (term_counts), not the
 * words of grammar and speech (`than`, `said`, `entonces`, `dit`), not the names already listed.
 */
import type Database from 'better-sqlite3';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { fold } from '../../scripture/fold';
import { fill } from '../../content/phrases';
import { characterSeeds, type CharacterSeed } from '../../content/characters';
import { bookByOsis, type UiLanguage } from '../../../shared/books';
import { apartFromLists, passagePeople, type Named } from '../../people/passage-people';
import { osisRange } from '../../../shared/reference/osis';
import { formatRange } from '../../../shared/reference/format';
import type { PassageVerse } from '../../../shared/api/scripture';
import { soundsNear, spelledName } from '../../naves/bible-names';
import { personEvents } from '../../people/person-events';
import { literal, quoteWords, ref, section, wordsOf, type StudyContext } from './context';
import { within } from './key-verse';

const REPEATED = 10;
const NAMES = 12;
/** A word said fewer times than this in the passages is not pointed out as repeated. */
const MIN_REPEATS = 3;
/**
 * Words of grammar and of speech that term_counts' threshold lets through (fewer than 600 verses
 * have them, or they are folded forms): English, Spanish, French.
 */
const PLAIN = new Set(
  `than that this these those with unto upon shall will which there their them they then when were have hath
  from into also even said saith thee thou thine your what whom whose where while because came come went
  para como pero porque entonces cuando donde sobre este esta estos estas aquel aquella todo todos toda todas
  dijo dijole dijeron respondio desde hasta tambien segun mismo ellos ellas vosotros nosotros habia tenia sera
  pour dans avec mais comme quand sont etait etaient leur leurs cette tous toutes aussi ainsi alors apres avait
  avaient point elle elles vous nous celui celle ceux dont sido fueron seran hubo estaba estaban sera furent
  chez sous vers notre votre nuestro nuestra nuestros nuestras vuestro vuestra vuestros
  shalt hast would should could therefore wherefore neither whosoever donc puis voici afin lorsque
  cualquiera quiconque selon parce ayant etant contre sans entre encore pues luego aunque mientras ahora sino cual cuales
  avons avez auront aurait serait seront soient cause hemos habeis habian habiendo siendo doth didst hadst`.split(
    /\s+/,
  ),
);
/** A word in more verses of the Bible than this is too common to point out. */
const COMMON = 600;

const termStatements = new WeakMap<ScriptureRepo, Database.Statement>();
/** Verses of a translation with a word (term_counts), as read so far (bounded by the vocabulary). */
const dfs = new Map<string, number>();

function versesWith(stmt: Database.Statement, term: string, translation: string): number {
  const key = `${translation}\u0000${term}`;
  let n = dfs.get(key);
  if (n === undefined) dfs.set(key, (n = (stmt.get(term, translation) as { n: number } | undefined)?.n ?? 0));
  return n;
}

function passageVerses(ctx: StudyContext) {
  return ctx.subject.passages.flatMap((p) =>
    p.ranges.flatMap((r) => ctx.repo.versesByKjv(ctx.bible.id, r, 200).filter((v) => v.text && !v.title)),
  );
}

const count = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);

let characterNames: Map<string, CharacterSeed['name']> | undefined;
/**
 * The name content/characters gives a study character in the language, where its English name is
 * the people data's for that person (Stephen: Esteban, Étienne, as the Reina-Valera and the Segond
 * write him, which the tagged Bibles' counts miss for a man named in seven verses; not Jacob for
 * the data's Israel, nor Jésus-Christ for Jesus); not in Telugu, whose names stay English.
 */
function characterName(n: Named, lang: UiLanguage): string | undefined {
  if (lang === 'en' || lang === 'te' || n.ids.size !== 1) return undefined;
  characterNames ??= new Map(characterSeeds().flatMap((c) => (c.person ? [[c.person, c.name]] : [])));
  const name = characterNames.get([...n.ids][0]);
  return name?.en === n.name ? name[lang] : undefined;
}

export function observationSection(ctx: StudyContext) {
  const { t, repo, bible } = ctx;
  const verses = passageVerses(ctx);
  if (!verses.length) return;

  const ranges = ctx.subject.passages.flatMap((p) => p.ranges);
  // the people data names people as the KJV does: a name is written if the KJV's text has it
  const reference = repo.referenceTranslation().id;
  const kjvVerses =
    bible.id === reference ? verses : ranges.flatMap((r) => repo.versesByKjv(reference, r, 200));
  const kjv = kjvVerses.map((v) => v.text).join(' ');
  // each verse's length in words, by the people data's key (`book.chapter.verse`, the book's number)
  const wordCounts = new Map(
    kjvVerses.map((v) => {
      const [book, chapter, verse] = v.osis.split('.');
      return [`${bookByOsis(book)!.order}.${chapter}.${verse}`, wordsOf(v.text).length];
    }),
  );
  const named = passagePeople(repo, ranges, (name) =>
    new RegExp(`(?<!\\p{L})${literal(name)}(?!\\p{L})`, 'u').test(kjv),
  );
  // repeated words, not everywhere in the Bible
  let stmt = termStatements.get(repo);
  if (!stmt) {
    stmt = repo.prepare('SELECT verses AS n FROM term_counts WHERE term = ? AND translation = ?');
    termStatements.set(repo, stmt);
  }
  // a place the data names by a bare common word says nothing (Plain: Moab's plains; River: the Euphrates)
  const places = named.places.filter((p) => !GENERIC_WORD.test(p.name));
  const nameKeys = new Set([...named.people, ...named.places].flatMap((n) => n.name.split(/\s+/)).map(fold));
  const words = new Map<string, number>();
  const shown = new Map<string, string>();
  // a word the passages never write in small letters is a name (Manoa, Filisteos), listed or not
  const common = new Set<string>();
  for (const v of verses)
    for (const w of v.text.split(/[^\p{L}'’-]+/u)) {
      const bare = w.replace(/^\p{L}[’']/u, '');
      const f = fold(bare);
      if (f.length < 4 || nameKeys.has(f) || PLAIN.has(f)) continue;
      count(words, f);
      if (/^\p{Ll}/u.test(bare)) common.add(f);
      if (!shown.has(f)) shown.set(f, bare.toLowerCase());
    }
  const repeated = [...words]
    .filter(([f, n]) => n >= MIN_REPEATS && common.has(f))
    .map(([f, n]) => ({ f, n, df: versesWith(stmt, f, bible.id) }))
    .filter((w) => w.df > 0 && w.df <= COMMON)
    .sort((a, b) => b.n - a.n || a.df - b.df)
    .slice(0, REPEATED);

  const happens = passageEvents(ctx);
  const list = (m: { word: string; n: number }[]) => m.map((w) => `${w.word} (${w.n})`).join(', ');
  // each as the quoted passages spell it (Segond's Achitophel, not Darby's Akhitophel: the tagged
  // Bible only finds the name), else as the language's tagged Bible does, where it can tell (Jerameel for
  // Jerahmeel), once (the data's Eliphelet, Eliphalet and Elpalet are all the Reina-Valera's Eliphelet)
  const capitals = ctx.lang === 'en' ? [] : passageCapitals(verses);
  const divine = t.divineNames as Record<string, string>;
  /**
   * A name as the language's passages write it; a place without the data's qualifier of namesakes
   * (Bethel, not "Bethel (of Palestine)"); a mount, valley or sea in the language's words around
   * its name (mont Sinaï, vallée d’Éla, mar de Galilea, Sinai పర్వతం).
   */
  const spell = (n: Named): string => {
    const bare = n.name.replace(/\s*\([^()]*\)$/, '');
    const generic = ctx.lang === 'en' ? undefined : GENERIC.find(([re]) => re.test(bare));
    if (generic) {
      const core = bare.replace(generic[0], '$1');
      const said = fill(t[generic[1]], { name: asQuoted(capitals, spelledName(repo, core, ctx.lang), core) });
      return ctx.lang === 'fr' ? said.replace(/\bde (?=[AEIOUYÀÂÉÈÊÎÔ])/u, 'd’') : said;
    }
    return asQuoted(capitals, characterName(n, ctx.lang) ?? spelledName(repo, bare, ctx.lang), bare);
  };
  /**
   * The sentence `template` makes of the names, the most named first; past NAMES, how many more;
   * those named only in lists apart, with where the lists are (Ezra 7:1-5, Ezra's forebears).
   */
  const names = (template: string, all: Named[]) => {
    const { m, listed, lists } = apartFromLists(all, wordCounts, ctx.subject.person);
    const spelled = new Map<string, Set<string>>();
    for (const n of m) {
      const word = divine[n.name] ?? spell(n);
      spelled.set(word, new Set([...(spelled.get(word) ?? []), ...n.keys]));
    }
    const merged = [...spelled].map(([word, keys]) => ({ word, n: keys.size }));
    const words = list(merged.sort((a, b) => b.n - a.n || a.word.localeCompare(b.word)).slice(0, NAMES));
    const more = merged.length > NAMES ? ` ${fill(t.moreInPassages, { n: merged.length - NAMES })}` : '';
    const inLists = listed
      ? ` ${fill(t.inLists, { n: listed, refs: lists.map((r) => ref(ctx, r)).join('; ') })}`
      : '';
    return `- ${fill(template, { words })}${more}${inLists}`;
  };
  const lines = [
    named.people.length ? names(t.who, named.people) : '',
    places.length ? names(t.where, places) : '',
    happens.length
      ? `- ${fill(t.happens, { events: happens.map((h) => h.line).join('; ') })}${happens.some((h) => h.english) ? ` ${t.eventTitlesEnglish}` : ''}`
      : '',
    contrastLine(ctx, verses),
    repeated.length
      ? `- ${fill(t.repeatedWords, { words: list(repeated.map((w) => ({ word: shown.get(w.f)!, n: w.n }))) })}`
      : '',
  ].filter(Boolean);
  const tagged = repo.translations().find((x) => x.language === ctx.lang && x.hasStrongs);
  if (named.people.length || places.length) lines.push(fill(t.namesSource, { bible: tagged?.name ?? '' }));
  if (lines.length) section(ctx, fill(t.observation, { translation: bible.name }), ...lines);
}

/** The words the passages write with a capital, the first of a verse's too ("Ésaïe dit"). */
function passageCapitals(verses: PassageVerse[]): string[] {
  const found = new Set<string>();
  for (const v of verses) for (const w of v.text.match(/\p{Lu}[\p{L}-]*/gu) ?? []) found.add(w);
  return [...found];
}

/**
 * A name as the quoted passages write it: the tagged Bible's spelling if they do, else the one
 * sounding nearest it or the data's English, if only one is nearest, else the tagged Bible's.
 */
function asQuoted(capitals: string[], spelled: string, english: string): string {
  if (!capitals.length || capitals.includes(spelled) || /\s/.test(spelled)) return spelled;
  let best: string[] = [];
  let least = Infinity;
  for (const c of capitals) {
    const d = Math.min(soundsNear(c, spelled) ?? Infinity, soundsNear(c, english) ?? Infinity);
    if (d < least) [best, least] = [[c], d];
    else if (d === least && d < Infinity) best.push(c);
  }
  return best.length === 1 ? best[0] : spelled;
}

/** A place named by a bare common word (the data's Plain, River): no place a study names. */
const GENERIC_WORD =
  /^(?:Plain|River|Sea|Pool|Spring|Well|Brook|Valley|Mount|Hill|Field|Wilderness|Desert|City|Land)$/;

/** The data's English places named by a mount, a valley or a sea, and the phrase that says each. */
const GENERIC: [RegExp, 'placeMount' | 'placeValley' | 'placeSea'][] = [
  [/^Mount (?!of )(.+)$/, 'placeMount'],
  [/^Valley of (?!the )(.+)$/, 'placeValley'],
  [/^Sea of (.+)$/, 'placeSea'],
];

/**
 * Words that turn a verse on a contrast, after a clause's punctuation, by the Bible's language; in
 * small letters ("He saith unto them, But whom say ye" opens a question, not a contrast).
 */
const CONTRAST: Record<string, RegExp> = {
  en: /[,;:]\s+(?:but|yet|nevertheless|notwithstanding)\s/u,
  es: /[,;:]\s+(?:mas|pero|empero|sin embargo)\s/u,
  fr: /[,;:]\s+(?:mais|cependant|néanmoins|toutefois)\s/u,
};
/** The most contrasts quoted, and the words quoted on each side of the turn. */
const CONTRASTS = 3;
const SIDE_WORDS = 9;

/**
 * Where the key passages turn on a contrast inside a verse ("Orpah kissed her mother in law; but
 * Ruth clave unto her", Ruth 1:14): the verses that name the subject first, then passage order;
 * each quoted around the turn, the rest counted.
 */
function contrastLine(ctx: StudyContext, verses: PassageVerse[]): string {
  const turn = CONTRAST[ctx.bible.language];
  if (!turn) return '';
  const name = fold(ctx.subject.name.split(/[\s,]+/)[0]);
  const found = verses
    .map((v, i) => ({ v, i, m: turn.exec(v.text), named: fold(v.text).includes(name) }))
    .filter((c): c is typeof c & { m: RegExpExecArray } => c.m !== null)
    .sort((a, b) => Number(b.named) - Number(a.named) || a.i - b.i);
  if (!found.length) return '';
  const quoted = found
    .slice(0, CONTRASTS)
    .sort((a, b) => a.i - b.i)
    .map(({ v, m }) => {
      // the words before the turn's punctuation, and as many after it
      const words = wordsOf(v.text);
      const turnAt = wordsOf(v.text.slice(0, m.index + 1)).length;
      const quoted = quoteWords(words, Math.max(turnAt - SIDE_WORDS, 0), turnAt + SIDE_WORDS);
      return `${formatRange(osisRange(v.osis)!, ctx.lang)}: ${quoted}`;
    });
  const more =
    found.length > CONTRASTS ? ` ${fill(ctx.t.moreInPassages, { n: found.length - CONTRASTS })}` : '';
  // a quotation that ends its sentence ends the line (“… the prince of the devils.”, not “….”.)
  const line = fill(ctx.t.contrasts, { contrasts: quoted.join('; ') }).replace(/([.!?;:][”»])\s?\.$/u, '$1');
  return `- ${line}${more}`;
}

/** The most events "What happens" lists. */
const MAX_EVENTS = 8;

/**
 * What happens in the key passages: the dated events (people data) the person takes part in whose
 * verses lie in them, in time order, each with where it starts (`*Birth of Samson* (Judges 13:24)`).
 */
function passageEvents(ctx: StudyContext): { line: string; english: boolean }[] {
  if (!ctx.subject.person) return [];
  const keys = ctx.subject.passages.flatMap((p) => p.ranges);
  const inside = (osis: string) => {
    const r = osisRange(osis);
    return r !== null && keys.some((k) => within(r, k));
  };
  return (
    personEvents(ctx.repo, ctx.subject.person, ctx.lang)
      // a span ("Lifetime of Moses", a reign) is not something that happens in a passage
      .filter((e) => e.role === 'participant' && !e.span)
      .map((e) => ({ e, verses: e.verses.filter(inside) }))
      .filter(({ verses }) => verses.length)
      .slice(0, MAX_EVENTS)
      .map(({ e, verses }) => {
        const english = e.titleLanguage !== ctx.lang;
        const line = `*${e.title}*${english ? ` ${ctx.t.titleInEnglish}` : ''} (${ref(ctx, osisRange(verses[0])!)})`;
        return { line, english };
      })
  );
}
