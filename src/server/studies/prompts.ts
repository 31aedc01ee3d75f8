/**
 * The chat messages for the AI provider (spec §7): one system message casting the model as a
 * Christian studying the Bible, and one user message asking for the outline — interactive, with
 * application questions, a summary of the method and a one-paragraph historical summary — in the
 * chosen language. We add grounding the spec's version lacked: the subject's key passages and
 * Nave's references, and an instruction to cite book chapter:verse (every citation is checked).
 *
 * Change PROMPT_VERSION whenever these texts change: it is part of the study cache key.
 */
import type { UiLanguage } from '../../shared/books';
import { formatReference, formatRange, osisRange } from '../../shared/reference';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { Subject } from './catalog';
import type { StudyMethodSeed } from './seeds';
import { relatedPassagesPrompt } from './related-passages';

export const PROMPT_VERSION = 3;

const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: 'English', es: 'Spanish', fr: 'French', te: 'Telugu' };

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * The key passages quoted from the language's Bible (the seeds are in the KJV's numbering: the
 * translation's own verses are found through it), and Nave's references.
 */
function grounding(repo: ScriptureRepo, subject: Subject, lang: UiLanguage): string {
  const bible = repo.bestTranslationFor(lang);
  const passages = subject.passages.map((p) => {
    const text = p.ranges.flatMap((r) => repo.versesByKjv(bible.id, r, 12)).filter((v) => !v.title).slice(0, 12).map((v) => `${v.verse} ${v.text}`).join(' ');
    return `- ${formatReference(p)}: ${text}`;
  });
  const events = subject.events.slice(0, 20).map((e) => `- ${e.text}: ${e.refs.slice(0, 4).map((o) => formatRange(osisRange(o)!)).join('; ')}`);
  return [`Key passages (quoted from the ${bible.name}; references in the KJV's verse numbering):`, ...passages, '', `References from Nave's Topical Bible:`, ...events].join('\n');
}

export function studyMessages(repo: ScriptureRepo, subject: Subject, method: StudyMethodSeed, lang: UiLanguage): ChatMessage[] {
  const language = LANGUAGE_NAMES[lang];
  const methodObject = JSON.stringify({ studyname: method.studyname[lang], studydescription: method.studydescription[lang] });
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
        `Write everything in ${language} (${lang}).`,
        'Ground the study in Scripture: cite every passage you use as book chapter:verse (for example John 3:16), and only cite passages that exist.',
        `Quote Scripture from the ${repo.bestTranslationFor(lang).name}, as in the key passages below, and name it.`,
        'Format: put each heading on its own line starting with "# ", each bullet point on its own line starting with "- ", and everything else as plain paragraphs. No HTML, no tables.',
        '',
        grounding(repo, subject, lang),
        // related passages: the key passages' cross-references (related-passages.ts)
        ...relatedPassagesPrompt(repo, subject),
      ].join('\n'),
    },
  ];
}
