/**
 * The requests of bench:search-load's mixed traffic, each with its kind: search pages (common and
 * rare words, wildcards, phrases; every translation and all), passages, a chapter's cross-references and
 * commentary, texts checked (POST /api/verify), the home page, the verse of the day and health.
 * Drawn from a fixed seed, so every run asks the same requests in the same order; chapters and
 * verses from the scripture database (`SAMPLE_DB`, else data/scripture.db).
 */
import Database from 'better-sqlite3';
import { BOOKS } from '../../src/shared/books';

export type Kind = 'search' | 'passage' | 'cross-references' | 'commentary' | 'verify' | 'other';

/** One request: a GET of `path`, or a POST of `body` (JSON) when it has one. */
export interface MixRequest {
  kind: Kind;
  path: string;
  body?: string;
}

/** mulberry32: successive draws independent enough that a chapter's book and number spread out */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const COMMON = 'the and of to that in he shall unto for lord god de y que el la'.split(' ');
const RARE =
  'zerubbabel melchizedek propitiation maranatha selah shepherd covenant wilderness grace faith mercy jubilee ephod tabernacle gethsemane nazareth sabbath leviathan cubit manna'.split(
    ' ',
  );
const WILDCARDS = ['a*', 'th*', 's*', 'lo*', 'be*', 'gr*', 'c*', 'sh*', 'w*', 'pr*'];
/** phrases and several words: the searches no statistic answers, made by the search worker */
const PHRASES = [
  { q: 'the lord is my shepherd', mode: 'phrase' },
  { q: 'in the beginning', mode: 'phrase' },
  { q: 'son of man', mode: 'phrase' },
  { q: 'kingdom of heaven', mode: 'phrase' },
  { q: 'love one another', mode: 'phrase' },
  { q: 'grace peace', mode: 'all' },
  { q: 'faith hope charity', mode: 'all' },
  { q: 'reino de dios', mode: 'phrase' },
  { q: 'royaume de dieu', mode: 'phrase' },
  { q: 'shepherd*', mode: 'word' },
];
const TRANSLATIONS = ['KJV', 'WEB', 'RV1909', 'all'];
export const PASSAGES = [
  'John 3:16',
  'Psalm 23',
  'Romans 8:28-39',
  'Genesis 1',
  'Matthew 5:1-12',
  'Isaiah 53',
  '1 Corinthians 13',
  'Hebrews 11',
  'Luke 15:11-32',
  'Revelation 21',
];
/** the translations a reader's cross-references and commentary are asked in (their numbering) */
const READER_TRANSLATIONS = ['KJV', 'WEB', 'RV1909', 'LSG'];
const WORKS = ['mhcc', 'scofield'];
const LANGS = ['en', 'es', 'fr'];

/**
 * Texts a visitor pastes to have checked: a paragraph or two of a sermon or a study, quoting a few
 * verses (most word for word, some misquoted or with a reference that is off), in English, Spanish
 * and French (each in its language's Bible, as the page's language picks it).
 */
export const VERIFY_TEXTS = [
  `Paul reminds us that "all things work together for good to them that love God" (Romans 8:28). That promise is not a promise of comfort but of purpose. He says the same to the Ephesians: "For by grace are ye saved through faith; and that not of yourselves: it is the gift of God" (Ephesians 2:8). Grace comes first, and faith receives it.`,
  `The shepherd psalm opens with trust: "The LORD is my shepherd; I shall not want" (Psalm 23:1). Proverbs puts the same trust as a command: "Trust in the LORD with all thine heart; and lean not unto thine own understanding. In all thy ways acknowledge him, and he shall direct thy paths" (Proverbs 3:5-6). Isaiah adds what comes of it: "they that wait upon the LORD shall renew their strength" (Isaiah 40:31).`,
  `Hebrews defines faith before it lists the faithful: "Now faith is the substance of things hoped for, the evidence of things not seen" (Hebrews 11:1). Abel, Enoch, Noah and Abraham follow (Hebrews 11:4-8). Paul could say "I can do all things through Christ who gives me strength" (Philippians 4:13) because his faith rested on Christ, not on himself.`,
  `Jesus calls the tired: "Come unto me, all ye that labour and are heavy laden, and I will give you rest" (Matthew 11:28). John sums up why: "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life" (John 3:16), and "He that loveth not knoweth not God; for God is love" (1 John 4:8). Jeremiah had heard it long before (Jeremiah 29:11).`,
  `In the beginning "God created the heaven and the earth" (Genesis 1:1), and John begins his gospel the same way (John 1:1-3). Jesus said, "I am the way, the truth, and the life. No one comes to the Father, except through me" (John 14:6). The peacemakers are blessed, "for they shall be called children of God" (Matthew 5:9), and "Love is patient and is kind" (1 Corinthians 13:4). See also Romans 12:9-21 and Genesis 51:2.`,
  `Juan comienza como Génesis: "EN el principio era el Verbo, y el Verbo era con Dios, y el Verbo era Dios" (Juan 1:1). El salmista dice: "Lámpara es á mis pies tu palabra, y lumbrera á mi camino" (Salmos 119:105). Y el Señor prometió: "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito" (Juan 3:16).`,
  `David prie après sa faute : « O Dieu! Aie pitié de moi dans ta bonté; Selon ta grande miséricorde, efface mes transgressions » (Psaume 51:3). Jésus dit à Marthe : « Je suis la résurrection et la vie. Celui qui croit en moi vivra, quand même il serait mort » (Jean 11:25). Voir aussi Romains 8:1 et Jean 3:16.`,
  `A word study on love: agape in 1 Corinthians 13:4-7 and 1 John 4:7-21. "Love is patient and is kind. Love doesn't envy" (1 Corinthians 13:4). "We love him, because he first loved us" (1 John 4:19). "Greater love hath no man than this, that a man lay down his life for his friends" (John 15:13). Compare Deuteronomy 6:5, Leviticus 19:18 and Mark 12:30-31.`,
];

const search = (p: Record<string, string>) => `/api/search?${new URLSearchParams(p)}`;

/** Each chapter's last verse in every one of the reader translations, by `book.chapter`. */
function lastVerses(): Map<string, number> {
  const db = new Database(process.env.SAMPLE_DB ?? 'data/scripture.db', {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const rows = db
      .prepare(
        `SELECT book, chapter, MIN(last) AS last FROM (SELECT translation, book, chapter, MAX(verse) AS last FROM verses
        WHERE translation IN (${READER_TRANSLATIONS.map(() => '?').join(', ')}) GROUP BY translation, book, chapter)
        GROUP BY book, chapter`,
      )
      .all(...READER_TRANSLATIONS) as { book: number; chapter: number; last: number }[];
    return new Map(rows.map((r) => [`${r.book}.${r.chapter}`, r.last]));
  } finally {
    db.close();
  }
}

/** `count` requests of the mix, in order. */
export function loadMix(count = 20_000): MixRequest[] {
  const last = lastVerses();
  const rnd = random(7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const page = () => String(1 + Math.floor(rnd() * 20));
  // a chapter anywhere in the Bible, and a few verses of it as a reader selects them
  const chapter = () => {
    const book = pick(BOOKS);
    const n = 1 + Math.floor(rnd() * book.chapters);
    return { ref: `${book.names.en} ${n}`, verses: last.get(`${book.order}.${n}`) ?? 1 };
  };
  const out: MixRequest[] = [];
  for (let i = 0; i < count; i++) {
    const r = rnd();
    if (r < 0.3)
      out.push({
        kind: 'search',
        path: search({ q: pick(COMMON), translation: pick(TRANSLATIONS), page: page() }),
      });
    else if (r < 0.4)
      out.push({ kind: 'search', path: search({ q: pick(RARE), translation: pick(TRANSLATIONS) }) });
    else if (r < 0.42)
      out.push({
        kind: 'search',
        path: search({
          ...pick(PHRASES),
          translation: pick(TRANSLATIONS),
          page: String(1 + Math.floor(rnd() * 3)),
        }),
      });
    else if (r < 0.5)
      out.push({
        kind: 'search',
        path: search({ q: pick(WILDCARDS), translation: pick(TRANSLATIONS), page: page() }),
      });
    else if (r < 0.7)
      out.push({
        kind: 'passage',
        path: `/api/passages?${new URLSearchParams({ ref: pick(PASSAGES), translation: pick(['KJV', 'WEB', 'RV1909']) })}`,
      });
    else if (r < 0.79)
      out.push({
        kind: 'cross-references',
        path: `/api/cross-references?${new URLSearchParams({ ref: chapter().ref, translation: pick(READER_TRANSLATIONS) })}`,
      });
    else if (r < 0.88) {
      const { ref: at, verses } = chapter();
      const from = 1 + Math.floor(rnd() * verses);
      const to = Math.min(verses, from + Math.floor(rnd() * 6));
      const ref = `${at}:${from}${to > from ? `-${to}` : ''}`;
      out.push({
        kind: 'commentary',
        path: `/api/commentary?${new URLSearchParams({ ref, work: pick(WORKS), translation: pick(READER_TRANSLATIONS), lang: pick(LANGS) })}`,
      });
    } else if (r < 0.89)
      out.push({ kind: 'verify', path: '/api/verify', body: JSON.stringify({ text: pick(VERIFY_TEXTS) }) });
    else if (r < 0.94) out.push({ kind: 'other', path: '/' });
    else if (r < 0.97) out.push({ kind: 'other', path: '/api/verse-of-the-day' });
    else out.push({ kind: 'other', path: '/api/health' });
  }
  return out;
}

/** The mix as bench/lib/rotate-clients.lua reads it: a path a line, or "POST<tab>path<tab>body". */
export const mixLines = (mix: MixRequest[]) =>
  mix.map((r) => (r.body === undefined ? r.path : `POST\t${r.path}\t${r.body}`)).join('\n');
