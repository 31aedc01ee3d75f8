/**
 * Reference works: Strong's lexicon (npm `strongs` merged with SWORD's Strong's dictionaries; an
 * entry's derivation, definition and KJV usage read from the package's own sources, repaired where
 * a part is cut inside parentheses and corrected by content/strongs-errata.yaml: strongs-source.ts,
 * strongs-check.ts, strongs-errata.ts),
 * and Nave's Topical Bible (a SWORD module). Commentaries are read in commentaries.ts.
 */
import { createRequire } from 'node:module';
import { decodeEntities, normaliseStrongs } from './osis-text';
import { repairSplit } from './strongs-check';
import { applyStrongsErrata, readStrongsErrata } from './strongs-errata';
import { readStrongsSources, type StrongsParts } from './strongs-source';
import { readModule, type SwordConf } from './sword';
import { bookByOsis } from '../shared/books';
import { osisBook, splitOsisId, splitOsisRange } from '../shared/reference/osis';
import type { LexiconFields } from '../shared/api/lexicon';

/** Markup to plain text: <lb/> and list items become line breaks, other tags go. */
export function markupToPlain(markup: string): string {
  return decodeEntities(
    markup
      .replace(/<lb\s*\/?>|<\/?item[^>]*>|<\/?list[^>]*>|<div[^>]*type="x-p"[^>]*\/>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

export interface LexiconRow extends LexiconFields {
  swordText: string | null;
}

interface NpmStrongsEntry {
  lemma?: string;
  xlit?: string;
  translit?: string;
  pron?: string;
  strongs_def?: string;
  kjv_def?: string;
  derivation?: string;
}

/** Every entry's derivation, definition and KJV usage: the package's sources, cuts repaired, errata applied. */
export function strongsParts(lemmaOf: (strongs: string) => string | undefined): Map<string, StrongsParts> {
  const parts = new Map([...readStrongsSources(lemmaOf)].map(([k, p]) => [k, repairSplit(p)]));
  applyStrongsErrata(parts, readStrongsErrata());
  return parts;
}

export async function readLexicon(
  hebrew: SwordConf | undefined,
  greek: SwordConf | undefined,
  swordPath?: string,
): Promise<LexiconRow[]> {
  const require = createRequire(import.meta.url);
  const npm = require('strongs') as Record<string, NpmStrongsEntry>;
  const parts = strongsParts((s) => npm[s]?.lemma?.trim());
  const rows = new Map<string, LexiconRow>();
  for (const [key, e] of Object.entries(npm)) {
    const strongs = normaliseStrongs(key);
    if (!strongs) continue;
    const p = parts.get(strongs);
    rows.set(strongs, {
      strongs,
      language: strongs[0] === 'H' ? 'hebrew' : 'greek',
      lemma: e.lemma?.trim() || null,
      xlit: (e.xlit ?? e.translit)?.trim() || null,
      pron: e.pron?.trim() || null,
      definition: p ? p.definition : e.strongs_def?.trim() || null,
      kjvUsage: p ? p.kjvUsage : e.kjv_def?.trim().replace(/\.$/, '') || null,
      derivation: p ? p.derivation : e.derivation?.trim() || null,
      swordText: null,
    });
  }
  for (const [conf, prefix] of [
    [hebrew, 'H'],
    [greek, 'G'],
  ] as const) {
    if (!conf) continue;
    for await (const { key, markup } of readModule(conf, swordPath)) {
      if (!/^\d+$/.test(key)) continue;
      const strongs = `${prefix}${Number(key)}`;
      const swordText = markupToPlain(markup);
      // npm strongs has no transliteration or pronunciation for Greek: take SWORD's
      const xlit = /<orth[^>]*type="trans"[^>]*>([^<]+)<\/orth>/.exec(markup)?.[1].trim() || null;
      const pron = /<pron[^>]*>([^<]+)<\/pron>/.exec(markup)?.[1].trim() || null;
      const row = rows.get(strongs);
      if (row) {
        row.swordText = swordText;
        row.xlit ??= xlit;
        row.pron ??= pron;
      } else
        rows.set(strongs, {
          strongs,
          language: prefix === 'H' ? 'hebrew' : 'greek',
          lemma: null,
          xlit,
          pron,
          definition: swordText,
          kjvUsage: null,
          derivation: null,
          swordText,
        });
    }
  }
  return [...rows.values()];
}

export interface NavesRef {
  section: string;
  osis: string;
  book: number;
  chapter: number;
  verse: number | null;
}

export interface NavesEntry {
  name: string;
  kind: 'topic' | 'person' | 'place' | 'see';
  text: string;
  refs: NavesRef[];
}

const PLACE =
  /^(?:\d\.\s*)?(?:an?\s+|the\s+)?(?:ancient\s+)?(?:city|town|village|river|brook|mountain|mount|hill|valley|plain|region|district|country|province|land|island|wilderness|desert|sea|lake|pool|well|fountain|gate|tower|cave|place|encampment|station|harbor|haven|port)\b|\b(?:city|town|river|mountain|valley|region|district|province|island) of\b/i;
const PERSON =
  /\b(?:son|sons|daughter|wife|husband|father|mother|brother|sister|king|queen|prophet|prophetess|priest|high priest|levite|chief|apostle|disciple|servant|descendant|grandson|officer|captain|governor|judge|warrior|ancestor|genealogy|lineage|one of the|a man|a woman|an? (?:israelite|benjamite|gadite|gileadite|levite|ephraimite|danite|gibeonite|reubenite|edomite|ammonite|moabite|egyptian|persian|chaldean|gentile|christian|jew|jewess))\b/i;

/** Nave's does not mark its entries' kinds; this reads them off the first line (documented heuristic). */
export function classifyNaves(text: string, refCount: number): NavesEntry['kind'] {
  const first = text.split('\n')[0] ?? '';
  if (refCount === 0 && /^see\b/i.test(first)) return 'see';
  if (PLACE.test(first)) return 'place';
  if (PERSON.test(first) || /^1\.\s/.test(first)) return 'person';
  return 'topic';
}

/**
 * The module's references into one-chapter books lose their verse: `<ref osisRef="Jude.1.1">Jude
 * 1</ref>:11` means Jude 1:11 (and `:14,15`, `:3-5` likewise). Rewritten as proper references.
 */
export function repairOneChapterRefs(markup: string): string {
  return markup.replace(
    /<ref osisRef="((?:Obad|Phlm|2John|3John|Jude)\.1)\.1">[^<]*<\/ref>:(\d+(?:\s*[-,]\s*\d+)*)/g,
    (_, chapter: string, verses: string) =>
      verses
        .split(/\s*,\s*/)
        .map((v) => {
          const [a, b] = v.split(/\s*-\s*/);
          const osis = b ? `${chapter}.${a}-${chapter}.${b}` : `${chapter}.${a}`;
          return `<ref osisRef="${osis}">${osisBook(chapter)} 1:${v}</ref>`;
        })
        .join(', '),
  );
}

/** The numbered books as Nave's abbreviates them after their number (`1Ch`, `2Ki`). */
const NUMBERED: Record<string, string> = {
  Sa: 'Sam',
  Ki: 'Kgs',
  Ch: 'Chr',
  Co: 'Cor',
  Th: 'Thess',
  Ti: 'Tim',
  Pe: 'Pet',
  Jo: 'John',
  Jn: 'John',
};

/**
 * A name that is also a book, before a reference into a numbered book, is tagged as the book:
 * "Wife of Ezra 1Ch 4:19" is `<ref osisRef="Ezra.1">Ezra 1</ref>Ch 4:19`, and the references after
 * it on the line (`; 9:41,42`) are left untagged — 380 references of 97 entries (AMITTAI, Father of
 * Jonah 2Ki 14:25, had none left). Rewritten as the name and proper references.
 */
export function repairNameBeforeBookRefs(markup: string): string {
  return markup.replace(
    /<ref osisRef="[^"]+">([^<]*?) ([123])<\/ref>(Sa|Ki|Ch|Co|Th|Ti|Pe|Jo|Jn) (\d+:\d+(?:\s*[-,]\s*\d+)*(?:\s*;\s*\d+:\d+(?:\s*[-,]\s*\d+)*)*)/g,
    (_, name: string, n: string, abbr: string, list: string) => {
      const book = `${n}${NUMBERED[abbr]}`;
      const refs = list.split(/\s*;\s*/).map((group) => {
        const [chapter, verses] = group.split(':');
        return verses
          .split(/\s*,\s*/)
          .map((v) => {
            const [a, b] = v.split(/\s*-\s*/);
            const osis = b ? `${book}.${chapter}.${a}-${book}.${chapter}.${b}` : `${book}.${chapter}.${a}`;
            return `<ref osisRef="${osis}">${n}${abbr} ${chapter}:${v}</ref>`;
          })
          .join(', ');
      });
      return `${name} ${refs.join('; ')}`;
    },
  );
}

export function parseNavesEntry(name: string, original: string): NavesEntry {
  const markup = repairNameBeforeBookRefs(repairOneChapterRefs(original));
  const refs: NavesRef[] = [];
  const lines = markup.split(/<lb\s*\/>|<item[^>]*>/);
  for (const line of lines) {
    const section = markupToPlain(line.replace(/<ref[^>]*>[^<]*<\/ref>/g, ''))
      .replace(/^→\s*/, '')
      .replace(/[\s;,.]+$/, '');
    for (const m of line.matchAll(/<ref osisRef="([^"]+)"/g)) {
      const start = splitOsisId(splitOsisRange(m[1])[0]);
      const book = bookByOsis(start.book);
      if (!book || !start.chapter) continue;
      refs.push({ section, osis: m[1], book: book.order, chapter: start.chapter, verse: start.verse });
    }
  }
  const text = markupToPlain(markup.replace(/→\s*/g, ''));
  return { name, kind: classifyNaves(text, refs.length), text, refs };
}

export async function readNaves(conf: SwordConf, swordPath?: string): Promise<NavesEntry[]> {
  const entries = new Map<string, NavesEntry>();
  for await (const { key, markup } of readModule(conf, swordPath)) {
    const name = key.trim();
    if (!name) continue;
    const entry = parseNavesEntry(name, markup);
    const earlier = entries.get(name);
    if (!earlier) entries.set(name, entry);
    else {
      // the module holds a few names twice (REVERENCE, SIN): one entry with both parts
      earlier.text += `\n${entry.text}`;
      earlier.refs.push(...entry.refs);
    }
  }
  return [...entries.values()];
}
