/**
 * The 66-book Protestant canon: OSIS ids, SWORD and USFM names, chapter counts (KJV
 * versification) and book names in the four UI languages. Spanish names follow the
 * Reina-Valera, French the Louis Segond, Telugu the Telugu Bible (OV) tradition.
 */
export type Testament = 'OT' | 'NT';
/** The UI languages, in the order the language menu lists them. */
export const UI_LANGUAGES = ['en', 'es', 'fr', 'te'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const isUiLanguage = (v: unknown): v is UiLanguage =>
  typeof v === 'string' && (UI_LANGUAGES as readonly string[]).includes(v);

export interface BookInfo {
  /** 1-based canonical order, Genesis = 1 ... Revelation = 66 */
  order: number;
  osis: string;
  usfm: string;
  /** The English name SWORD uses in keys (mod2imp, diatheke). */
  sword: string;
  testament: Testament;
  chapters: number;
  names: Record<UiLanguage, string>;
}

type Row = [
  osis: string,
  usfm: string,
  sword: string,
  chapters: number,
  en: string,
  es: string,
  fr: string,
  te: string,
];

const ROWS: Row[] = [
  ['Gen', 'GEN', 'Genesis', 50, 'Genesis', 'Génesis', 'Genèse', 'ఆదికాండము'],
  ['Exod', 'EXO', 'Exodus', 40, 'Exodus', 'Éxodo', 'Exode', 'నిర్గమకాండము'],
  ['Lev', 'LEV', 'Leviticus', 27, 'Leviticus', 'Levítico', 'Lévitique', 'లేవీయకాండము'],
  ['Num', 'NUM', 'Numbers', 36, 'Numbers', 'Números', 'Nombres', 'సంఖ్యాకాండము'],
  ['Deut', 'DEU', 'Deuteronomy', 34, 'Deuteronomy', 'Deuteronomio', 'Deutéronome', 'ద్వితీయోపదేశకాండము'],
  ['Josh', 'JOS', 'Joshua', 24, 'Joshua', 'Josué', 'Josué', 'యెహోషువ'],
  ['Judg', 'JDG', 'Judges', 21, 'Judges', 'Jueces', 'Juges', 'న్యాయాధిపతులు'],
  ['Ruth', 'RUT', 'Ruth', 4, 'Ruth', 'Rut', 'Ruth', 'రూతు'],
  ['1Sam', '1SA', 'I Samuel', 31, '1 Samuel', '1 Samuel', '1 Samuel', '1 సమూయేలు'],
  ['2Sam', '2SA', 'II Samuel', 24, '2 Samuel', '2 Samuel', '2 Samuel', '2 సమూయేలు'],
  ['1Kgs', '1KI', 'I Kings', 22, '1 Kings', '1 Reyes', '1 Rois', '1 రాజులు'],
  ['2Kgs', '2KI', 'II Kings', 25, '2 Kings', '2 Reyes', '2 Rois', '2 రాజులు'],
  ['1Chr', '1CH', 'I Chronicles', 29, '1 Chronicles', '1 Crónicas', '1 Chroniques', '1 దినవృత్తాంతములు'],
  ['2Chr', '2CH', 'II Chronicles', 36, '2 Chronicles', '2 Crónicas', '2 Chroniques', '2 దినవృత్తాంతములు'],
  ['Ezra', 'EZR', 'Ezra', 10, 'Ezra', 'Esdras', 'Esdras', 'ఎజ్రా'],
  ['Neh', 'NEH', 'Nehemiah', 13, 'Nehemiah', 'Nehemías', 'Néhémie', 'నెహెమ్యా'],
  ['Esth', 'EST', 'Esther', 10, 'Esther', 'Ester', 'Esther', 'ఎస్తేరు'],
  ['Job', 'JOB', 'Job', 42, 'Job', 'Job', 'Job', 'యోబు'],
  ['Ps', 'PSA', 'Psalms', 150, 'Psalms', 'Salmos', 'Psaumes', 'కీర్తనల గ్రంథము'],
  ['Prov', 'PRO', 'Proverbs', 31, 'Proverbs', 'Proverbios', 'Proverbes', 'సామెతలు'],
  ['Eccl', 'ECC', 'Ecclesiastes', 12, 'Ecclesiastes', 'Eclesiastés', 'Ecclésiaste', 'ప్రసంగి'],
  ['Song', 'SNG', 'Song of Solomon', 8, 'Song of Solomon', 'Cantares', 'Cantique des Cantiques', 'పరమగీతము'],
  ['Isa', 'ISA', 'Isaiah', 66, 'Isaiah', 'Isaías', 'Ésaïe', 'యెషయా'],
  ['Jer', 'JER', 'Jeremiah', 52, 'Jeremiah', 'Jeremías', 'Jérémie', 'యిర్మీయా'],
  ['Lam', 'LAM', 'Lamentations', 5, 'Lamentations', 'Lamentaciones', 'Lamentations', 'విలాపవాక్యములు'],
  ['Ezek', 'EZK', 'Ezekiel', 48, 'Ezekiel', 'Ezequiel', 'Ézéchiel', 'యెహెజ్కేలు'],
  ['Dan', 'DAN', 'Daniel', 12, 'Daniel', 'Daniel', 'Daniel', 'దానియేలు'],
  ['Hos', 'HOS', 'Hosea', 14, 'Hosea', 'Oseas', 'Osée', 'హోషేయ'],
  ['Joel', 'JOL', 'Joel', 3, 'Joel', 'Joel', 'Joël', 'యోవేలు'],
  ['Amos', 'AMO', 'Amos', 9, 'Amos', 'Amós', 'Amos', 'ఆమోసు'],
  ['Obad', 'OBA', 'Obadiah', 1, 'Obadiah', 'Abdías', 'Abdias', 'ఓబద్యా'],
  ['Jonah', 'JON', 'Jonah', 4, 'Jonah', 'Jonás', 'Jonas', 'యోనా'],
  ['Mic', 'MIC', 'Micah', 7, 'Micah', 'Miqueas', 'Michée', 'మీకా'],
  ['Nah', 'NAM', 'Nahum', 3, 'Nahum', 'Nahúm', 'Nahum', 'నహూము'],
  ['Hab', 'HAB', 'Habakkuk', 3, 'Habakkuk', 'Habacuc', 'Habacuc', 'హబక్కూకు'],
  ['Zeph', 'ZEP', 'Zephaniah', 3, 'Zephaniah', 'Sofonías', 'Sophonie', 'జెఫన్యా'],
  ['Hag', 'HAG', 'Haggai', 2, 'Haggai', 'Hageo', 'Aggée', 'హగ్గయి'],
  ['Zech', 'ZEC', 'Zechariah', 14, 'Zechariah', 'Zacarías', 'Zacharie', 'జెకర్యా'],
  ['Mal', 'MAL', 'Malachi', 4, 'Malachi', 'Malaquías', 'Malachie', 'మలాకీ'],
  ['Matt', 'MAT', 'Matthew', 28, 'Matthew', 'Mateo', 'Matthieu', 'మత్తయి సువార్త'],
  ['Mark', 'MRK', 'Mark', 16, 'Mark', 'Marcos', 'Marc', 'మార్కు సువార్త'],
  ['Luke', 'LUK', 'Luke', 24, 'Luke', 'Lucas', 'Luc', 'లూకా సువార్త'],
  ['John', 'JHN', 'John', 21, 'John', 'Juan', 'Jean', 'యోహాను సువార్త'],
  ['Acts', 'ACT', 'Acts', 28, 'Acts', 'Hechos', 'Actes', 'అపొస్తలుల కార్యములు'],
  ['Rom', 'ROM', 'Romans', 16, 'Romans', 'Romanos', 'Romains', 'రోమీయులకు'],
  ['1Cor', '1CO', 'I Corinthians', 16, '1 Corinthians', '1 Corintios', '1 Corinthiens', '1 కొరింథీయులకు'],
  ['2Cor', '2CO', 'II Corinthians', 13, '2 Corinthians', '2 Corintios', '2 Corinthiens', '2 కొరింథీయులకు'],
  ['Gal', 'GAL', 'Galatians', 6, 'Galatians', 'Gálatas', 'Galates', 'గలతీయులకు'],
  ['Eph', 'EPH', 'Ephesians', 6, 'Ephesians', 'Efesios', 'Éphésiens', 'ఎఫెసీయులకు'],
  ['Phil', 'PHP', 'Philippians', 4, 'Philippians', 'Filipenses', 'Philippiens', 'ఫిలిప్పీయులకు'],
  ['Col', 'COL', 'Colossians', 4, 'Colossians', 'Colosenses', 'Colossiens', 'కొలొస్సయులకు'],
  [
    '1Thess',
    '1TH',
    'I Thessalonians',
    5,
    '1 Thessalonians',
    '1 Tesalonicenses',
    '1 Thessaloniciens',
    '1 థెస్సలొనీకయులకు',
  ],
  [
    '2Thess',
    '2TH',
    'II Thessalonians',
    3,
    '2 Thessalonians',
    '2 Tesalonicenses',
    '2 Thessaloniciens',
    '2 థెస్సలొనీకయులకు',
  ],
  ['1Tim', '1TI', 'I Timothy', 6, '1 Timothy', '1 Timoteo', '1 Timothée', '1 తిమోతికి'],
  ['2Tim', '2TI', 'II Timothy', 4, '2 Timothy', '2 Timoteo', '2 Timothée', '2 తిమోతికి'],
  ['Titus', 'TIT', 'Titus', 3, 'Titus', 'Tito', 'Tite', 'తీతుకు'],
  ['Phlm', 'PHM', 'Philemon', 1, 'Philemon', 'Filemón', 'Philémon', 'ఫిలేమోనుకు'],
  ['Heb', 'HEB', 'Hebrews', 13, 'Hebrews', 'Hebreos', 'Hébreux', 'హెబ్రీయులకు'],
  ['Jas', 'JAS', 'James', 5, 'James', 'Santiago', 'Jacques', 'యాకోబు'],
  ['1Pet', '1PE', 'I Peter', 5, '1 Peter', '1 Pedro', '1 Pierre', '1 పేతురు'],
  ['2Pet', '2PE', 'II Peter', 3, '2 Peter', '2 Pedro', '2 Pierre', '2 పేతురు'],
  ['1John', '1JN', 'I John', 5, '1 John', '1 Juan', '1 Jean', '1 యోహాను'],
  ['2John', '2JN', 'II John', 1, '2 John', '2 Juan', '2 Jean', '2 యోహాను'],
  ['3John', '3JN', 'III John', 1, '3 John', '3 Juan', '3 Jean', '3 యోహాను'],
  ['Jude', 'JUD', 'Jude', 1, 'Jude', 'Judas', 'Jude', 'యూదా'],
  ['Rev', 'REV', 'Revelation of John', 22, 'Revelation', 'Apocalipsis', 'Apocalypse', 'ప్రకటన గ్రంథము'],
];

export const BOOKS: readonly BookInfo[] = ROWS.map(([osis, usfm, sword, chapters, en, es, fr, te], i) => ({
  order: i + 1,
  osis,
  usfm,
  sword,
  testament: i < 39 ? 'OT' : 'NT',
  chapters,
  names: { en, es, fr, te },
}));

const byOsis = new Map(BOOKS.map((b) => [b.osis, b]));
const bySword = new Map(BOOKS.map((b) => [b.sword, b]));
const byUsfm = new Map(BOOKS.map((b) => [b.usfm, b]));

export const bookByOsis = (osis: string): BookInfo | undefined => byOsis.get(osis);
export const bookBySwordName = (name: string): BookInfo | undefined => bySword.get(name);
export const bookByUsfm = (code: string): BookInfo | undefined => byUsfm.get(code.toUpperCase());
