/**
 * Biographical and Devotional outside English (issue 42): the study's reflection on the key verse,
 * composed in the study's language — the verse, the traits content/characters names in it, and how
 * to read it as the study holds the person up (a model, an example with failures, a warning) or as
 * a topic — and Matthew Henry's English note only as further reading, labelled, its opening words
 * quoted as English. His note was a Spanish devotional's reflection, in English.
 */
import { markedEnglish } from '../../../shared/english-mark';
import { rangeWithin } from '../../../shared/reference/osis';
import { fill } from '../../content/phrases';
import { characterTraits } from '../../content/lessons';
import { commentarySection, henryNote } from './commentary';
import { quoteRange, ref, section, type StudyContext } from './context';

/** The most characters of Henry's note quoted as a foretaste of it: its first sentence, at most this long. */
const EXCERPT = 200;

/** A note's first sentence, cut at a word within EXCERPT characters (…). */
function opening(text: string): string {
  const first = /^.+?[.!?](?=\s|$)/u.exec(text)?.[0] ?? text;
  if (first.length <= EXCERPT) return first;
  return `${first.slice(0, EXCERPT).replace(/\s+\S*$/, '')} …`;
}

/** The reflection in the language, or, in English, Henry's note (commentary.ts). `quoted`: the key verse is quoted above. */
export function reflectionSection(ctx: StudyContext, quoted = false) {
  if (ctx.lang === 'en') return commentarySection(ctx);
  const { t, key, subject, lang } = ctx;
  if (!key) return;
  const at = ref(ctx, key);
  const name = subject.name;
  // the traits content/characters shows on the key verse (Esther 4:16: courage, prayer)
  const named = new Map(characterTraits().map((tr) => [tr.id, tr.name[lang]]));
  const traits = [
    ...new Set(
      (subject.traits ?? [])
        .filter((tr) => tr.verse.ranges.some((r) => rangeWithin(r, key) || rangeWithin(key, r)))
        .map((tr) => named.get(tr.trait))
        .filter((n): n is string => n !== undefined)
        .map((n) => (lang === 'te' ? n : n.charAt(0).toLocaleLowerCase(lang) + n.slice(1))),
    ),
  ];
  const guide =
    subject.kind === 'topic'
      ? t.reflectionTopic
      : ctx.lesson === 'warning'
        ? t.reflectionWarning
        : ctx.lesson === 'mixed'
          ? t.reflectionMixed
          : t.reflectionModel;
  const note = henryNote(ctx);
  section(
    ctx,
    fill(t.reflection, { ref: at }),
    ...(quoted ? [] : [`${at}: ${quoteRange(ctx, key)}`]),
    ...(traits.length ? [fill(t.reflectionTraits, { ref: at, name, traits: traits.join(', ') })] : []),
    fill(guide, { ref: at, name }),
    ...(note
      ? [fill(t.furtherReading, { ref: note.at, excerpt: markedEnglish(opening(note.text), lang) })]
      : []),
  );
}
