/**
 * Checking Nave's references against their verses (issue 16; ADR 014). A reference is doubtful
 * when its verses, and two verses on either side, share nothing with the line that cites it: no
 * name of the person (or word of the topic's name) and no word of the line, in any installed
 * English translation (Nave's lines are English). The check is lenient on purpose — a word
 * matches by its stem (`temptation` ~ `tempted`), a name by itself — so that what it flags is
 * worth a reader's doubt: `Temptation of: Matthew 1:11` (Josias begat Jechonias).
 */
import { bookByOsis } from '../../shared/books';
import { osisRange, type RefRange } from '../../shared/reference/osis';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { NavesEvent } from './naves-parts';
import { NavesTextRepo } from './naves-text.repo';

/** References of more verses than this are not checked (see shares()). */
export const MAX_CHECKED = 5;
/** The English translations whose words a line may share: every installed English Bible. */
const englishTranslations = (repo: ScriptureRepo) =>
  repo
    .translations()
    .filter((t) => t.language === 'en')
    .map((t) => t.id);

const STOP = new Set(
  (
    'a an and are as at be been by for from had has have he her him his in into is it its of on or ' +
    'she that the their them they this to was were which who whom with not also after before about ' +
    'against among upon over under again other others one two three four five many some all any ' +
    'called said says made make makes given gives give being does done did per concerning ' +
    'instances instance other others see'
  ).split(' '),
);

/** A word's stem: lower case, common endings off, at most seven letters (`temptation` → `tempt`). */
export function stem(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  const m = /(?:ations?|itions?|ness|ments?|ings?|ers?|ies|ied|ed|es|s|ly|y|ful|ixion)$/.exec(w);
  // an ending comes off only when four letters stay (`prayer` → `pray`, not `water` → `wat`);
  // `creation` keeps its `at` (`creat`, as in `created`)
  if (m && m.index < 4 && /^ations?$/.test(m[0]) && m.index >= 3) return w.slice(0, m.index + 2);
  return (m && m.index >= 4 ? w.slice(0, m.index) : w).slice(0, 7);
}

const WORD = /\p{L}[\p{L}'’]*/gu;

/** The stems a line's text offers the check (names in capitals and small words left out). */
export function lineStems(text: string): string[] {
  const out = new Set<string>();
  for (const [w] of text.matchAll(WORD)) {
    if (w.length < 3 || STOP.has(w.toLowerCase())) continue;
    const s = stem(w);
    if (s.length >= 3) out.add(s);
  }
  return [...out];
}

/** Verses on each side a name may stand in, where the verse itself says `he`. */
const CONTEXT = 2;

/** The range widened by CONTEXT verses on each side (within its chapter): context for a pronoun. */
function widened(r: RefRange): RefRange {
  if (r.start.verse === null) return r;
  return {
    start: { ...r.start, verse: Math.max(1, r.start.verse - CONTEXT) },
    end: { ...r.end, verse: (r.end.verse ?? r.start.verse) + CONTEXT },
  };
}

export class NavesChecker {
  private readonly translations: string[];
  private readonly texts = new Map<string, string>();
  private readonly bibles: NavesTextRepo;

  constructor(repo: ScriptureRepo) {
    this.translations = englishTranslations(repo);
    this.bibles = repo.repository(NavesTextRepo);
  }

  /** A range's verses (one chapter) as ` lower case words `, so that a word is ` word `. */
  private textOf(translation: string, range: RefRange): string {
    const { start, end } = range;
    const key = `${translation} ${start.book} ${start.chapter} ${start.verse} ${end.verse}`;
    let text = this.texts.get(key);
    if (text === undefined) {
      const order = bookByOsis(start.book)!.order;
      const t = this.bibles.text(translation, order, start.chapter, start.verse!, end.verse!);
      // English text: letters (with the accents of names) kept, the rest spaces
      text = ` ${(t ?? '').toLowerCase().replace(/[^a-z\u00c0-\u024f]+/g, ' ')} `;
      if (this.texts.size > 20_000) this.texts.clear();
      this.texts.set(key, text);
    }
    return text;
  }

  /**
   * Whether the reference's verses share a name or a word of the line — in the KJV first, then
   * the other English Bibles, then with two verses on either side (where `he` names the person).
   */
  shares(osis: string, stems: string[], names: string[]): boolean {
    const range = osisRange(osis);
    if (!range) return false;
    // passages are not checked, only verses: a longer passage nearly always shares a word, and
    // what goes wrong in Nave's is a verse number (Mt 1:11 for Mt 4:1-11)
    const { start, end } = range;
    if (start.verse === null || end.verse === null || start.chapter !== end.chapter) return true;
    if (end.verse - start.verse + 1 > MAX_CHECKED) return true;
    for (const r of [range, widened(range)]) if (this.mentions(r, stems, names)) return true;
    return false;
  }

  /**
   * The events with `doubtful` set to their references that share nothing with them. `names`
   * are the person's names (or the topic's words), in any case.
   */
  check(events: NavesEvent[], names: string[]): NavesEvent[] {
    const lowered = [...new Set(names.flatMap((n) => n.toLowerCase().match(/\p{L}+/gu) ?? []))].filter(
      (n) => n.length > 2 && !STOP.has(n),
    );
    const nameStems = lowered.map(stem).filter((s) => s.length >= 4);
    return events.map((e) => {
      const stems = [...lineStems(e.text), ...nameStems];
      const doubtful = e.refs.filter(
        (osis) => !this.shares(osis, stems, lowered) && !this.citedNaming(osis, nameStems, lowered),
      );
      return doubtful.length ? { ...e, doubtful } : e;
    });
  }

  /**
   * Whether a verse that names the person (or the topic) cites the reference, by the
   * cross-references: Isaiah 40:3, "the voice of him that crieth in the wilderness", is John the
   * Baptist's through Matthew 3:3 and John 1:23. Only short passages are read, for names only.
   */
  private citedNaming(osis: string, stems: string[], names: string[]): boolean {
    const range = osisRange(osis);
    if (!range?.start.verse || range.start.chapter !== range.end.chapter) return false;
    const targets = this.bibles.crossTargets(
      bookByOsis(range.start.book)!.order,
      range.start.chapter,
      range.start.verse,
      range.end.verse ?? range.start.verse,
    );
    return targets.some((target) => {
      const r = osisRange(target);
      if (!r?.start.verse || !r.end.verse || r.start.chapter !== r.end.chapter) return false;
      if (r.end.verse - r.start.verse + 1 > MAX_CHECKED) return false;
      return this.mentions(widened(r), stems, names);
    });
  }

  /** Whether a range's verses, in any English translation, have a name or a word of a stem. */
  private mentions(range: RefRange, stems: string[], names: string[]): boolean {
    return this.translations.some((t) => {
      const text = this.textOf(t, range);
      return names.some((n) => text.includes(` ${n} `)) || stems.some((st) => text.includes(` ${st}`));
    });
  }
}
