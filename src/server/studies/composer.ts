/**
 * The built-in study composer: a real study assembled from our own data, with no AI and no
 * network — the method's summary and steps, the character's description (or the topic's
 * overview), life events with references from Nave's, key passages quoted from the best
 * translation for the language, application questions and a closing prayer. Deterministic.
 *
 * The text uses the line conventions the Word export reads (spec §5): `# ` headings, `- `
 * bullets, plain paragraphs; references are written with the language's book names so that the
 * reference check finds and verifies them like any other study's.
 */
import type { UiLanguage } from '../../shared/books';
import { formatRange, formatReference } from '../../shared/reference/format';
import { osisRange } from '../../shared/reference/osis';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import type { Subject } from './catalog';
import type { StudyMethodSeed } from './seeds';
import { relatedPassagesSection } from './related-passages';

/** At most this many life events, references per event, and quoted verses per passage. */
const MAX_EVENTS = 14;
const MAX_EVENT_REFS = 3;
const MAX_QUOTED_VERSES = 8;

const T = {
  en: {
    method: 'About the {method}',
    steps: 'How to study with this method',
    history: 'Historical summary of {name}',
    overview: 'Overview: {name}',
    topicOverview:
      'Nave’s Topical Bible gathers {refs} references on {name}, from {books} books of the Bible. The passages and questions below lead through what Scripture teaches about it.',
    events: 'Life events of {name} (from Nave’s Topical Bible)',
    topicEvents: 'Where Scripture speaks of {name} (from Nave’s Topical Bible)',
    passages: 'Key passages ({translation})',
    noLanguageBible:
      'No translation in this language is installed: the passages are quoted from the {translation}.',
    more: 'read on to the end of the passage',
    questions: 'Questions for reflection and discussion',
    prayer: 'Prayer',
    prayerCharacter:
      'Lord, thank you for what the life of {name} teaches me. Open my eyes to see you at work in these passages, and help me to trust and obey you as I apply them this week. Amen.',
    prayerTopic:
      'Lord, thank you for what your Word teaches about {name}. Open my eyes to understand these passages, and help me to live out what I learn this week. Amen.',
    note: 'This study was composed from the app’s own Bible data and study templates, not written by AI.',
  },
  es: {
    method: 'Acerca del método: {method}',
    steps: 'Cómo estudiar con este método',
    history: 'Resumen histórico de {name}',
    overview: 'Panorama: {name}',
    topicOverview:
      'El Índice temático de Nave reúne {refs} referencias sobre {name}, de {books} libros de la Biblia. Los pasajes y preguntas siguientes guían a través de lo que enseña la Escritura sobre este tema.',
    events: 'Acontecimientos de la vida de {name} (del Índice temático de Nave, en inglés)',
    topicEvents: 'Dónde habla la Escritura de {name} (del Índice temático de Nave, en inglés)',
    passages: 'Pasajes clave ({translation})',
    noLanguageBible:
      'No hay ninguna traducción al español instalada: los pasajes se citan de la {translation}.',
    more: 'siga leyendo hasta el final del pasaje',
    questions: 'Preguntas para la reflexión y el diálogo',
    prayer: 'Oración',
    prayerCharacter:
      'Señor, gracias por lo que me enseña la vida de {name}. Abre mis ojos para verte obrar en estos pasajes y ayúdame a confiar en ti y obedecerte al aplicarlos esta semana. Amén.',
    prayerTopic:
      'Señor, gracias por lo que tu Palabra enseña sobre {name}. Abre mis ojos para entender estos pasajes y ayúdame a vivir lo que aprendo esta semana. Amén.',
    note: 'Este estudio se compuso con los datos bíblicos y las plantillas de estudio de la aplicación; no lo escribió una IA.',
  },
  fr: {
    method: 'À propos de la méthode : {method}',
    steps: 'Comment étudier avec cette méthode',
    history: 'Résumé historique : {name}',
    overview: 'Vue d’ensemble : {name}',
    topicOverview:
      'La Bible thématique de Nave rassemble {refs} références sur le thème « {name} », tirées de {books} livres de la Bible. Les passages et les questions ci-dessous parcourent ce que l’Écriture enseigne à ce sujet.',
    events: 'Événements de la vie : {name} (d’après la Bible thématique de Nave, en anglais)',
    topicEvents: 'Où l’Écriture parle de « {name} » (d’après la Bible thématique de Nave, en anglais)',
    passages: 'Passages clés ({translation})',
    noLanguageBible:
      'Aucune traduction française n’est installée : les passages sont cités de la {translation}.',
    more: 'lisez le passage jusqu’au bout',
    questions: 'Questions pour la réflexion et l’échange',
    prayer: 'Prière',
    prayerCharacter:
      'Seigneur, merci pour ce que la vie de {name} m’enseigne. Ouvre mes yeux pour te voir à l’œuvre dans ces passages, et aide-moi à te faire confiance et à t’obéir en les mettant en pratique cette semaine. Amen.',
    prayerTopic:
      'Seigneur, merci pour ce que ta Parole enseigne sur le thème « {name} ». Ouvre mes yeux pour comprendre ces passages, et aide-moi à vivre ce que j’apprends cette semaine. Amen.',
    note: 'Cette étude a été composée à partir des données bibliques et des modèles d’étude de l’application ; elle n’a pas été écrite par une IA.',
  },
  te: {
    method: 'ఈ పద్ధతి గురించి: {method}',
    steps: 'ఈ పద్ధతితో ఎలా అధ్యయనం చేయాలి',
    history: 'చారిత్రక సారాంశం: {name}',
    overview: 'అవలోకనం: {name}',
    topicOverview:
      'నేవ్స్ టాపికల్ బైబిల్ "{name}" అంశంపై బైబిల్‌లోని {books} పుస్తకాల నుండి {refs} వచన సూచికలను సేకరిస్తుంది. క్రింది వాక్యభాగాలు మరియు ప్రశ్నలు ఈ అంశం గురించి లేఖనం ఏమి బోధిస్తుందో చూపిస్తాయి.',
    events: 'జీవిత ఘట్టాలు: {name} (నేవ్స్ టాపికల్ బైబిల్ నుండి, ఆంగ్లంలో)',
    topicEvents: 'లేఖనం "{name}" గురించి ఎక్కడ మాట్లాడుతుంది (నేవ్స్ టాపికల్ బైబిల్ నుండి, ఆంగ్లంలో)',
    passages: 'ముఖ్య వాక్యభాగాలు ({translation})',
    noLanguageBible: 'తెలుగు బైబిలు అనువాదం ఏదీ ఇన్‌స్టాల్ చేయబడలేదు: వాక్యభాగాలు {translation} (ఆంగ్లం) నుండి ఉదహరించబడ్డాయి.',
    more: 'వాక్యభాగాన్ని చివరి వరకు చదవండి',
    questions: 'ధ్యానం మరియు చర్చ కొరకు ప్రశ్నలు',
    prayer: 'ప్రార్థన',
    prayerCharacter:
      'ప్రభువా, {name} జీవితం నాకు నేర్పుతున్న వాటి కొరకు నీకు కృతజ్ఞతలు. ఈ వాక్యభాగాలలో నీవు చేస్తున్న కార్యాన్ని చూడడానికి నా కన్నులు తెరువుము; ఈ వారం వాటిని నా జీవితంలో అన్వయించుకుంటూ నిన్ను నమ్మి నీకు లోబడడానికి నాకు సహాయం చేయుము. ఆమేన్.',
    prayerTopic:
      'ప్రభువా, "{name}" గురించి నీ వాక్యం బోధిస్తున్న వాటి కొరకు నీకు కృతజ్ఞతలు. ఈ వాక్యభాగాలను అర్థం చేసుకోవడానికి నా కన్నులు తెరువుము; ఈ వారం నేను నేర్చుకున్నదాన్ని జీవించడానికి నాకు సహాయం చేయుము. ఆమేన్.',
    note: 'ఈ అధ్యయనం యాప్ యొక్క బైబిల్ సమాచారం మరియు అధ్యయన నమూనాల నుండి రూపొందించబడింది; దీనిని AI వ్రాయలేదు.',
  },
} satisfies Record<UiLanguage, Record<string, string>>;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));

/**
 * One line of quoted scripture: the verses' text, shortened to the first few verses. Verse
 * numbers are left out: after a reference (`Acts 17:22-34: 22 Now…`) a reference parser — ours
 * included — reads them as part of it.
 */
function quote(repo: ScriptureRepo, translation: string, passage: Subject['passages'][number]): string {
  // the seeded passages are in the KJV's numbering: the language's Bible gives its own verses for them
  const verses = passage.ranges
    .flatMap((r) => repo.versesByKjv(translation, r, MAX_QUOTED_VERSES + 1))
    .filter((v) => v.text && !v.title);
  const shown = verses
    .slice(0, MAX_QUOTED_VERSES)
    .map((v) => v.text)
    .join(' ');
  return `“${shown}${verses.length > MAX_QUOTED_VERSES ? ' …' : ''}”`;
}

export function composeStudy(
  repo: ScriptureRepo,
  subject: Subject,
  method: StudyMethodSeed,
  lang: UiLanguage,
): string {
  const t = T[lang];
  const name = subject.name;
  const translation = repo.bestTranslationFor(lang);
  const out: string[] = [];
  const section = (heading: string, ...lines: string[]) => out.push(`# ${heading}`, ...lines, '');

  section(fill(t.method, { method: method.studyname[lang] }), method.summary[lang]);
  section(t.steps, ...method.steps[lang].map((s) => `- ${s}`));

  if (subject.kind === 'character') {
    section(fill(t.history, { name }), subject.description);
  } else {
    const refs = subject.events.flatMap((e) => e.refs);
    const books = new Set(refs.map((r) => r.split('.')[0])).size;
    section(fill(t.overview, { name }), fill(t.topicOverview, { name, refs: refs.length, books }));
  }

  const events = subject.events
    .filter((e) => e.text)
    .slice(0, MAX_EVENTS)
    .map((e) => {
      const refs = e.refs.slice(0, MAX_EVENT_REFS).map((osis) => formatRange(osisRange(osis)!, lang));
      return `- ${e.text}: ${refs.join('; ')}`;
    });
  if (events.length)
    section(fill(subject.kind === 'character' ? t.events : t.topicEvents, { name }), ...events);

  const passages = subject.passages.map((p) => {
    const text = quote(repo, translation.id, p);
    return `- ${formatReference(p, lang)}: ${text === '“”' ? t.more : text}`;
  });
  // no Bible in the language (Telugu): the KJV, and the study says so
  if (passages.length)
    section(
      fill(t.passages, { translation: translation.name }),
      ...(translation.fallback ? [fill(t.noLanguageBible, { translation: translation.name })] : []),
      ...passages,
    );

  // related passages: the key passages' cross-references (related-passages.ts)
  const related = relatedPassagesSection(repo, subject, lang);
  if (related) section(related.heading, ...related.lines);

  section(t.questions, ...method.questions[lang].map((q) => `- ${fill(q, { name })}`));
  section(t.prayer, fill(subject.kind === 'character' ? t.prayerCharacter : t.prayerTopic, { name }));
  out.push(t.note);
  return out.join('\n');
}
