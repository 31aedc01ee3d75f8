/**
 * The chat messages for the AI provider (spec §7): one system message casting the model as a
 * Christian studying the Bible, and one user message asking for the outline — interactive, with
 * application questions, a summary of the method and a one-paragraph historical summary — in the
 * chosen language.
 *
 * Since prompt version 3 (issue 15; version 2 was issue 13's language's Bible) the user message carries the fact sheet a careful researcher
 * would hand a writer, in the study's language where we have it: who the subject is and, for
 * shared names, who it is not; the life events with their verse texts from the language's Bible;
 * the key passages whole (or with the omission marked); the method's outline, steps and
 * questions. The model is told to quote only the supplied texts, word for word, with the
 * reference beside each quotation, and to paraphrase without quotation marks otherwise. After the
 * answer, quotations are verified; misquoted and misattributed ones are sent back once
 * (repairMessages). docs/prompts.md shows an example of what the model receives. Later versions
 * added the register of the interface (5), the dated events in time order (6), the traits of a
 * character's content file (8), who a name topic is (9) and the dated events corrected and
 * completed by content/, titled in the study's language (11, issue 42).
 *
 * Change PROMPT_VERSION whenever these texts change, the fact sheet's headings included
 * (content/locales/<lang>.yaml, `factSheet`, and `composer.traitsShown`, which the built-in study
 * shares): it is part of the study cache key.
 */
import type { UiLanguage } from '../../shared/books';
import type { CheckedQuotation } from '../../shared/quotations';
import { formatRange } from '../../shared/reference/format';
import { osisRange, splitOsisId } from '../../shared/reference/osis';
import { ownRange } from '../scripture/numbering';
import { parseReference } from '../../shared/reference/parse';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { characterSeeds } from '../content/characters';
import type { StudyMethodSeed } from '../content/methods';
import { fill, phrases } from '../content/phrases';
import type { Subject } from './catalog';
import { personEvents } from '../people/person-events';
import { studyContext } from './compose/context';
import { nameTopicLines } from './compose/name-topic';
import { chosenTraits } from './compose/traits';
import { relatedPassagesPrompt } from './related-passages';

export const PROMPT_VERSION = 11;

/**
 * The Bible a study in this language quotes and is checked against: the first installed
 * translation in the language (en → KJV, es → RV1909, fr → LSG),
 * else the KJV (Telugu has no installed translation).
 */
export const bibleFor = (repo: ScriptureRepo, lang: UiLanguage): string => repo.bestTranslationFor(lang).id;

/** The spec's max_tokens (§7). */
export const MAX_TOKENS = 2000;

/**
 * max_tokens: the spec's 2000, but Telugu script takes several tokens a character (a Telugu
 * study of the same length costs ~3× the tokens of an English one), so it gets 6000.
 */
export const maxTokensFor = (lang: UiLanguage): number => (lang === 'te' ? 6000 : MAX_TOKENS);

/** Life events, references per event, and verses quoted per reference in the fact sheet. */
const MAX_EVENTS = 24;
const MAX_EVENT_REFS = 3;
const MAX_EVENT_VERSES = 2;
/** A key passage longer than this is quoted in part, the omission marked. */
const MAX_PASSAGE_VERSES = 20;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Characters sharing the subject's Nave's entry or first name: who the study is not about. */
function namesakes(subject: Subject, lang: UiLanguage): string[] {
  const me = characterSeeds().find((c) => c.id === subject.id);
  if (!me) return [];
  const first = (en: string) => en.split(/[\s,]+/)[0].toLowerCase();
  return characterSeeds()
    .filter(
      (c) => c.id !== me.id && (c.naves.entry === me.naves.entry || first(c.name.en) === first(me.name.en)),
    )
    .map((c) => `- ${c.name[lang]}: ${c.description[lang].split(/(?<=[.!?।])\s/)[0]}`);
}

/**
 * Nave's merges some namesakes (its James son of Alphaeus lists the brother of Jesus and his
 * epistle): an event line whose references are mostly a namesake's own (another part of the same
 * entry) is left out of the fact sheet.
 */
function namesakeRefs(
  subject: Subject,
  events: (id: string) => Subject['events'],
): (osis: string) => boolean {
  const me = characterSeeds().find((c) => c.id === subject.id);
  if (!me) return () => false;
  const others = characterSeeds().filter(
    (c) => c.id !== me.id && c.naves.entry === me.naves.entry && c.naves.part !== me.naves.part,
  );
  const refs = new Set(others.flatMap((c) => events(c.id).flatMap((e) => e.refs)));
  // and the chapters of their key passages (Acts 15 is the brother of Jesus's council speech)
  const chapters = new Set(
    others.flatMap((c) =>
      c.passages
        .map((p) => parseReference(p)?.ranges[0])
        .filter((r) => r !== undefined)
        .map((r) => `${r.start.book}.${r.start.chapter}`),
    ),
  );
  const chapterOf = (osis: string) => {
    const { book, chapter } = splitOsisId(osis);
    return `${book}.${chapter}`;
  };
  return (osis) => refs.has(osis) || chapters.has(chapterOf(osis));
}

function eventLines(
  repo: ScriptureRepo,
  subject: Subject,
  bible: string,
  lang: UiLanguage,
  theirs: (osis: string) => boolean,
): string[] {
  return subject.events
    .filter((e) => e.text && !(e.refs.length && e.refs.filter(theirs).length * 2 >= e.refs.length))
    .slice(0, MAX_EVENTS)
    .flatMap((e) => [
      `- ${e.text}`,
      ...e.refs.slice(0, MAX_EVENT_REFS).flatMap((osis) => {
        const range = osisRange(osis);
        if (!range) return [];
        // Nave's references are in the KJV's numbering: the language's Bible gives its own verses for them
        const verses = repo.versesByKjv(bible, range, MAX_EVENT_VERSES + 2).filter((v) => !v.title);
        if (!verses.length) return [];
        const more = verses.length > MAX_EVENT_VERSES ? ' […]' : '';
        return [
          `  ${formatRange(ownRange(repo, bible, range), lang)}: "${verses
            .slice(0, MAX_EVENT_VERSES)
            .map((v) => v.text)
            .join(' ')}${more}"`,
        ];
      }),
    ]);
}

function passageLines(repo: ScriptureRepo, subject: Subject, bible: string, lang: UiLanguage): string[] {
  return subject.passages.map((p) => {
    const at = p.ranges.map((r) => formatRange(ownRange(repo, bible, r), lang)).join('; ');
    const verses = p.ranges.flatMap((r) => repo.versesByKjv(bible, r, 200)).filter((v) => !v.title);
    if (verses.length <= MAX_PASSAGE_VERSES) return `- ${at}: "${verses.map((v) => v.text).join(' ')}"`;
    const head = verses.slice(0, MAX_PASSAGE_VERSES - 2);
    const tail = verses.slice(-2);
    const gap = fill(phrases(lang).factSheet.omitted, {
      from: verses[head.length].verse,
      to: tail[0].verse - 1,
    });
    return `- ${at}: "${head.map((v) => v.text).join(' ')} ${gap} ${tail.map((v) => v.text).join(' ')}"`;
  });
}

/** The traits a character's content file names, each with its references (as the built-in study). */
const traitLines = (repo: ScriptureRepo, subject: Subject, bible: string, lang: UiLanguage): string[] =>
  [...chosenTraits(subject)].map(
    ([trait, verses]) =>
      `- ${trait.name[lang]}: ${verses.map((v) => formatRange(ownRange(repo, bible, v.range), lang)).join('; ')}`,
  );

/** The fact sheet: who, who not, life events with their verses, key passages, the method. */
export function factSheet(
  repo: ScriptureRepo,
  subject: Subject,
  method: StudyMethodSeed,
  lang: UiLanguage,
  eventsOf: (id: string) => Subject['events'] = () => [],
): string {
  const l = phrases(lang).factSheet;
  const bible = bibleFor(repo, lang);
  const bibleName = repo.translations().find((t) => t.id === bible)?.name ?? bible;
  const out = [`=== ${l.sheet} ===`];
  if (subject.kind === 'character') {
    out.push('', `## ${l.who}`, `${subject.name}: ${subject.description}`);
    const not = namesakes(subject, lang);
    if (not.length) out.push('', `## ${l.notWho}`, ...not);
  } else {
    // a topic that names one person or place: what the built-in study says of it (name-topic.ts)
    const who = nameTopicLines(studyContext(repo, subject, lang));
    if (who.length) out.push('', `## ${l.who}`, ...who);
  }
  const events = eventLines(repo, subject, bible, lang, namesakeRefs(subject, eventsOf));
  if (events.length)
    out.push(
      '',
      `## ${fill(subject.kind === 'character' ? l.events : l.eventsTopic, { bible: bibleName })}`,
      ...events,
    );
  const dated = subject.person
    ? personEvents(repo, subject.person, lang).filter((e) => e.role === 'participant')
    : [];
  if (dated.length)
    out.push(
      '',
      `## ${l.datedEvents}`,
      ...dated.map((e) => {
        const year = e.start < 0 ? `${-e.start} BC` : `AD ${Math.max(e.start, 1)}`;
        const at = e.verses.map((v) => formatRange(ownRange(repo, bible, osisRange(v)!), lang));
        return `- ${year}: ${e.title} — ${at.join('; ')}`;
      }),
    );
  const traits = traitLines(repo, subject, bible, lang);
  if (traits.length)
    out.push('', `## ${fill(phrases(lang).composer.traitsShown, { name: subject.name })}`, ...traits);
  const passages = passageLines(repo, subject, bible, lang);
  if (passages.length) out.push('', `## ${fill(l.passages, { bible: bibleName })}`, ...passages);
  out.push('', `## ${fill(l.method, { name: method.studyname[lang] })}`, method.summary[lang]);
  out.push('', `## ${l.steps}`, ...method.steps[lang].map((s, i) => `${i + 1}. ${s}`));
  out.push(
    '',
    `## ${l.questions}`,
    ...method.questions[lang].map((q) => `- ${fill(q, { name: subject.name })}`),
  );
  return out.join('\n');
}

const QUOTING_RULES = (bibleName: string) =>
  [
    `The references in the fact sheet use the verse numbers of the ${bibleName}; cite passages with those numbers and name the ${bibleName} when you quote it.`,
    `Quote Scripture only from the texts in the fact sheet (${bibleName}), word for word, inside quotation marks, with the reference beside each quotation in the same sentence, for example: "…" (John 3:16).`,
    'Never put quotation marks around words that are not copied exactly from the fact sheet; say it in your own words instead, without quotation marks. Mark any words you leave out of a quotation with "…".',
    'Cite only passages from the fact sheet or passages you are certain of, as book chapter:verse. Every quotation and reference will be checked against the Bible.',
    'Write only about the person described under the first heading of the fact sheet, not the people it lists as not to be confused with them.',
  ].join('\n');

/** eventsOf: a character's Nave's events by id (the catalog's), to leave out namesakes' lines. */
export function studyMessages(
  repo: ScriptureRepo,
  subject: Subject,
  method: StudyMethodSeed,
  lang: UiLanguage,
  eventsOf?: (id: string) => Subject['events'],
): ChatMessage[] {
  const language = phrases(lang).languageName;
  const bible = bibleFor(repo, lang);
  const bibleName = repo.translations().find((t) => t.id === bible)?.name ?? bible;
  const methodObject = JSON.stringify({
    studyname: method.studyname[lang],
    studydescription: method.studydescription[lang],
  });
  const about =
    subject.kind === 'character'
      ? `Create a Bible study outline for ${subject.name} using this study method: ${methodObject}. Make it interactive, with questions that apply the study to life. Include a summary of the ${method.studyname[lang]} method and a one-paragraph historical summary of ${subject.name}.`
      : `Create a Bible study outline on the topic "${subject.name}" using this study method: ${methodObject}. Make it interactive, with questions that apply the study to life. Include a summary of the ${method.studyname[lang]} method and a one-paragraph summary of what the Bible teaches about ${subject.name}.`;
  return [
    {
      role: 'system',
      content: `You are a Christian studying the Bible. You write comprehensive, well-structured, educational and spiritually enriching Bible study outlines. Answer in ${language} (language code ${lang}).`,
    },
    {
      role: 'user',
      content: [
        about,
        `Write everything in ${language} (${lang}). ${phrases(lang).address} Follow the method's steps in the fact sheet below.`,
        QUOTING_RULES(bibleName),
        'Format: put each heading on its own line starting with "# ", each bullet point on its own line starting with "- ", and everything else as plain paragraphs. No HTML, no tables.',
        '',
        factSheet(repo, subject, method, lang, eventsOf),
        // related passages: the key passages' cross-references (related-passages.ts)
        ...relatedPassagesPrompt(repo, subject, bibleName, (r) =>
          formatRange(ownRange(repo, bible, r), lang),
        ),
      ].join('\n'),
    },
  ];
}

/**
 * The one repair call: the first answer, then the misquotations with the true text of each, and
 * the request to correct only those (quote exactly or paraphrase without quotation marks).
 */
export function repairMessages(
  first: ChatMessage[],
  answer: string,
  misquoted: CheckedQuotation[],
  referenceText: (osis: string | null) => string,
): ChatMessage[] {
  const truth = ({ status, found, expected, translation }: CheckedQuotation) =>
    status === 'misattributed' && found
      ? `these words are ${formatRange(osisRange(found.own)!)} in the ${found.translation}, not the passage cited: correct the reference`
      : expected
        ? `the ${translation} reads: "${expected}"`
        : 'that passage does not exist';
  const list = misquoted.map((q, i) => `${i + 1}. "${q.quote}" (${referenceText(q.osis)}) — ${truth(q)}`);
  return [
    ...first,
    { role: 'assistant', content: answer },
    {
      role: 'user',
      content: [
        'These quotations in your study do not match the Bible text they cite:',
        ...list,
        'Return the whole study again, unchanged except for these quotations: copy the Bible text exactly inside the quotation marks, or say it in your own words without quotation marks. Keep the same language and format.',
      ].join('\n'),
    },
  ];
}
