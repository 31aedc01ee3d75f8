/**
 * Every error a user can meet, by stable id, in the four UI languages. The server answers
 * `{ error: { id, message } }` with the message in the request's language; the client
 * translates by id with the same catalogue.
 */
import type { UiLanguage } from './books';

export const ERROR_MESSAGES = {
  bad_request: {
    en: 'The request is not valid.',
    es: 'La solicitud no es válida.',
    fr: "La requête n'est pas valide.",
    te: 'అభ్యర్థన చెల్లదు.',
  },
  not_found: {
    en: 'Not found.',
    es: 'No encontrado.',
    fr: 'Introuvable.',
    te: 'కనుగొనబడలేదు.',
  },
  payload_too_large: {
    en: 'The request is too large.',
    es: 'La solicitud es demasiado grande.',
    fr: 'La requête est trop volumineuse.',
    te: 'అభ్యర్థన చాలా పెద్దదిగా ఉంది.',
  },
  rate_limited: {
    en: 'Too many requests. Please wait a moment and try again.',
    es: 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
    fr: 'Trop de requêtes. Patientez un instant puis réessayez.',
    te: 'చాలా ఎక్కువ అభ్యర్థనలు వచ్చాయి. కొద్దిసేపు ఆగి మళ్లీ ప్రయత్నించండి.',
  },
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    es: 'Algo salió mal de nuestro lado. Inténtelo de nuevo.',
    fr: "Une erreur s'est produite de notre côté. Veuillez réessayer.",
    te: 'మా వైపు ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
  },
  unavailable: {
    en: 'The service is starting or shutting down. Please try again shortly.',
    es: 'El servicio se está iniciando o deteniendo. Inténtelo de nuevo en breve.',
    fr: 'Le service démarre ou s’arrête. Réessayez dans un instant.',
    te: 'సేవ ప్రారంభమవుతోంది లేదా ఆగిపోతోంది. కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.',
  },
  reference_required: {
    en: 'Enter a Bible reference, for example John 3:16.',
    es: 'Escriba una cita bíblica, por ejemplo Juan 3:16.',
    fr: 'Saisissez une référence biblique, par exemple Jean 3:16.',
    te: 'బైబిల్ వచన సూచికను నమోదు చేయండి, ఉదాహరణకు యోహాను 3:16.',
  },
  reference_invalid: {
    en: 'That is not a Bible reference we recognise. Try a form such as John 3:16 or Gen 1.',
    es: 'No reconocemos esa cita bíblica. Pruebe con una forma como Juan 3:16 o Génesis 1.',
    fr: 'Nous ne reconnaissons pas cette référence biblique. Essayez par exemple Jean 3:16 ou Genèse 1.',
    te: 'ఈ బైబిల్ సూచికను మేము గుర్తించలేకపోయాము. యోహాను 3:16 లేదా ఆదికాండము 1 వంటి రూపంలో ప్రయత్నించండి.',
  },
  reference_not_found: {
    en: 'That passage does not exist in this translation.',
    es: 'Ese pasaje no existe en esta traducción.',
    fr: "Ce passage n'existe pas dans cette traduction.",
    te: 'ఈ అనువాదంలో ఆ వాక్యభాగం లేదు.',
  },
  reference_too_long: {
    en: 'That passage is too long to show at once. Ask for fewer chapters.',
    es: 'Ese pasaje es demasiado largo para mostrarlo de una vez. Pida menos capítulos.',
    fr: 'Ce passage est trop long pour être affiché en une fois. Demandez moins de chapitres.',
    te: 'ఆ వాక్యభాగం ఒకేసారి చూపించడానికి చాలా పొడవుగా ఉంది. తక్కువ అధ్యాయాలను ఎంచుకోండి.',
  },
  translation_not_found: {
    en: 'That translation is not available.',
    es: 'Esa traducción no está disponible.',
    fr: "Cette traduction n'est pas disponible.",
    te: 'ఆ అనువాదం అందుబాటులో లేదు.',
  },
  contact_invalid: {
    en: 'Please check the form: every field is needed, with a valid email address and a message of at least 10 characters.',
    es: 'Revise el formulario: todos los campos son necesarios, con un correo electrónico válido y un mensaje de al menos 10 caracteres.',
    fr: 'Vérifiez le formulaire : tous les champs sont nécessaires, avec une adresse e-mail valide et un message d’au moins 10 caractères.',
    te: 'దయచేసి ఫారమ్‌ను తనిఖీ చేయండి: అన్ని ఫీల్డ్‌లు అవసరం, సరైన ఈమెయిల్ చిరునామా మరియు కనీసం 10 అక్షరాల సందేశం ఉండాలి.',
  },
  search_query_required: {
    en: 'Type a word or phrase to search for.',
    es: 'Escriba una palabra o frase para buscar.',
    fr: 'Saisissez un mot ou une expression à rechercher.',
    te: 'వెతకడానికి ఒక పదాన్ని లేదా పదబంధాన్ని టైప్ చేయండి.',
  },
  search_query_too_long: {
    en: 'That search is too long. Use at most 200 characters.',
    es: 'Esa búsqueda es demasiado larga. Use como máximo 200 caracteres.',
    fr: 'Cette recherche est trop longue. Utilisez au plus 200 caractères.',
    te: 'ఆ శోధన చాలా పొడవుగా ఉంది. గరిష్ఠంగా 200 అక్షరాలు వాడండి.',
  },
  search_unbalanced_quotes: {
    en: 'A quotation mark is not closed. Put a phrase between two quotation marks, like "my shepherd".',
    es: 'Falta cerrar unas comillas. Ponga la frase entre dos comillas, como "mi pastor".',
    fr: 'Un guillemet n’est pas fermé. Mettez l’expression entre deux guillemets, comme "mon berger".',
    te: 'ఒక కొటేషన్ గుర్తు మూయబడలేదు. పదబంధాన్ని రెండు కొటేషన్ గుర్తుల మధ్య ఉంచండి, ఉదాహరణకు "my shepherd".',
  },
  search_no_words: {
    en: 'The search has no letters or numbers to look for.',
    es: 'La búsqueda no tiene letras ni números que buscar.',
    fr: 'La recherche ne contient ni lettres ni chiffres à chercher.',
    te: 'శోధనలో వెతకడానికి అక్షరాలు గానీ సంఖ్యలు గానీ లేవు.',
  },
  strongs_not_found: {
    en: 'There is no Strong’s entry with that number.',
    es: 'No hay ninguna entrada de Strong con ese número.',
    fr: 'Aucune entrée de Strong ne porte ce numéro.',
    te: 'ఆ సంఖ్యతో స్ట్రాంగ్ నిఘంటువులో ఏ పదమూ లేదు.',
  },
} satisfies Record<string, Record<UiLanguage, string>>;

export type ErrorId = keyof typeof ERROR_MESSAGES;

export const UI_LANGUAGES: readonly UiLanguage[] = ['en', 'es', 'fr', 'te'];

export function errorMessage(id: ErrorId, lang: UiLanguage = 'en'): string {
  return ERROR_MESSAGES[id][lang] ?? ERROR_MESSAGES[id].en;
}
