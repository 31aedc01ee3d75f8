/**
 * A Nave's line as a study prints it (events.ts, timeline.ts): in the study's language where the
 * team has translated it (content/naves-lines/), else in English, in italics and marked so
 * (`*Chosen queen* (en inglés)`) — never as if it were the language. Each study counts what it left
 * in English and says so once, above the lines.
 */
import type { UiLanguage } from '../../../shared/books';
import { ENGLISH_MARK, markedEnglish } from '../../../shared/english-mark';
import { fill, phrases } from '../../content/phrases';
import { navesLine } from '../../naves/naves-translations';
import { titleCase } from '../../naves/topic-names';
import { AppError } from '../../errors';
import type { StudyCatalog, Subject } from '../catalog';

/** Names Nave's headings hold most, written in capitals like the rest of the heading (`KNOWN TO GOD`). */
const NAMES =
  /\b(?:god|jesus|christ|lord|holy (?:spirit|ghost)|israel|israelites|jews|gentiles|christians?|satan|jerusalem|egypt|babylon|moses|david)\b/g;

/** `HISTORY OF` → `History of Jesus, the Christ`; `OF ENEMIES` → `Forgiveness of enemies`; `KNOWN TO GOD` → `Known to God`. */
export function headingText(heading: string, entry: string): string {
  // a heading this topic takes from another entry is already in words (Parables of Jesus)
  if (/\p{Ll}/u.test(heading)) return heading;
  const name = titleCase(entry);
  const h = (heading.charAt(0) + heading.slice(1).toLowerCase()).replace(NAMES, (n) =>
    n.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase()),
  );
  if (/^(?:of|to|by|in|for|with|against|concerning)\b/i.test(heading)) return `${name} ${h.toLowerCase()}`;
  if (/\b(?:of|to|by|in|for|with|concerning)$/i.test(heading)) return `${h} ${name}`;
  return h;
}

export interface NavesPrinter {
  /**
   * the line in the language: italic unless `plain` says otherwise (Nave's words in a list of
   * them), without its last period where `plain` (a title in a sentence); cut to `max` characters
   * with an ellipsis where given (another entry's line in brackets)
   */
  (english: string, plain?: boolean, max?: number): string;
  /** how many lines it printed, and how many of them in English */
  printed: number;
  untranslated: number;
}

export function navesPrinter(entry: string, lang: UiLanguage): NavesPrinter {
  const print = ((english: string, plain = false, max = Infinity) => {
    const translated = navesLine(entry, english, lang);
    print.printed++;
    const bare = (s: string) => {
      const cut = [...s].length > max ? `${[...s].slice(0, max - 1).join('')}…` : s;
      return plain ? cut.replace(/[.\s]+$/, '') : cut;
    };
    if (translated === undefined) {
      print.untranslated++;
      return markedEnglish(bare(english), lang);
    }
    return plain ? bare(translated) : `*${bare(translated)}*`;
  }) as NavesPrinter;
  print.printed = 0;
  print.untranslated = 0;
  return print;
}

/** Above a study's Nave's lines in another language: who translated them, and how many are English. */
export function navesNote(
  entry: string,
  lang: UiLanguage,
  { printed, untranslated }: Pick<NavesPrinter, 'printed' | 'untranslated'>,
): string[] {
  if (lang === 'en' || !printed) return [];
  const t = phrases(lang).naves;
  const english = fill(t.untranslatedLines, { n: untranslated, mark: ENGLISH_MARK[lang] });
  if (untranslated === printed) return [english];
  if (!untranslated) return [fill(t.translatedLines, { entry })];
  // (how many: "the lines are translated" above twelve English lines of thirteen misled a teacher)
  const some = fill(t.someTranslatedLines, { entry, n: printed - untranslated, printed });
  return [`${some} ${english}`];
}

/**
 * The Nave's lines a subject's studies print (events.ts, timeline.ts), each with the entry whose
 * file translates it: headings as `headingText` words them, the lines' texts, and a thin topic's
 * lines of the other entries that cite its verses. For the translation files' checks and counts
 * (scripts/naves-lines.ts).
 */
export function printedNavesLines(subject: Subject): { entry: string; line: string }[] {
  const entry = subject.naves?.entry ?? subject.name;
  const out = new Map<string, { entry: string; line: string }>();
  const add = (e: string, line: string) => out.set(`${e}\u0000${line}`, { entry: e, line });
  for (const e of subject.events) {
    if (e.heading) add(entry, headingText(e.heading, entry));
    if (e.text && !e.isHeading) add(entry, e.text);
  }
  for (const c of subject.citedWith ?? []) if (c.line) add(c.name, c.line);
  return [...out.values()];
}

/**
 * The Nave's lines a topic's study prints (`printedNavesLines`), in English; none for an entry no
 * study can be made of (a pointer to nowhere: the catalogue answers `topic_not_found`). For the
 * translation files' check of every topic and the count script.
 */
export function printedTopicLines(
  catalog: Pick<StudyCatalog, 'topic'>,
  id: number,
): { entry: string; line: string }[] {
  try {
    return printedNavesLines(catalog.topic(id, 'en'));
  } catch (e) {
    if (e instanceof AppError && e.id === 'topic_not_found') return [];
    throw e;
  }
}
