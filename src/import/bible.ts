/** Bible sources (SWORD modules, USFM folders) normalised to one shape for the writer. */
import { parseOsisVerse, type ParsedVerse } from './osis-text';
import { readModule, parseVerseKey, type SwordConf } from './sword';
import { gbfToOsis } from './sword-zips';
import { bookBySwordName } from '../shared/books';

export interface TranslationMeta {
  id: string;
  name: string;
  language: string;
  licence: string;
  source: string;
}

export interface SourceVerse extends ParsedVerse {
  book: number;
  chapter: number;
  verse: number;
  /**
   * A deuterocanonical verse (book 0): its OSIS book (Tob, Sir…; Esth or Dan for the Greek parts of
   * those books, numbered as the source numbers them). Kept apart from the 66 books' verses and
   * their KJV numbering (write-bibles.ts).
   */
  apart?: string;
}

export interface BibleSource {
  meta: TranslationMeta;
  verses: () => AsyncIterable<SourceVerse>;
}

/** Ids and names we give the three Bibles Debian ships; other modules use their own conf. */
const KNOWN_MODULES: Record<string, { id: string; name: string }> = {
  engKJV2006eb: { id: 'KJV', name: 'King James Version' },
  engWEB2015eb: { id: 'WEB', name: 'World English Bible' },
  spaRV1909eb: { id: 'RV1909', name: 'Reina-Valera 1909' },
};

export function translationIdFor(conf: SwordConf): string {
  return (
    KNOWN_MODULES[conf.module]?.id ??
    (conf.values.Abbreviation || conf.module).replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  );
}

/** SWORD's names of the deuterocanonical books (Catholic versifications) → OSIS. */
const DEUTEROCANON: Record<string, string> = {
  Tobit: 'Tob',
  Judith: 'Jdt',
  Wisdom: 'Wis',
  Sirach: 'Sir',
  Baruch: 'Bar',
  'I Maccabees': '1Macc',
  'II Maccabees': '2Macc',
};

/**
 * The Greek parts of Esther and Daniel inside those books in a Catholic versification (Catholic,
 * Catholic2): Esth 10:4–16:24, Dan 3:24–90 (the Prayer of Azariah and the Song of the Three), Dan 13
 * (Susanna) and 14 (Bel and the Dragon). Dan 3:91–100 are the KJV's 3:24–4:3.
 */
export function greekAddition(osis: string, chapter: number, verse: number): boolean {
  if (osis === 'Esth') return chapter > 10 || (chapter === 10 && verse >= 4);
  if (osis === 'Dan') return chapter >= 13 || (chapter === 3 && verse >= 24 && verse <= 90);
  return false;
}

export function swordBible(
  conf: SwordConf,
  swordPath?: string,
  idOverride?: string,
  nameOverride?: string,
): BibleSource {
  const known = KNOWN_MODULES[conf.module];
  const gbf = conf.values.SourceType === 'GBF';
  const catholic = /^Catholic/.test(conf.values.Versification ?? '');
  const meta: TranslationMeta = {
    id: idOverride ?? translationIdFor(conf),
    name: nameOverride ?? known?.name ?? conf.values.Description ?? conf.module,
    language: (conf.values.Lang ?? 'en').split('-')[0],
    licence: conf.values.DistributionLicense ?? 'unknown',
    source: `sword:${conf.module}`,
  };
  async function* verses(): AsyncIterable<SourceVerse> {
    let paragraphNext = false; // GBF marks a paragraph's end: the next verse starts one
    for await (const entry of readModule(conf, swordPath)) {
      const { key } = entry;
      let { markup } = entry;
      let paragraphEnds = false;
      if (gbf) ({ markup, paragraphEnds } = gbfToOsis(markup));
      const k = parseVerseKey(key);
      if (!k || k.chapter === 0 || k.verse === 0) continue; // book and chapter introductions
      const book = bookBySwordName(k.book);
      const deutero = book ? null : DEUTEROCANON[k.book];
      if (!book && !deutero) continue; // a book we do not know: not in the canon we show
      // An empty entry is a verse this text lacks. An entry with markup but no words is kept:
      // RV1909 joins Num 12:16 to 13:1 and so on; diatheke prints those verses empty too.
      if (!markup.trim()) continue;
      const parsed = parseOsisVerse(markup);
      if (paragraphNext) parsed.paragraph = true;
      paragraphNext = paragraphEnds;
      const apart =
        deutero ?? (book && catholic && greekAddition(book.osis, k.chapter, k.verse) ? book.osis : undefined);
      yield {
        ...parsed,
        book: apart ? 0 : book!.order,
        chapter: k.chapter,
        verse: k.verse,
        ...(apart ? { apart } : {}),
      };
    }
  }
  return { meta, verses };
}
