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
  text_invalid_characters: {
    en: 'The text contains characters that cannot be stored, such as control characters. Please remove them and try again.',
    es: 'El texto contiene caracteres que no se pueden guardar, como caracteres de control. Elimínelos e inténtelo de nuevo.',
    fr: 'Le texte contient des caractères qui ne peuvent pas être enregistrés, comme des caractères de contrôle. Supprimez-les et réessayez.',
    te: 'పాఠ్యంలో నిల్వ చేయలేని అక్షరాలు (నియంత్రణ అక్షరాలు వంటివి) ఉన్నాయి. దయచేసి వాటిని తొలగించి మళ్లీ ప్రయత్నించండి.',
  },
  unsupported_media_type: {
    en: 'This request must be sent as JSON (Content-Type: application/json).',
    es: 'Esta solicitud debe enviarse como JSON (Content-Type: application/json).',
    fr: 'Cette requête doit être envoyée en JSON (Content-Type: application/json).',
    te: 'ఈ అభ్యర్థనను JSON రూపంలో (Content-Type: application/json) పంపాలి.',
  },
  cross_site_forbidden: {
    en: 'This request came from another website and was refused. Please use the form on this site.',
    es: 'Esta solicitud provino de otro sitio web y fue rechazada. Use el formulario de este sitio.',
    fr: 'Cette requête provenait d’un autre site web et a été refusée. Utilisez le formulaire de ce site.',
    te: 'ఈ అభ్యర్థన మరో వెబ్‌సైట్ నుండి వచ్చినందున తిరస్కరించబడింది. దయచేసి ఈ సైట్‌లోని ఫారమ్‌ను ఉపయోగించండి.',
  },
  headers_too_large: {
    en: 'The request headers are too large. Clearing this site’s cookies may help.',
    es: 'Los encabezados de la solicitud son demasiado grandes. Borrar las cookies de este sitio puede ayudar.',
    fr: 'Les en-têtes de la requête sont trop volumineux. Effacer les cookies de ce site peut aider.',
    te: 'అభ్యర్థన హెడర్లు చాలా పెద్దవిగా ఉన్నాయి. ఈ సైట్ కుకీలను తొలగించడం సహాయపడవచ్చు.',
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
  verify_text_required: {
    en: 'Paste a text to check.',
    es: 'Pegue un texto para comprobarlo.',
    fr: 'Collez un texte à vérifier.',
    te: 'తనిఖీ చేయడానికి ఒక పాఠ్యాన్ని అతికించండి.',
  },
  verify_text_too_long: {
    en: 'That text is too long to check at once (at most 20,000 characters). Check it in parts.',
    es: 'Ese texto es demasiado largo para comprobarlo de una vez (20.000 caracteres como máximo). Compruébelo por partes.',
    fr: 'Ce texte est trop long pour être vérifié en une fois (20 000 caractères au plus). Vérifiez-le par parties.',
    te: 'ఆ పాఠ్యం ఒకేసారి తనిఖీ చేయడానికి చాలా పొడవుగా ఉంది (గరిష్ఠంగా 20,000 అక్షరాలు). దానిని భాగాలుగా తనిఖీ చేయండి.',
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
  search_busy: {
    en: 'You have several searches still running. Please wait for them to finish, then try again.',
    es: 'Todavía tiene varias búsquedas en curso. Espere a que terminen y vuelva a intentarlo.',
    fr: 'Plusieurs de vos recherches sont encore en cours. Attendez qu’elles se terminent, puis réessayez.',
    te: 'మీ శోధనలు చాలా ఇంకా జరుగుతున్నాయి. అవి పూర్తయ్యే వరకు వేచి ఉండి, మళ్లీ ప్రయత్నించండి.',
  },
  search_too_broad: {
    en: 'This search matches too much to count in time. Use fewer wildcards or more specific words.',
    es: 'Esta búsqueda encuentra demasiado para contarlo a tiempo. Use menos comodines o palabras más precisas.',
    fr: 'Cette recherche trouve trop de résultats pour les compter à temps. Utilisez moins de jokers ou des mots plus précis.',
    te: 'ఈ శోధనకు సరిపోలేవి చాలా ఎక్కువ, సమయానికి లెక్కించలేము. తక్కువ వైల్డ్‌కార్డ్‌లు లేదా మరింత నిర్దిష్ట పదాలు వాడండి.',
  },
  commentary_not_found: {
    en: 'That commentary is not available.',
    es: 'Ese comentario no está disponible.',
    fr: "Ce commentaire n'est pas disponible.",
    te: 'ఆ వ్యాఖ్యానం అందుబాటులో లేదు.',
  },
  strongs_not_found: {
    en: 'There is no Strong’s entry with that number.',
    es: 'No hay ninguna entrada de Strong con ese número.',
    fr: 'Aucune entrée de Strong ne porte ce numéro.',
    te: 'ఆ సంఖ్యతో స్ట్రాంగ్ నిఘంటువులో ఏ పదమూ లేదు.',
  },
  study_subject_required: {
    en: 'Please select both a character and study method',
    es: 'Por favor, seleccione un personaje y un método de estudio',
    fr: 'Veuillez sélectionner un personnage et une méthode d’étude',
    te: 'దయచేసి ఒక పాత్రను మరియు అధ్యయన పద్ధతిని ఎంచుకోండి',
  },
  character_not_found: {
    en: 'That character is not in our list. Please choose one from the list.',
    es: 'Ese personaje no está en nuestra lista. Elija uno de la lista.',
    fr: 'Ce personnage ne figure pas dans notre liste. Choisissez-en un dans la liste.',
    te: 'ఆ పాత్ర మా జాబితాలో లేదు. దయచేసి జాబితా నుండి ఒకదాన్ని ఎంచుకోండి.',
  },
  topic_not_found: {
    en: 'That topic is not in our list. Please choose one from the list.',
    es: 'Ese tema no está en nuestra lista. Elija uno de la lista.',
    fr: 'Ce thème ne figure pas dans notre liste. Choisissez-en un dans la liste.',
    te: 'ఆ అంశం మా జాబితాలో లేదు. దయచేసి జాబితా నుండి ఒకదాన్ని ఎంచుకోండి.',
  },
  method_not_found: {
    en: 'That study method is not available here. Please choose one from the list.',
    es: 'Ese método de estudio no está disponible aquí. Elija uno de la lista.',
    fr: 'Cette méthode d’étude n’est pas proposée ici. Choisissez-en une dans la liste.',
    te: 'ఆ అధ్యయన పద్ధతి ఇక్కడ అందుబాటులో లేదు. దయచేసి జాబితా నుండి ఒకదాన్ని ఎంచుకోండి.',
  },
  study_not_found: {
    en: 'There is no study at this link. Check that the whole link was copied; otherwise generate the study again.',
    es: 'No hay ningún estudio en este enlace. Compruebe que se copió el enlace completo; si no, genere el estudio de nuevo.',
    fr: 'Aucune étude ne se trouve à ce lien. Vérifiez que le lien a été copié en entier ; sinon, générez de nouveau l’étude.',
    te: 'ఈ లింక్‌లో ఏ అధ్యయనమూ లేదు. లింక్ మొత్తం కాపీ అయిందో లేదో చూడండి; లేకపోతే అధ్యయనాన్ని మళ్లీ రూపొందించండి.',
  },
  provider_unauthorized: {
    en: 'Failed to generate Bible study. Please check your API key and try again.',
    es: 'No se pudo generar el estudio bíblico. Verifique su clave de API e inténtelo de nuevo.',
    fr: 'Impossible de générer l’étude biblique. Vérifiez votre clé API et réessayez.',
    te: 'బైబిల్ అధ్యయనాన్ని రూపొందించడం విఫలమైంది. దయచేసి మీ API కీని తనిఖీ చేసి మళ్లీ ప్రయత్నించండి.',
  },
  provider_forbidden: {
    en: 'Failed to generate Bible study. Please check your API key and try again. (The AI provider refused this key access to the model.)',
    es: 'No se pudo generar el estudio bíblico. Verifique su clave de API e inténtelo de nuevo. (El proveedor de IA negó a esta clave el acceso al modelo.)',
    fr: 'Impossible de générer l’étude biblique. Vérifiez votre clé API et réessayez. (Le fournisseur d’IA a refusé à cette clé l’accès au modèle.)',
    te: 'బైబిల్ అధ్యయనాన్ని రూపొందించడం విఫలమైంది. దయచేసి మీ API కీని తనిఖీ చేసి మళ్లీ ప్రయత్నించండి. (ఈ కీకి మోడల్‌ను వాడే అనుమతిని AI సేవ నిరాకరించింది.)',
  },
  provider_bad_request: {
    en: 'The AI provider rejected the request. Please try again; if it keeps happening, tell us through the contact page.',
    es: 'El proveedor de IA rechazó la solicitud. Inténtelo de nuevo; si sigue ocurriendo, avísenos en la página de contacto.',
    fr: 'Le fournisseur d’IA a rejeté la requête. Réessayez ; si cela se reproduit, prévenez-nous par la page de contact.',
    te: 'AI సేవ ఈ అభ్యర్థనను తిరస్కరించింది. దయచేసి మళ్లీ ప్రయత్నించండి; ఇలాగే జరుగుతూ ఉంటే సంప్రదింపు పేజీ ద్వారా మాకు తెలియజేయండి.',
  },
  provider_not_found: {
    en: 'The AI model or service address is not available. The site’s AI settings need attention; please try again later.',
    es: 'El modelo de IA o la dirección del servicio no están disponibles. La configuración de IA del sitio necesita revisión; inténtelo más tarde.',
    fr: 'Le modèle d’IA ou l’adresse du service est introuvable. Les réglages d’IA du site doivent être vérifiés ; réessayez plus tard.',
    te: 'AI మోడల్ లేదా సేవ చిరునామా అందుబాటులో లేదు. సైట్ AI సెట్టింగులను సరిచేయాలి; దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి.',
  },
  provider_conflict: {
    en: 'The AI provider could not take this request right now because of a conflict. Please try again.',
    es: 'El proveedor de IA no pudo atender esta solicitud ahora por un conflicto. Inténtelo de nuevo.',
    fr: 'Le fournisseur d’IA n’a pas pu traiter cette requête pour le moment à cause d’un conflit. Réessayez.',
    te: 'ఒక వైరుధ్యం కారణంగా AI సేవ ఈ అభ్యర్థనను ఇప్పుడు తీసుకోలేకపోయింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
  },
  provider_unprocessable: {
    en: 'The AI provider could not process this request. Please try another character, topic or method.',
    es: 'El proveedor de IA no pudo procesar esta solicitud. Pruebe con otro personaje, tema o método.',
    fr: 'Le fournisseur d’IA n’a pas pu traiter cette requête. Essayez un autre personnage, thème ou méthode.',
    te: 'AI సేవ ఈ అభ్యర్థనను ప్రాసెస్ చేయలేకపోయింది. దయచేసి మరో పాత్ర, అంశం లేదా పద్ధతిని ప్రయత్నించండి.',
  },
  provider_rate_limited: {
    en: 'The AI provider is receiving too many requests. Please wait a minute and try again.',
    es: 'El proveedor de IA está recibiendo demasiadas solicitudes. Espere un minuto e inténtelo de nuevo.',
    fr: 'Le fournisseur d’IA reçoit trop de requêtes. Patientez une minute puis réessayez.',
    te: 'AI సేవకు చాలా ఎక్కువ అభ్యర్థనలు వస్తున్నాయి. దయచేసి ఒక నిమిషం ఆగి మళ్లీ ప్రయత్నించండి.',
  },
  provider_unavailable: {
    en: 'The AI provider is having problems. Please try again in a few minutes.',
    es: 'El proveedor de IA tiene problemas. Inténtelo de nuevo en unos minutos.',
    fr: 'Le fournisseur d’IA rencontre des problèmes. Réessayez dans quelques minutes.',
    te: 'AI సేవలో సమస్యలు ఉన్నాయి. దయచేసి కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.',
  },
  provider_timeout: {
    en: 'The AI provider took too long to answer. Please try again.',
    es: 'El proveedor de IA tardó demasiado en responder. Inténtelo de nuevo.',
    fr: 'Le fournisseur d’IA a mis trop de temps à répondre. Réessayez.',
    te: 'AI సేవ సమాధానం ఇవ్వడానికి చాలా సమయం తీసుకుంది. దయచేసి మళ్లీ ప్రయత్నించండి.',
  },
  provider_unreachable: {
    en: 'We could not reach the AI provider. Please try again later.',
    es: 'No pudimos comunicarnos con el proveedor de IA. Inténtelo más tarde.',
    fr: 'Impossible de joindre le fournisseur d’IA. Réessayez plus tard.',
    te: 'మేము AI సేవను చేరుకోలేకపోయాము. దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి.',
  },
  provider_bad_response: {
    en: 'The AI provider sent an answer we could not read. Please try again.',
    es: 'El proveedor de IA envió una respuesta que no pudimos leer. Inténtelo de nuevo.',
    fr: 'Le fournisseur d’IA a envoyé une réponse illisible. Réessayez.',
    te: 'AI సేవ పంపిన సమాధానాన్ని మేము చదవలేకపోయాము. దయచేసి మళ్లీ ప్రయత్నించండి.',
  },
  provider_stream_cut: {
    en: 'The connection to the AI provider broke off before the study was complete. Please try again.',
    es: 'La conexión con el proveedor de IA se cortó antes de completar el estudio. Inténtelo de nuevo.',
    fr: 'La connexion avec le fournisseur d’IA s’est interrompue avant la fin de l’étude. Réessayez.',
    te: 'అధ్యయనం పూర్తి కాకముందే AI సేవతో సంబంధం తెగిపోయింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
  },
  provider_too_slow: {
    en: 'The AI provider took longer than the time allowed for one study, so we stopped it. Please try again later.',
    es: 'El proveedor de IA tardó más del tiempo permitido para un estudio, así que lo detuvimos. Inténtelo más tarde.',
    fr: 'Le fournisseur d’IA a dépassé le temps accordé à une étude ; nous l’avons arrêté. Réessayez plus tard.',
    te: 'ఒక అధ్యయనానికి అనుమతించిన సమయం కంటే AI సేవ ఎక్కువ సమయం తీసుకుంది, కాబట్టి మేము దాన్ని ఆపివేశాము. దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి.',
  },
  provider_too_large: {
    en: 'The AI provider’s answer was larger than the size allowed for one study, so we stopped it. Please try again.',
    es: 'La respuesta del proveedor de IA superó el tamaño permitido para un estudio, así que la detuvimos. Inténtelo de nuevo.',
    fr: 'La réponse du fournisseur d’IA dépassait la taille accordée à une étude ; nous l’avons arrêtée. Réessayez.',
    te: 'AI సేవ సమాధానం ఒక అధ్యయనానికి అనుమతించిన పరిమాణం కంటే పెద్దదిగా ఉంది, కాబట్టి మేము దాన్ని ఆపివేశాము. దయచేసి మళ్లీ ప్రయత్నించండి.',
  },
} satisfies Record<string, Record<UiLanguage, string>>;

export type ErrorId = keyof typeof ERROR_MESSAGES;

/** Whether a string is an error id of the catalogue (a schema's custom issue message may be one). */
export const isErrorId = (id: string): id is ErrorId => Object.hasOwn(ERROR_MESSAGES, id);

export function errorMessage(id: ErrorId, lang: UiLanguage = 'en'): string {
  return ERROR_MESSAGES[id][lang] ?? ERROR_MESSAGES[id].en;
}
