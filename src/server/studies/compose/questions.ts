/**
 * Questions and prayer that fit the person (content/character-lessons.yaml): a warning's study
 * leaves out the method's questions that hold the person up as a model (`modelOnly`) and asks as
 * many of the warning questions instead (at least two, a different share for each method); an example with failures gets one question about them.
 */
import { fill } from '../../content/phrases';
import type { StudyMethodSeed } from '../../content/methods';
import { THIN } from '../../naves/topic-outline';
import { tellsEvent } from '../../naves/place-lines';
import { ref, section, type StudyContext } from './context';

export function questionLines(ctx: StudyContext, method: StudyMethodSeed): string[] {
  const { t, lesson, subject, lang } = ctx;
  const name = subject.name;
  // a topic that is someone's or some place's name (Zebina, Aceldama) is asked about as one: "which
  // verse about «Zebina» spoke to you most" has no answer in a list of names (Word Study keeps its
  // own questions, about the word)
  // (a place is asked what its verses say of it, and what happened there only where they tell it:
  // Beon is "a place east of the Jordan River", where nothing is told)
  if (subject.kind === 'topic' && subject.properName && method.plan !== 'word-study')
    return (
      subject.properName === 'person'
        ? t.personQuestions
        : tellsEvent(subject.events)
          ? [t.placeEventQuestion, ...t.placeQuestions.slice(1)]
          : t.placeQuestions
    ).map((q) => `- ${fill(q, { name })}`);
  // a Topical Study of a verse or two (SORREL, Zechariah 1:8) cannot ask what the whole Bible
  // teaches: it reads the verse in its passage and looks further
  const refs = new Set(subject.kind === 'topic' ? subject.events.flatMap((e) => e.refs) : []);
  const first = subject.passages[0]?.ranges[0];
  if (subject.kind === 'topic' && method.plan === 'topical' && refs.size > 0 && refs.size <= THIN && first)
    return t.thinTopicQuestions.map((q) => `- ${fill(q, { name, ref: ref(ctx, first) })}`);
  const modelOnly = new Set(method.modelOnly ?? []);
  const asked = method.questions[lang].filter((_, i) => lesson !== 'warning' || !modelOnly.has(i + 1));
  // as many warning questions as questions left out (at least two), each method its own share
  const n = Math.min(t.warningQuestions.length, Math.max(2, modelOnly.size));
  const warning = Array.from(
    { length: n },
    (_, k) => t.warningQuestions[(method.id + k) % t.warningQuestions.length],
  );
  const own = lesson === 'warning' ? warning : lesson === 'mixed' ? [t.mixedQuestion] : [];
  return [...asked, ...own].map((q) => `- ${fill(q, { name })}`);
}

export function questionsSection(ctx: StudyContext, method: StudyMethodSeed, heading = ctx.t.questions) {
  section(ctx, heading, ...questionLines(ctx, method));
}

/** The closing prayer: about the verse (SOAP, Devotional), else about the person or the topic. */
export function prayerText(ctx: StudyContext, aboutVerse = false): string {
  const { t, subject, lesson } = ctx;
  // nor is a verse that names someone among others (Ezra 10:43): a prayer about the person or place
  if (subject.kind === 'topic' && subject.properName)
    return fill(
      subject.properName === 'person'
        ? t.prayerPerson
        : tellsEvent(subject.events)
          ? t.prayerPlace
          : t.prayerPlaceSaid,
      { name: subject.name },
    );
  // a warning's key verse is no word to write on the heart (Balak's complaint, Numbers 23:11), and a
  // topic's may be one too (Mutiny: "Let us make a captain, and let us return into Egypt")
  if (aboutVerse && ctx.key)
    return fill(
      subject.kind === 'topic'
        ? t.prayerVerseTopic
        : lesson === 'warning'
          ? t.prayerVerseWarning
          : t.prayerVerse,
      {
        ref: ref(ctx, ctx.key),
        name: subject.name,
      },
    );
  if (subject.kind === 'topic') return fill(t.prayerTopic, { name: subject.name });
  const template =
    lesson === 'warning' ? t.prayerWarning : lesson === 'mixed' ? t.prayerMixed : t.prayerCharacter;
  return fill(template, { name: subject.name });
}
