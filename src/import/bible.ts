/** Bible sources (SWORD modules, USFM folders) normalised to one shape for the writer. */
import { parseOsisVerse, type ParsedVerse } from './osis-text';
import { readModule, parseVerseKey, type SwordConf } from './sword';
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

export function swordBible(conf: SwordConf, swordPath?: string, idOverride?: string): BibleSource {
  const known = KNOWN_MODULES[conf.module];
  const meta: TranslationMeta = {
    id: idOverride ?? translationIdFor(conf),
    name: known?.name ?? conf.values.Description ?? conf.module,
    language: (conf.values.Lang ?? 'en').split('-')[0],
    licence: conf.values.DistributionLicense ?? 'unknown',
    source: `sword:${conf.module}`,
  };
  async function* verses(): AsyncIterable<SourceVerse> {
    for await (const { key, markup } of readModule(conf, swordPath)) {
      const k = parseVerseKey(key);
      if (!k || k.chapter === 0 || k.verse === 0) continue; // book and chapter introductions
      const book = bookBySwordName(k.book);
      if (!book) continue; // deuterocanon: outside the 66-book canon
      // An empty entry is a verse this text lacks. An entry with markup but no words is kept:
      // RV1909 joins Num 12:16 to 13:1 and so on; diatheke prints those verses empty too.
      if (!markup.trim()) continue;
      const parsed = parseOsisVerse(markup);
      yield { ...parsed, book: book.order, chapter: k.chapter, verse: k.verse };
    }
  }
  return { meta, verses };
}
