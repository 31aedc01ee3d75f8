/**
 * Texts a user might paste into "Check a text", each with what a careful reader would say of it:
 * its references (the KJV place they name; `!` one that does not exist) and its quotations in
 * order (`exact`, `close`, `misquoted`, `misattributed` — the right words under a wrong reference —
 * `unattributed` or `overlong` — a citation longer than the checker reads —, with the place cited and, after `@`, where the words really are). Written in
 * four languages with the slips people make: verses quoted from memory, modern spellings, Segond
 * numbers, French abbreviations, changed meanings, and (issue 43) the famous misquotations.
 * verification-corpus.test.ts scores the checker on them (issues 26 and 43).
 */
export interface CorpusCase {
  /** the interface language (the Bible of that language unless `translation`) */
  lang: 'en' | 'es' | 'fr' | 'te';
  translation?: string;
  text: string;
  /** each reference in order: its KJV OSIS, `!OSIS` when it does not exist */
  refs: string[];
  /** each quotation in order: `status OSIS @WHERE` (OSIS `-` when unattributed) */
  quotes: string[];
}

/** A case: the interface language, the text, its references and its quotations (see CorpusCase). */
export const c = (
  lang: CorpusCase['lang'],
  text: string,
  refs: string[],
  quotes: string[],
  translation?: string,
): CorpusCase => ({ lang, text, refs, quotes, translation });

export const CORPUS: CorpusCase[] = [
  // — English, exact —
  c(
    'en',
    'Psalm 23:1 says: "The LORD is my shepherd; I shall not want." Then read John 3:16.',
    ['Ps.23.1', 'John.3.16'],
    ['exact Ps.23.1'],
  ),
  c(
    'en',
    '"For God so loved the world, that he gave his only begotten Son" (John 3:16).',
    ['John.3.16'],
    ['exact John.3.16'],
  ),
  c(
    'en',
    'Jesus said, ‘I am the way, the truth, and the life’ (John 14:6).',
    ['John.14.6'],
    ['exact John.14.6'],
  ),
  c(
    'en',
    "Remember Proverbs 22:6: 'Train up a child in the way he should go.'",
    ['Prov.22.6'],
    ['exact Prov.22.6'],
  ),
  c(
    'en',
    'Proverbs 3:5 reads:\n\n> Trust in the LORD with all thine heart; and lean not unto thine own understanding.\n\nAmen.',
    ['Prov.3.5'],
    ['exact Prov.3.5'],
  ),
  c(
    'en',
    '> Trust in the LORD with all thine heart; and lean not unto thine own understanding.\n> — Proverbs 3:5',
    ['Prov.3.5'],
    ['exact Prov.3.5'],
  ),
  c(
    'en',
    'Paul writes that “the wages of sin is death; but the gift of God is eternal life” (Rom 6:23), and James adds: “If any of you lack wisdom, let him ask of God” (Jas 1:5).',
    ['Rom.6.23', 'Jas.1.5'],
    ['exact Rom.6.23', 'exact Jas.1.5'],
  ),
  c(
    'en',
    'In Micah 6:8 the prophet asks “what doth the LORD require of thee, but to do justly, and to love mercy, and to walk humbly with thy God?”',
    ['Mic.6.8'],
    ['exact Mic.6.8'],
  ),
  c(
    'en',
    'Our theme verse: Isaiah 40:31 — "they shall mount up with wings as eagles; they shall run, and not be weary".',
    ['Isa.40.31'],
    ['exact Isa.40.31'],
  ),
  c(
    'en',
    'Two promises: "I can do all things through Christ which strengtheneth me" (Philippians 4:13) and "with God nothing shall be impossible" (Luke 1:37).',
    ['Phil.4.13', 'Luke.1.37'],
    ['exact Phil.4.13', 'exact Luke.1.37'],
  ),
  c(
    'en',
    'Hebrews 11:1. "Now faith is the substance of things hoped for, the evidence of things not seen."',
    ['Heb.11.1'],
    ['exact Heb.11.1'],
  ),
  c(
    'en',
    '- Romans 8:28: "we know that all things work together for good to them that love God"\n- Romans 12:2: "be ye transformed by the renewing of your mind"',
    ['Rom.8.28', 'Rom.12.2'],
    ['exact Rom.8.28', 'exact Rom.12.2'],
  ),
  c(
    'en',
    'As the WEB puts it, "Yahweh is my shepherd; I shall lack nothing" (Psalm 23:1).',
    ['Ps.23.1'],
    ['exact Ps.23.1'],
  ),
  c(
    'en',
    'Jesus promised: "Come unto me, all ye that labour and are heavy laden, and I will give you rest." (Matthew 11:28) He meant it.',
    ['Matt.11.28'],
    ['exact Matt.11.28'],
  ),
  c(
    'en',
    'The psalmist prays, "Create in me a clean heart, O God; and renew a right spirit within me" — Ps 51:10.',
    ['Ps.51.10'],
    ['exact Ps.51.10'],
  ),
  c(
    'en',
    'Genesis 1:1 opens the Bible. “In the beginning God created the heaven and the earth.” Everything else follows.',
    ['Gen.1.1'],
    ['exact Gen.1.1'],
  ),
  c(
    'en',
    'See John 8:32 ("And ye shall know the truth, and the truth shall make you free").',
    ['John.8.32'],
    ['exact John.8.32'],
  ),
  // — English, modern spelling or close —
  c(
    'en',
    '"Trust in the Lord with all your heart and lean not on your own understanding" (Proverbs 3:5)',
    ['Prov.3.5'],
    ['close Prov.3.5'],
  ),
  c(
    'en',
    '"Blessed are the peacemakers, for they will be called the children of God" (Matthew 5:9)',
    ['Matt.5.9'],
    ['close Matt.5.9'],
  ),
  c('en', 'Jesus says "Judge not, that you be not judged" (Matthew 7:1).', ['Matt.7.1'], ['exact Matt.7.1']),
  c(
    'en',
    '"Thy word is a lamp unto my feet, and a light unto my path." Psalm 119:105',
    ['Ps.119.105'],
    ['exact Ps.119.105'],
  ),
  c(
    'en',
    'In 1 John 1:9 we read "If we confess our sins, He is faithful and just to forgive us our sins".',
    ['1John.1.9'],
    ['exact 1John.1.9'],
  ),
  // — English, misquoted —
  c(
    'en',
    '"Charity suffereth long, and is unkind" (1 Corinthians 13:4)',
    ['1Cor.13.4'],
    ['misquoted 1Cor.13.4'],
  ),
  c('en', '"For by grace are ye saved through works" (Ephesians 2:8)', ['Eph.2.8'], ['misquoted Eph.2.8']),
  c(
    'en',
    'Paul warned that "Money is the root of all evil" (1 Timothy 6:10).',
    ['1Tim.6.10'],
    ['misquoted 1Tim.6.10'],
  ),
  c(
    'en',
    '"Thou shalt commit adultery" (Exodus 20:14) is the seventh commandment.',
    ['Exod.20.14'],
    ['misquoted Exod.20.14'],
  ),
  c('en', '"Judge, that ye be judged" (Matthew 7:1).', ['Matt.7.1'], ['misquoted Matt.7.1']),
  c(
    'en',
    '"For God so loved the world that he sent his only son to condemn it" (John 3:16)',
    ['John.3.16'],
    ['misquoted John.3.16'],
  ),
  c(
    'en',
    'The Bible says "God helps those who help themselves" (Proverbs 3:5).',
    ['Prov.3.5'],
    ['misquoted Prov.3.5'],
  ),
  c(
    'en',
    '"The LORD is my shepherd; I shall not want" (John 3:16)',
    ['John.3.16'],
    ['misattributed John.3.16 @Ps.23.1'],
  ),
  c(
    'en',
    '"I can do all things through Christ which strengtheneth me" (Philippians 4:31)',
    ['!Phil.4.31'],
    ['misattributed Phil.4.31 @Phil.4.13'],
  ),
  c('en', 'Read John 22:5 and Genesis 51:2 tonight.', ['!John.22.5', '!Gen.51.2'], []),
  c(
    'en',
    '"Blessed are the peacemakers: for they shall be called the children of Satan" (Matthew 5:9)',
    ['Matt.5.9'],
    ['misquoted Matt.5.9'],
  ),
  c(
    'en',
    'Romans 3:23 says that "all have sinned, and come short of the grace of God".',
    ['Rom.3.23'],
    ['misquoted Rom.3.23'],
  ),
  c(
    'en',
    'Jesus said "Be strong and of a good courage; be not afraid" in Joshua 1:9.',
    ['Josh.1.9'],
    ['exact Josh.1.9'],
  ),
  // — English, unattributed —
  c(
    'en',
    'Boaz married Ruth (Ruth 5:3). They paid Judas 30 pieces of silver. Someone wrote "the Lord is near to all who wander".',
    ['!Ruth.5.3'],
    ['unattributed -'],
  ),
  c('en', 'Someone wrote "The LORD is my shepherd; I shall not want".', [], ['unattributed - @Ps.23.1']),
  c('en', 'As they say, "God helps those who help themselves."', [], ['unattributed -']),
  c(
    'en',
    'We studied Genesis 1:1 last week. This week is different. My grandmother always said "Thy word is a lamp unto my feet".',
    ['Gen.1.1'],
    ['unattributed - @Ps.119.105'],
  ),
  // — Spanish —
  c(
    'es',
    'Salmo 23:1 dice: "Jehová es mi pastor; nada me faltará." Luego lee Juan 3:16.',
    ['Ps.23.1', 'John.3.16'],
    ['exact Ps.23.1'],
  ),
  c(
    'es',
    '"Porque de tal manera amó Dios al mundo, que ha dado a su Hijo unigénito" (Juan 3:16)',
    ['John.3.16'],
    ['exact John.3.16'],
  ),
  c(
    'es',
    'Jesús dijo: «Yo soy el camino, y la verdad, y la vida» (Juan 14:6).',
    ['John.14.6'],
    ['exact John.14.6'],
  ),
  c(
    'es',
    'Romanos 6:23: "Porque la paga del pecado es muerte: mas la dádiva de Dios es vida eterna".',
    ['Rom.6.23'],
    ['exact Rom.6.23'],
  ),
  c(
    'es',
    '"Todo lo puedo en Cristo que me fortalece" (Filipenses 4:13).',
    ['Phil.4.13'],
    ['exact Phil.4.13'],
  ),
  c(
    'es',
    '"Mas los que esperan a Jehová tendrán nuevas fuerzas" (Isaías 40:31)',
    ['Isa.40.31'],
    ['exact Isa.40.31'],
  ),
  c('es', '"Porque la paga del pecado es vida" (Romanos 6:23)', ['Rom.6.23'], ['misquoted Rom.6.23']),
  c(
    'es',
    '"Porque el dinero es la raíz de todos los males" (1 Timoteo 6:10)',
    ['1Tim.6.10'],
    ['misquoted 1Tim.6.10'],
  ),
  c('es', '"Juzgad, para que seáis juzgados" (Mateo 7:1)', ['Matt.7.1'], ['misquoted Matt.7.1']),
  c(
    'es',
    '"Jehová es mi pastor; nada me faltará" (Juan 3:16)',
    ['John.3.16'],
    ['misattributed John.3.16 @Ps.23.1'],
  ),
  c(
    'es',
    'Leemos en Santiago 1:5: "Y si alguno de vosotros tiene falta de sabiduría, demándela a Dios".',
    ['Jas.1.5'],
    ['exact Jas.1.5'],
  ),
  c('es', 'Mi abuela decía "Dios aprieta pero no ahoga" (Salmo 23:4).', ['Ps.23.4'], ['misquoted Ps.23.4']),
  c('es', 'Un dicho: "Dios ayuda a quien madruga temprano".', [], ['unattributed -']),
  c('es', 'Lea Juan 25:3 y Mateo 29:1.', ['!John.25.3', '!Matt.29.1'], []),
  c(
    'es',
    'En el principio: "EN el principio crió Dios los cielos y la tierra" (Génesis 1:1).',
    ['Gen.1.1'],
    ['exact Gen.1.1'],
  ),
  c(
    'es',
    '"Y conoceréis la verdad, y la verdad os hará esclavos" (Juan 8:32).',
    ['John.8.32'],
    ['misquoted John.8.32'],
  ),
  // — French —
  c(
    'fr',
    'Psaume 23:1 dit : « L’Éternel est mon berger: je ne manquerai de rien. » Puis lisez Jean 3:16.',
    ['Ps.23.1', 'John.3.16'],
    ['exact Ps.23.1'],
  ),
  c(
    'fr',
    'Psaume 51:3 : « O Dieu! aie pitié de moi dans ta bonté; Selon ta grande miséricorde, efface mes transgressions »',
    ['Ps.51.1'],
    ['exact Ps.51.1'],
  ),
  c(
    'en',
    'Psaume 51:3 : « O Dieu! aie pitié de moi dans ta bonté; Selon ta grande miséricorde, efface mes transgressions »',
    ['Ps.51.1'],
    ['exact Ps.51.1'],
  ),
  c(
    'fr',
    'David prie : « O Dieu! Crée en moi un cœur pur, Renouvelle en moi un esprit bien disposé » (Ps 51:12).',
    ['Ps.51.10'],
    ['exact Ps.51.10'],
  ),
  c(
    'fr',
    'Jc 1.5 : « Si quelqu’un d’entre vous manque de sagesse, qu’il la demande à Dieu »',
    ['Jas.1.5'],
    ['exact Jas.1.5'],
  ),
  c(
    'fr',
    'Es 40.31 : « Mais ceux qui se confient en l’Éternel renouvellent leur force »',
    ['Isa.40.31'],
    ['exact Isa.40.31'],
  ),
  c(
    'fr',
    'Jean 1:1 : « Au commencement était la Parole, et la Parole était avec Dieu, et la Parole était Dieu. » Et Jean 3:16 : « Car Dieu a tant aimé le monde qu’il a donné son Fils unique »',
    ['John.1.1', 'John.3.16'],
    ['exact John.1.1', 'exact John.3.16'],
  ),
  c(
    'fr',
    '« Je puis tout par celui qui me fortifie » (Philippiens 4:13).',
    ['Phil.4.13'],
    ['exact Phil.4.13'],
  ),
  c(
    'fr',
    'Jésus dit : « tu es Pierre, et que sur cette pierre je bâtirai mon Église » (Mt 16,18).',
    ['Matt.16.18'],
    ['exact Matt.16.18'],
  ),
  c('fr', '« Car le salaire du péché, c’est la vie » (Romains 6:23)', ['Rom.6.23'], ['misquoted Rom.6.23']),
  c('fr', '« Jugez, afin que vous soyez jugés » (Matthieu 7:1)', ['Matt.7.1'], ['misquoted Matt.7.1']),
  c(
    'fr',
    '« L’argent est une racine de tous les maux » (1 Timothée 6:10)',
    ['1Tim.6.10'],
    ['misquoted 1Tim.6.10'],
  ),
  c(
    'fr',
    '« L’Éternel est mon berger: je ne manquerai de rien » (Jean 3:16)',
    ['John.3.16'],
    ['misattributed John.3.16 @Ps.23.1'],
  ),
  c('fr', 'Lisez Jean 23:1 ce soir.', ['!John.23.1'], []),
  c('fr', 'Un proverbe : « Aide-toi, le ciel t’aidera ».', [], ['unattributed -']),
  c(
    'fr',
    '« Venez à moi, vous tous qui êtes fatigués et chargés, et je vous donnerai du repos » (Matthieu 11.28)',
    ['Matt.11.28'],
    ['exact Matt.11.28'],
  ),
  c(
    'fr',
    'Ésaïe 40:31 promet : « Ils prennent le vol comme les aigles ».',
    ['Isa.40.31'],
    ['exact Isa.40.31'],
  ),
  c('fr', 'Ps 46:11 : « Arrêtez, et sachez que je suis Dieu »', ['Ps.46.10'], ['exact Ps.46.10']),
  // issue 43: two words with their reference beside them are a quotation, and this one drops « ne … point »
  c('fr', '« Tu tueras » (Exode 20:13)', ['Exod.20.13'], ['misquoted Exod.20.13']),
  c(
    'fr',
    '« Car Dieu a tant aimé le monde qu’il a donné son Fils unique » (Jean 3:17)',
    ['John.3.17'],
    ['misattributed John.3.17 @John.3.16'],
  ),
  // — Telugu interface —
  c(
    'te',
    'యోహాను 3:16 చూడండి. "For God so loved the world, that he gave his only begotten Son" (John 3:16)',
    ['John.3.16', 'John.3.16'],
    ['exact John.3.16'],
  ),
  c('te', 'కీర్తనలు 23:1 మరియు యోహాను 22:5.', ['Ps.23.1', '!John.22.5'], []),
  c('te', '"Thou shalt commit adultery" (Exodus 20:14)', ['Exod.20.14'], ['misquoted Exod.20.14']),
  // — mixed and long —
  c(
    'en',
    'In Spanish John 3:16 reads "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito".',
    ['John.3.16'],
    ['exact John.3.16'],
  ),
  c(
    'en',
    'Jesus told Peter "tu es Pierre, et que sur cette pierre je bâtirai mon Église" (Matthew 16:18).',
    ['Matt.16.18'],
    ['exact Matt.16.18'],
  ),
  c(
    'en',
    '1. "In the beginning God created the heaven and the earth" (Gen 1:1)\n2. "In the beginning was the Word" (John 1:1)\n3. "In the beginning was the Spirit" (John 1:1)',
    ['Gen.1.1', 'John.1.1', 'John.1.1'],
    ['exact Gen.1.1', 'exact John.1.1', 'misquoted John.1.1'],
  ),
  c(
    'en',
    'Galatians 5:22 lists the fruit: "love, joy, peace, longsuffering, gentleness, goodness, faith".',
    ['Gal.5.22'],
    ['exact Gal.5.22'],
  ),
  c(
    'en',
    'Matthew 6:33 — "But seek ye first the kingdom of God, and his righteousness". Psalm 37:4 — "Delight thyself also in the LORD".',
    ['Matt.6.33', 'Ps.37.4'],
    ['exact Matt.6.33', 'exact Ps.37.4'],
  ),
  c(
    'en',
    'He quoted Psalm 46:10, "Be still, and know that I am God," and sat down.',
    ['Ps.46.10'],
    ['exact Ps.46.10'],
  ),
  c(
    'en',
    'Jeremiah wrote "For I know the thoughts that I think toward you, saith the LORD, thoughts of peace, and not of evil" (Jer. 29:11).',
    ['Jer.29.11'],
    ['exact Jer.29.11'],
  ),
  c(
    'en',
    'Jeremiah wrote "For I know the plans I have for you, plans to prosper you and not to harm you" (Jer. 29:11).',
    ['Jer.29.11'],
    ['misquoted Jer.29.11'],
  ),
  c(
    'en',
    'Malachi 4:5 promises, "Behold, I will send you Elijah the prophet before the coming of the great and dreadful day of the LORD".',
    ['Mal.4.5'],
    ['exact Mal.4.5'],
  ),
  // — issue 43: the famous misquotations, wrong references, references in the next sentence, short
  // quotations, and correct quotations near each rule —
  c(
    'en',
    'The Bible says "money is the root of all evil" (1 Timothy 6:10).',
    ['1Tim.6.10'],
    ['misquoted 1Tim.6.10'],
  ),
  c(
    'es',
    '"el dinero es la raíz de todos los males" (1 Timoteo 6:10)',
    ['1Tim.6.10'],
    ['misquoted 1Tim.6.10'],
  ),
  c(
    'fr',
    '« l’argent est une racine de tous les maux » (1 Timothée 6:10)',
    ['1Tim.6.10'],
    ['misquoted 1Tim.6.10'],
  ),
  c(
    'en',
    'My grandfather liked to say "God helps those who help themselves," and he thought it was Proverbs 16:9.',
    ['Prov.16.9'],
    ['misquoted Prov.16.9'],
  ),
  c('en', '"Spare the rod, spoil the child" (Proverbs 13:24)', ['Prov.13.24'], ['misquoted Prov.13.24']),
  c('en', '"Pride goeth before a fall" (Proverbs 16:18)', ['Prov.16.18'], ['misquoted Prov.16.18']),
  c('en', '"The lion shall lie down with the lamb" (Isaiah 11:6)', ['Isa.11.6'], ['misquoted Isa.11.6']),
  c('en', '"Cleanliness is next to godliness." That is not in the Bible at all.', [], ['unattributed -']),
  c('en', '"This too shall pass" (2 Corinthians 4:17)', ['2Cor.4.17'], ['misquoted 2Cor.4.17']),
  c('en', '"God works in mysterious ways" (Isaiah 55:8)', ['Isa.55.8'], ['misquoted Isa.55.8']),
  c(
    'en',
    '"he is faithful and just to forgive us our sins" (1 John 1:9)',
    ['1John.1.9'],
    ['misquoted 1John.1.9'],
  ),
  c('en', '"All these things will I give thee" (Matthew 4:9)', ['Matt.4.9'], ['misquoted Matt.4.9']),
  c(
    'en',
    '"the fear of the LORD is the beginning of wisdom" (Proverbs 9:10)',
    ['Prov.9.10'],
    ['exact Prov.9.10'],
  ),
  c('en', '"the wages of sin is death" (Romans 6:23)', ['Rom.6.23'], ['exact Rom.6.23']),
  c(
    'en',
    '"The LORD is my shepherd; I shall not want" (Psalm 24:1)',
    ['Ps.24.1'],
    ['misattributed Ps.24.1 @Ps.23.1'],
  ),
  c(
    'en',
    '"I can do all things through Christ which strengtheneth me" (Philippians 4:19)',
    ['Phil.4.19'],
    ['misattributed Phil.4.19 @Phil.4.13'],
  ),
  c(
    'es',
    '"Jehová es mi pastor; nada me faltará" (Salmo 24:1)',
    ['Ps.24.1'],
    ['misattributed Ps.24.1 @Ps.23.1'],
  ),
  c(
    'en',
    '"Love is patient, love is kind." — that one is from 1 Corinthians 13:4.',
    ['1Cor.13.4'],
    ['close 1Cor.13.4'],
  ),
  c('te', '"Judge not, that ye be not judged." ఇది మత్తయి 7:1 లోనిది.', ['Matt.7.1'], ['exact Matt.7.1']),
  c('en', 'Jesus said it plainly: "Judge not" (Matthew 7:1).', ['Matt.7.1'], ['exact Matt.7.1']),
  c('fr', '« Ne jugez point » (Matthieu 7:1)', ['Matt.7.1'], ['exact Matt.7.1']),
  // — a citation longer than the checker reads (200 verses): its words past them are `overlong`,
  // never a misquotation; found further on in it, they are its words —
  c(
    'en',
    'Isaiah 40–66 says it: "But he was wounded for our sins, he was bruised for our iniquities".',
    ['Isa.40-Isa.66'],
    ['overlong Isa.40-Isa.66'],
  ),
  c(
    'en',
    '"But he was wounded for our transgressions, he was bruised for our iniquities" (Isaiah 40–66)',
    ['Isa.40-Isa.66'],
    ['exact Isa.40-Isa.66 @Isa.53.5'],
  ),
  c(
    'en',
    '"Comfort ye, comfort ye my people, saith your God." (Isaiah 40–66)',
    ['Isa.40-Isa.66'],
    ['exact Isa.40-Isa.66'],
  ),
  c(
    'fr',
    '« Mais il était blessé pour nos fautes, brisé pour nos iniquités » (Ésaïe 40-66)',
    ['Isa.40-Isa.66'],
    ['overlong Isa.40-Isa.66'],
  ),
  c(
    'es',
    'Isaías 40-66: "Mas él herido fue por nuestras culpas, molido por nuestros pecados".',
    ['Isa.40-Isa.66'],
    ['overlong Isa.40-Isa.66'],
  ),
];
