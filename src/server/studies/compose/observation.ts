/**
 * Inductive and SOAP: observation aids for the key passages — who and where they name (the people
 * data: people/passage-people.ts), what happens in them (the person's dated events), where the text
 * turns on a contrast ("but": contrasts), and the words the passages repeat in the language's
 * Bible that matter: said at least three times, not everywhere in the Bible (term_counts), not the
 * words of grammar and speech (`than`, `said`, `entonces`, `dit`), not the names already listed.
 */
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { fold } from '../../scripture/fold';
import { fill } from '../../content/phrases';
import { osisRange } from '../../../shared/reference/osis';
import { formatRange } from '../../../shared/reference/format';
import type { PassageVerse } from '../../../shared/api/scripture';
import { personEvents } from '../../people/person-events';
import { quoteWords, ref, section, wordsOf, type StudyContext } from './context';
import { within } from './key-verse';
import { nameSpeller } from './names';
import { namesLine, passageNames } from './observation-names';
import { repeatedWords } from './repeated-words';

function passageVerses(repo: ScriptureRepo, translation: string, ctx: StudyContext): PassageVerse[] {
  return ctx.subject.passages.flatMap((p) =>
    p.ranges.flatMap((r) => repo.versesByKjv(translation, r, 200).filter((v) => v.text && !v.title)),
  );
}

export function observationSection(ctx: StudyContext) {
  const { t, repo, bible } = ctx;
  const verses = passageVerses(repo, bible.id, ctx);
  if (!verses.length) return;

  const ranges = ctx.subject.passages.flatMap((p) => p.ranges);
  // the people data names people as the KJV does: a name is counted where the KJV's verse writes it
  const reference = repo.referenceTranslation().id;
  const kjvVerses = bible.id === reference ? verses : passageVerses(repo, reference, ctx);
  const named = passageNames(ctx, ranges, kjvVerses);
  const nameKeys = new Set([...named.people, ...named.places].flatMap((n) => n.name.split(/\s+/)).map(fold));
  const repeated = repeatedWords(repo, bible.id, verses, nameKeys);
  const happens = passageEvents(ctx);
  // (Telugu has no Bible installed: the KJV's repeated words are English, and said to be)
  const english = bible.language !== ctx.lang;
  const list = (m: { word: string; n: number }[]) =>
    m.map((w) => `${english ? `*${w.word}*` : w.word} (${w.n})`).join(', ');
  const spell = nameSpeller(ctx, verses);
  const lines = [
    named.people.length ? namesLine(ctx, t.who, named.people, kjvVerses, spell.person) : '',
    named.places.length ? namesLine(ctx, t.where, named.places, kjvVerses, spell.place) : '',
    happens.length
      ? `- ${fill(t.happens, { events: happens.map((h) => h.line).join('; ') })}${happens.some((h) => h.english) ? ` ${t.eventTitlesEnglish}` : ''}`
      : '',
    contrastLine(ctx, verses),
    repeated.length
      ? `- ${fill(english ? t.repeatedWordsOther : t.repeatedWords, { words: list(repeated), translation: bible.name })}`
      : '',
  ].filter(Boolean);
  const tagged = repo.translations().find((x) => x.language === ctx.lang && x.hasStrongs);
  if (named.people.length || named.places.length)
    lines.push(fill(t.namesSource, { bible: tagged?.name ?? '' }));
  if (lines.length) section(ctx, fill(t.observation, { translation: bible.name }), ...lines);
}

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
