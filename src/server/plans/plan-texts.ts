/** The reading plans' names and descriptions in the four UI languages. */
import type { UiLanguage } from '../../shared/books';
import type { ReadingPlanId } from '../../shared/api';

type Texts = Record<UiLanguage, { name: string; description: string }>;

export const PLAN_TEXTS: Record<ReadingPlanId, Texts> = {
  'bible-year': {
    en: {
      name: 'The whole Bible in a year',
      description:
        'All 1,189 chapters from Genesis to Revelation in 365 days, in the Bible’s order. Days are balanced by the number of words, not of chapters, so each takes about the same time: some 2,200 words, 12 minutes or so.',
    },
    es: {
      name: 'Toda la Biblia en un año',
      description:
        'Los 1.189 capítulos, de Génesis a Apocalipsis, en 365 días y en el orden de la Biblia. Los días se equilibran por el número de palabras, no de capítulos, para que cada uno lleve más o menos el mismo tiempo: unas 2.200 palabras, unos 12 minutos.',
    },
    fr: {
      name: 'Toute la Bible en un an',
      description:
        'Les 1 189 chapitres, de la Genèse à l’Apocalypse, en 365 jours et dans l’ordre de la Bible. Les jours sont équilibrés par le nombre de mots, non de chapitres : chacun demande à peu près le même temps : quelque 2 200 mots, environ 12 minutes.',
    },
    te: {
      name: 'ఒక సంవత్సరంలో బైబిలు మొత్తం',
      description:
        'ఆదికాండము నుండి ప్రకటన వరకు 1,189 అధ్యాయాలు, బైబిలు క్రమంలో, 365 రోజుల్లో. రోజులను అధ్యాయాల సంఖ్యతో కాకుండా పదాల సంఖ్యతో సమతుల్యం చేశాము, కాబట్టి ప్రతి రోజు దాదాపు ఒకే సమయం పడుతుంది: సుమారు 2,200 పదాలు, దాదాపు 12 నిమిషాలు.',
    },
  },
  'nt-90': {
    en: {
      name: 'The New Testament in 90 days',
      description:
        'The 260 chapters from Matthew to Revelation in 90 days, in order, balanced by the number of words: about 2,000 words, some 11 minutes a day.',
    },
    es: {
      name: 'El Nuevo Testamento en 90 días',
      description:
        'Los 260 capítulos, de Mateo a Apocalipsis, en 90 días y en orden, equilibrados por el número de palabras: unas 2.000 palabras, unos 11 minutos al día.',
    },
    fr: {
      name: 'Le Nouveau Testament en 90 jours',
      description:
        'Les 260 chapitres, de Matthieu à l’Apocalypse, en 90 jours et dans l’ordre, équilibrés par le nombre de mots : environ 2 000 mots, quelque 11 minutes par jour.',
    },
    te: {
      name: '90 రోజుల్లో క్రొత్త నిబంధన',
      description:
        'మత్తయి నుండి ప్రకటన వరకు 260 అధ్యాయాలు, క్రమంగా, 90 రోజుల్లో, పదాల సంఖ్యతో సమతుల్యం చేసినవి: రోజుకు సుమారు 2,000 పదాలు, దాదాపు 11 నిమిషాలు.',
    },
  },
  'psalms-proverbs': {
    en: {
      name: 'Psalms and Proverbs in a month',
      description:
        'The 150 psalms and 31 chapters of Proverbs in 31 days: each day one chapter of Proverbs (the day’s own number) and about five psalms, balanced by the number of words.',
    },
    es: {
      name: 'Salmos y Proverbios en un mes',
      description:
        'Los 150 salmos y los 31 capítulos de Proverbios en 31 días: cada día un capítulo de Proverbios (el del número del día) y unos cinco salmos, equilibrados por el número de palabras.',
    },
    fr: {
      name: 'Psaumes et Proverbes en un mois',
      description:
        'Les 150 psaumes et les 31 chapitres des Proverbes en 31 jours : chaque jour un chapitre des Proverbes (celui du numéro du jour) et environ cinq psaumes, équilibrés par le nombre de mots.',
    },
    te: {
      name: 'ఒక నెలలో కీర్తనలు, సామెతలు',
      description:
        '150 కీర్తనలు, సామెతల 31 అధ్యాయాలు 31 రోజుల్లో: ప్రతి రోజు సామెతలలో ఒక అధ్యాయం (ఆ రోజు సంఖ్యదే), పదాల సంఖ్యతో సమతుల్యం చేసిన సుమారు ఐదు కీర్తనలు.',
    },
  },
  chronological: {
    en: {
      name: 'The Bible in the order of events',
      description:
        'All 1,189 chapters in 365 days, in the order the events happened, as Theographic’s dated events place them (a chapter is read at the earliest event that tells a quarter of it). Chapters no event dates keep their neighbours in the book; Psalms, the wisdom books, Ezra to Esther and the letters are placed with the story they belong to.',
    },
    es: {
      name: 'La Biblia en el orden de los hechos',
      description:
        'Los 1.189 capítulos en 365 días, en el orden en que ocurrieron los hechos, según los sucesos fechados de Theographic (un capítulo se lee en el suceso más antiguo que narra una cuarta parte de él). Los capítulos sin suceso fechado conservan a sus vecinos en el libro; Salmos, los libros sapienciales, de Esdras a Ester y las cartas se colocan junto a la historia a la que pertenecen.',
    },
    fr: {
      name: 'La Bible dans l’ordre des événements',
      description:
        'Les 1 189 chapitres en 365 jours, dans l’ordre où les faits se sont passés, tels que les événements datés de Theographic les placent (un chapitre est lu au plus ancien événement qui en raconte un quart). Les chapitres qu’aucun événement ne date gardent leurs voisins dans le livre ; les Psaumes, les livres de sagesse, d’Esdras à Esther et les épîtres sont placés avec l’histoire à laquelle ils appartiennent.',
    },
    te: {
      name: 'సంఘటనల క్రమంలో బైబిలు',
      description:
        '1,189 అధ్యాయాలు 365 రోజుల్లో, సంఘటనలు జరిగిన క్రమంలో, Theographic తేదీలు ఇచ్చిన సంఘటనల ప్రకారం (ఒక అధ్యాయంలో నాలుగో వంతును చెప్పే అత్యంత పురాతన సంఘటన వద్ద దానిని చదువుతాము). తేదీ లేని అధ్యాయాలు తమ గ్రంథంలోని పొరుగు అధ్యాయాలతోనే ఉంటాయి; కీర్తనలు, జ్ఞాన గ్రంథాలు, ఎజ్రా నుండి ఎస్తేరు వరకు, పత్రికలు అవి చెందిన చరిత్రతో పాటు ఉంచబడ్డాయి.',
    },
  },
};
