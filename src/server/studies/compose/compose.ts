/**
 * The built-in study composer: a study assembled from our own data, with no AI and no network.
 * Each method does its own work (the plans below): Biographical tells the life — the family and the
 * dated events from the people data, Nave's events — and gives Matthew Henry's note on the key verse
 * (a reflection in the study's language outside English); Character Trait names traits from Nave's events with their
 * verses; Chronological lays the events out in canonical order; Devotional dwells on the key
 * verse; Inductive gives observation aids; SOAP has its four parts; Verse Mapping maps the key
 * verse; Word Study studies the passages' Hebrew and Greek words; Topical gathers what Scripture
 * says on a topic. Questions and prayer fit the person (questions.ts). Deterministic.
 *
 * The text uses the line conventions the Word export reads (spec §5): `# ` headings, `- `
 * bullets, plain paragraphs; references are written with the language's book names so that the
 * reference check finds and verifies them like any other study's. Scripture is quoted from the
 * language's Bible (the KJV, said so, where none is installed). Its headings, notes and prayers
 * are in content/locales/<lang>.yaml (`composer`); changing them calls for a new BUILTIN_MODEL
 * (builtin.driver.ts), as a change here does.
 */
import { finish, type Steps } from '../../steps';
import type { UiLanguage } from '../../../shared/books';
import { osisBook } from '../../../shared/reference/osis';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { fill, phrases } from '../../content/phrases';
import type { PlanName, StudyMethodSeed } from '../../content/methods';
import type { Subject } from '../catalog';
import { relatedPassagesSection } from '../related-passages';
import { ref, refs, section, studyContext, type StudyContext } from './context';
import { eventLines } from './events';
import { familySection, lifeSection } from './family';
import { observationSection } from './observation';
import { quote } from './passages';
import { reflectionSection } from './reflection';
import { prayerText, questionLines, questionsSection } from './questions';
import { timelineSection } from './timeline';
import { traitsSection } from './traits';
import { keyVerseSection, verseMapSections } from './verse-map';
import { wordStudySection } from './word-study';
import { nameBearersSection } from './name-bearers';
import { nameTopicLines } from './name-topic';

type Part = (ctx: StudyContext, method: StudyMethodSeed) => void;

/** Who the person is (a character's description; a topic's overview). */
const who = (ctx: StudyContext) => {
  const { t, subject } = ctx;
  const name = subject.name;
  if (subject.kind === 'character') {
    section(ctx, fill(t.history, { name }), subject.description);
  } else {
    const refs = subject.events.flatMap((e) => e.refs);
    const books = new Set(refs.map(osisBook)).size;
    section(
      ctx,
      fill(t.overview, { name }),
      fill(t.topicOverview, { name, refs: refs.length, books }),
      ...nameTopicLines(ctx),
    );
  }
};

/**
 * Who the person is, for the methods that do not study the whole life; for a topic, who or what it
 * names (name-topic.ts), if it names one person or place.
 */
const person = (ctx: StudyContext) => {
  if (ctx.subject.kind === 'character') return who(ctx);
  const lines = nameTopicLines(ctx);
  if (lines.length) section(ctx, fill(ctx.t.history, { name: ctx.subject.name }), ...lines);
};

/** Nave's lines (events.ts). */
const events: Part = (ctx) => {
  const { t, subject } = ctx;
  const lines = eventLines(subject, ctx.lang, (r) => ref(ctx, r));
  if (lines.length)
    section(
      ctx,
      fill(subject.kind === 'character' ? t.events : t.topicEvents, { name: subject.name }),
      ...lines,
    );
};

/** The key passages quoted from the language's Bible (passages.ts). */
const passages: Part = (ctx) => {
  const { t, bible } = ctx;
  const lines = ctx.subject.passages.map((p) => {
    const text = quote(ctx.repo, bible.id, p);
    return `- ${refs(ctx, p)}: ${text === '“”' ? t.more : text}`;
  });
  if (lines.length)
    section(
      ctx,
      fill(t.passages, { translation: bible.name }),
      ...(bible.fallback ? [fill(t.noLanguageBible, { translation: bible.name })] : []),
      ...lines,
    );
};

/** The key passages as references only, for methods that quote a verse or list other things. */
const passageList: Part = (ctx) => {
  const { t, bible } = ctx;
  const list = ctx.subject.passages.map((p) => refs(ctx, p)).join('; ');
  if (!list) return;
  ctx.out.push(
    fill(t.passageList, { refs: list }),
    ...(bible.fallback ? [fill(t.noLanguageBible, { translation: bible.name })] : []),
    '',
  );
};

const related: Part = (ctx) => {
  const r = relatedPassagesSection(ctx.repo, ctx.subject, ctx.lang, (range) => ref(ctx, range));
  if (r) section(ctx, r.heading, ...r.lines);
};

const keyVerse: Part = (ctx) => keyVerseSection(ctx, ctx.t.keyVerse);
/** Matthew Henry's note in English; a reflection composed in the study's language otherwise (reflection.ts). */
const reflection: Part = (ctx) => reflectionSection(ctx);
/** The same, after the key verse is quoted. */
const verseReflection: Part = (ctx) => reflectionSection(ctx, true);
const questions: Part = (ctx, method) => questionsSection(ctx, method);
const prayer: Part = (ctx) => section(ctx, ctx.t.prayer, prayerText(ctx));
const versePrayer: Part = (ctx) => section(ctx, ctx.t.prayer, prayerText(ctx, true));

/** SOAP: Scripture (the key verse), Observation, Application (the questions), Prayer. */
const soap: Part = (ctx, method) => {
  const { t } = ctx;
  keyVerseSection(ctx, t.soapScripture);
  const before = ctx.out.length;
  observationSection(ctx);
  // the observation aids under the method's own heading, after who the person is
  const who = ctx.subject.description ? [ctx.subject.description] : nameTopicLines(ctx);
  if (ctx.out.length > before) ctx.out.splice(before, 1, `# ${t.soapObservation}`, ...who);
  // nothing to help the reader observe (no one named, no word repeated): never an empty section
  else if (!who.length && ctx.key)
    section(ctx, t.soapObservation, fill(t.soapObserve, { ref: ref(ctx, ctx.key) }));
  else section(ctx, t.soapObservation, ...who);
  section(ctx, t.soapApplication, ...questionLines(ctx, method));
  section(ctx, t.soapPrayer, prayerText(ctx, true));
};

/** Each plan's sections (a method names its plan in content/methods); questions and prayer close each. */
const PLANS: Record<PlanName, Part[]> = {
  biographical: [who, familySection, lifeSection, events, passages, reflection, questions, prayer],
  'character-trait': [person, traitsSection, passageList, questions, prayer],
  chronological: [person, timelineSection, passageList, questions, prayer],
  devotional: [person, keyVerse, verseReflection, passageList, questions, versePrayer],
  inductive: [person, passages, observationSection, related, questions, prayer],
  soap: [passageList, soap], // who the person is, under Observation
  topical: [who, events, passages, related, questions, prayer],
  'verse-mapping': [person, verseMapSections, passageList, questions, prayer],
  'word-study': [person, wordStudySection, nameBearersSection, passageList, questions, prayer],
};

export function composeStudy(
  repo: ScriptureRepo,
  subject: Subject,
  method: StudyMethodSeed,
  lang: UiLanguage,
): string {
  return finish(composeSteps(repo, subject, method, lang));
}

/**
 * The same, a section at a time: it pauses after each, so that the built-in driver lets the event
 * loop turn between them (a study held it 0.1–0.25 s in one go: issue 41).
 */
export function* composeSteps(
  repo: ScriptureRepo,
  subject: Subject,
  method: StudyMethodSeed,
  lang: UiLanguage,
): Steps<string> {
  const ctx = studyContext(repo, subject, lang);
  const { t } = ctx;
  // what the study holds the person up as, from its first lines
  const lesson = ctx.lesson === 'warning' ? t.lessonWarning : ctx.lesson === 'mixed' ? t.lessonMixed : '';
  section(
    ctx,
    fill(t.method, { method: method.studyname[lang] }),
    method.studydescription[lang],
    ...(lesson ? [fill(lesson, { name: subject.name })] : []),
    // a topic content/ does not name in the language keeps Nave's English name: said once, here
    ...(subject.englishName ? [fill(phrases(lang).naves.englishNameNote, { name: subject.name })] : []),
    // a topic named by its word in the reader's tagged Bible says whose word it is, and Nave's name
    ...(subject.bibleWord
      ? [
          fill(phrases(lang).naves.bibleWordNote, {
            name: subject.name,
            bible: subject.bibleWord.bible,
            english: fill(phrases(lang).naves.englishName, { name: subject.bibleWord.english }),
          }),
        ]
      : []),
  );
  for (const part of PLANS[method.plan]) {
    yield;
    part(ctx, method);
  }
  ctx.out.push(t.note);
  return ctx.out.join('\n');
}
