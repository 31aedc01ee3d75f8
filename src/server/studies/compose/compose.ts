/**
 * The built-in study composer: a real study assembled from our own data, with no AI and no
 * network — the method's summary and steps, the character's description (or the topic's
 * overview), life events with references from Nave's, key passages quoted from the best
 * translation for the language, application questions and a closing prayer. Deterministic.
 *
 * The text uses the line conventions the Word export reads (spec §5): `# ` headings, `- `
 * bullets, plain paragraphs; references are written with the language's book names so that the
 * reference check finds and verifies them like any other study's. Its headings, notes and prayers
 * are in content/locales/<lang>.yaml (`composer`); changing them calls for a new BUILTIN_MODEL
 * (studies.service.ts), as a change here does.
 */
import type { UiLanguage } from '../../../shared/books';
import { formatReference } from '../../../shared/reference/format';
import { osisBook } from '../../../shared/reference/osis';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { fill, phrases } from '../../content/phrases';
import type { StudyMethodSeed } from '../../content/methods';
import type { Subject } from '../catalog';
import { relatedPassagesSection } from '../related-passages';
import { eventLines } from './events';
import { quote } from './passages';

export function composeStudy(
  repo: ScriptureRepo,
  subject: Subject,
  method: StudyMethodSeed,
  lang: UiLanguage,
): string {
  const t = phrases(lang).composer;
  const name = subject.name;
  const translation = repo.bestTranslationFor(lang);
  const out: string[] = [];
  const section = (heading: string, ...lines: string[]) => out.push(`# ${heading}`, ...lines, '');

  section(fill(t.method, { method: method.studyname[lang] }), method.summary[lang]);
  section(t.steps, ...method.steps[lang].map((s) => `- ${s}`));

  if (subject.kind === 'character') {
    section(fill(t.history, { name }), subject.description);
  } else {
    const refs = subject.events.flatMap((e) => e.refs);
    const books = new Set(refs.map(osisBook)).size;
    section(fill(t.overview, { name }), fill(t.topicOverview, { name, refs: refs.length, books }));
  }

  const events = eventLines(subject, lang);
  if (events.length)
    section(fill(subject.kind === 'character' ? t.events : t.topicEvents, { name }), ...events);

  const passages = subject.passages.map((p) => {
    const text = quote(repo, translation.id, p);
    return `- ${formatReference(p, lang)}: ${text === '“”' ? t.more : text}`;
  });
  // no Bible in the language (Telugu): the KJV, and the study says so
  if (passages.length)
    section(
      fill(t.passages, { translation: translation.name }),
      ...(translation.fallback ? [fill(t.noLanguageBible, { translation: translation.name })] : []),
      ...passages,
    );

  // related passages: the key passages' cross-references (related-passages.ts)
  const related = relatedPassagesSection(repo, subject, lang);
  if (related) section(related.heading, ...related.lines);

  section(t.questions, ...method.questions[lang].map((q) => `- ${fill(q, { name })}`));
  section(t.prayer, fill(subject.kind === 'character' ? t.prayerCharacter : t.prayerTopic, { name }));
  out.push(t.note);
  return out.join('\n');
}
