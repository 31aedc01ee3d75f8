/**
 * The curated verses of the day: a reference and a short reflection in each UI language. The
 * verse text itself always comes from scripture.db, in the best translation for the language.
 * One entry a day, in order, cycling (votd.service.ts).
 */
import type { UiLanguage } from '../../shared/books';

export interface VotdEntry {
  ref: string;
  reflection: Record<UiLanguage, string>;
}

export const VERSES_OF_THE_DAY: VotdEntry[] = [
  {
    ref: 'John 3:16',
    reflection: {
      en: 'God’s love is not a reward for the worthy but a gift to the world; receive it today.',
      es: 'El amor de Dios no es un premio para los dignos, sino un regalo para el mundo; recíbalo hoy.',
      fr: 'L’amour de Dieu n’est pas une récompense pour les dignes, mais un don au monde : accueillez-le aujourd’hui.',
      te: 'దేవుని ప్రేమ యోగ్యులకు ఇచ్చే బహుమానం కాదు, లోకానికి ఇచ్చిన వరం; ఈ రోజు దాన్ని స్వీకరించండి.',
    },
  },
  {
    ref: 'Psalms 23:1',
    reflection: {
      en: 'With the Lord as shepherd, what we truly need will not be lacking.',
      es: 'Con el Señor como pastor, no nos faltará lo que de verdad necesitamos.',
      fr: 'Avec le Seigneur pour berger, ce dont nous avons vraiment besoin ne manquera pas.',
      te: 'ప్రభువు కాపరిగా ఉన్నప్పుడు, మనకు నిజంగా అవసరమైనదేదీ కొదువగా ఉండదు.',
    },
  },
  {
    ref: 'Proverbs 3:5-6',
    reflection: {
      en: 'Trust is a daily choice: bring today’s decisions to God before leaning on your own reasoning.',
      es: 'Confiar es una decisión diaria: lleve las decisiones de hoy a Dios antes de apoyarse en su propio juicio.',
      fr: 'La confiance se choisit chaque jour : présentez à Dieu les décisions d’aujourd’hui avant de vous appuyer sur votre propre raisonnement.',
      te: 'నమ్మకం ప్రతిరోజూ చేసుకునే ఎంపిక: మీ స్వంత ఆలోచనపై ఆధారపడే ముందు ఈ రోజు నిర్ణయాలను దేవుని దగ్గరకు తీసుకురండి.',
    },
  },
  {
    ref: 'Philippians 4:6-7',
    reflection: {
      en: 'Turn each worry into a prayer, with thanksgiving, and let God’s peace stand guard.',
      es: 'Convierta cada preocupación en oración, con acción de gracias, y deje que la paz de Dios haga guardia.',
      fr: 'Changez chaque souci en prière, avec reconnaissance, et laissez la paix de Dieu monter la garde.',
      te: 'ప్రతి చింతను కృతజ్ఞతతో కూడిన ప్రార్థనగా మార్చండి; దేవుని సమాధానం మీకు కావలి ఉంటుంది.',
    },
  },
  {
    ref: 'Isaiah 40:31',
    reflection: {
      en: 'Waiting on the Lord is not idleness; it is where tired strength is renewed.',
      es: 'Esperar en el Señor no es ociosidad; es donde se renuevan las fuerzas cansadas.',
      fr: 'Attendre le Seigneur n’est pas de l’inaction : c’est là que les forces fatiguées se renouvellent.',
      te: 'ప్రభువు కొరకు కనిపెట్టడం సోమరితనం కాదు; అలసిన బలం అక్కడే నూతనపరచబడుతుంది.',
    },
  },
  {
    ref: 'Romans 8:28',
    reflection: {
      en: 'Not everything is good, but God is at work in everything for those who love him.',
      es: 'No todo es bueno, pero Dios obra en todo para bien de los que le aman.',
      fr: 'Tout n’est pas bon, mais Dieu agit en toutes choses pour le bien de ceux qui l’aiment.',
      te: 'అన్నీ మంచివి కావు, కానీ దేవుని ప్రేమించేవారి మేలు కొరకు ఆయన అన్నిటిలో పని చేస్తున్నాడు.',
    },
  },
  {
    ref: 'Jeremiah 29:11',
    reflection: {
      en: 'God spoke of hope to exiles far from home; his purposes reach us in hard places too.',
      es: 'Dios habló de esperanza a exiliados lejos de su tierra; sus propósitos también nos alcanzan en lugares difíciles.',
      fr: 'Dieu a parlé d’espérance à des exilés loin de chez eux ; ses desseins nous rejoignent aussi dans les lieux difficiles.',
      te: 'స్వదేశానికి దూరంగా ఉన్న చెరలోని వారితో దేవుడు నిరీక్షణను గూర్చి మాట్లాడాడు; కష్ట స్థలాల్లో కూడా ఆయన ఉద్దేశాలు మనల్ని చేరుతాయి.',
    },
  },
  {
    ref: 'Matthew 11:28',
    reflection: {
      en: 'Jesus does not ask the weary to try harder; he invites them to come and rest.',
      es: 'Jesús no pide a los cansados que se esfuercen más; los invita a venir y descansar.',
      fr: 'Jésus ne demande pas aux fatigués de faire plus d’efforts ; il les invite à venir se reposer.',
      te: 'అలసినవారిని ఇంకా కష్టపడమని యేసు అడగడం లేదు; రండి, విశ్రాంతి పొందండి అని ఆహ్వానిస్తున్నాడు.',
    },
  },
  {
    ref: 'Joshua 1:9',
    reflection: {
      en: 'Courage rests on presence: wherever you go today, God goes with you.',
      es: 'El valor descansa en la presencia: adondequiera que vaya hoy, Dios va con usted.',
      fr: 'Le courage repose sur une présence : partout où vous irez aujourd’hui, Dieu vous accompagne.',
      te: 'ధైర్యం ఆయన సన్నిధిపై ఆధారపడి ఉంటుంది: ఈ రోజు మీరు ఎక్కడికి వెళ్ళినా దేవుడు మీతో ఉన్నాడు.',
    },
  },
  {
    ref: 'Psalms 46:10',
    reflection: {
      en: 'Stillness is an act of faith: stop, and remember who God is.',
      es: 'La quietud es un acto de fe: deténgase y recuerde quién es Dios.',
      fr: 'Le calme est un acte de foi : arrêtez-vous et souvenez-vous de qui est Dieu.',
      te: 'నిశ్చలంగా ఉండడం విశ్వాస క్రియ: ఆగి, దేవుడు ఎవరో జ్ఞాపకం చేసుకోండి.',
    },
  },
  {
    ref: 'Lamentations 3:22-23',
    reflection: {
      en: 'Written amid ruins, these words remind us that God’s mercies are new every morning.',
      es: 'Escritas entre ruinas, estas palabras nos recuerdan que las misericordias de Dios son nuevas cada mañana.',
      fr: 'Écrites au milieu des ruines, ces paroles rappellent que les compassions de Dieu se renouvellent chaque matin.',
      te: 'శిథిలాల మధ్య వ్రాయబడిన ఈ మాటలు, దేవుని కృప ప్రతి ఉదయం క్రొత్తదని గుర్తుచేస్తాయి.',
    },
  },
  {
    ref: 'Micah 6:8',
    reflection: {
      en: 'Faith walks on three feet: doing justice, loving mercy and walking humbly with God.',
      es: 'La fe anda sobre tres pies: practicar la justicia, amar la misericordia y caminar humildemente con Dios.',
      fr: 'La foi avance sur trois appuis : pratiquer la justice, aimer la miséricorde et marcher humblement avec Dieu.',
      te: 'విశ్వాసం మూడు అడుగులతో నడుస్తుంది: న్యాయం చేయడం, కనికరాన్ని ప్రేమించడం, దేవునితో దీనంగా నడవడం.',
    },
  },
  {
    ref: 'Galatians 5:22-23',
    reflection: {
      en: 'Fruit grows rather than being manufactured; stay close to the Spirit and let it ripen.',
      es: 'El fruto crece, no se fabrica; permanezca cerca del Espíritu y déjelo madurar.',
      fr: 'Le fruit pousse, il ne se fabrique pas : restez proche de l’Esprit et laissez-le mûrir.',
      te: 'ఫలం తయారు చేయబడదు, పెరుగుతుంది; ఆత్మకు దగ్గరగా ఉండి దాన్ని పండనివ్వండి.',
    },
  },
  {
    ref: '1 Corinthians 13:4-7',
    reflection: {
      en: 'Read this with your own name in place of love, and see where grace is still needed.',
      es: 'Léalo poniendo su propio nombre en lugar de amor, y vea dónde todavía necesita gracia.',
      fr: 'Lisez ce passage en mettant votre nom à la place de l’amour, et voyez où la grâce vous manque encore.',
      te: 'ప్రేమ అనే చోట మీ పేరు పెట్టి చదవండి; ఇంకా ఎక్కడ కృప అవసరమో చూడండి.',
    },
  },
  {
    ref: 'Ephesians 2:8-9',
    reflection: {
      en: 'Salvation is received, not achieved; that leaves no room for pride and every room for thanks.',
      es: 'La salvación se recibe, no se logra; eso no deja lugar al orgullo y sí a la gratitud.',
      fr: 'Le salut se reçoit, il ne se gagne pas : cela ne laisse aucune place à l’orgueil et toute la place à la reconnaissance.',
      te: 'రక్షణ సంపాదించేది కాదు, పొందేది; అందులో గర్వానికి చోటు లేదు, కృతజ్ఞతకు పూర్తి చోటు ఉంది.',
    },
  },
  {
    ref: 'Hebrews 11:1',
    reflection: {
      en: 'Faith is confidence in what God has promised, even before we can see it.',
      es: 'La fe es confianza en lo que Dios ha prometido, aun antes de poder verlo.',
      fr: 'La foi est l’assurance de ce que Dieu a promis, avant même de pouvoir le voir.',
      te: 'దేవుడు వాగ్దానం చేసినదాన్ని చూడకముందే దానిపై నిశ్చయత కలిగి ఉండడమే విశ్వాసం.',
    },
  },
  {
    ref: 'Psalms 119:105',
    reflection: {
      en: 'Scripture rarely lights the whole road at once; it shows the next step.',
      es: 'La Escritura rara vez ilumina todo el camino de una vez; muestra el siguiente paso.',
      fr: 'L’Écriture éclaire rarement toute la route d’un coup ; elle montre le pas suivant.',
      te: 'లేఖనం అరుదుగా మొత్తం దారిని ఒకేసారి చూపిస్తుంది; తర్వాతి అడుగును చూపిస్తుంది.',
    },
  },
  {
    ref: 'Matthew 6:33',
    reflection: {
      en: 'Put God’s kingdom first today, and let everything else find its proper place.',
      es: 'Ponga hoy primero el reino de Dios, y deje que todo lo demás encuentre su lugar.',
      fr: 'Cherchez d’abord le royaume de Dieu aujourd’hui, et laissez tout le reste trouver sa place.',
      te: 'ఈ రోజు దేవుని రాజ్యాన్ని మొదట వెదకండి; మిగిలినవన్నీ వాటి స్థానాన్ని పొందుతాయి.',
    },
  },
  {
    ref: '2 Timothy 1:7',
    reflection: {
      en: 'Fear is not from God; he gives power, love and a sound mind for today’s tasks.',
      es: 'El temor no viene de Dios; él da poder, amor y dominio propio para las tareas de hoy.',
      fr: 'La peur ne vient pas de Dieu ; il donne force, amour et sagesse pour les tâches d’aujourd’hui.',
      te: 'భయం దేవుని నుండి రాదు; ఈ రోజు పనుల కొరకు ఆయన శక్తిని, ప్రేమను, స్థిరమైన మనస్సును ఇస్తాడు.',
    },
  },
  {
    ref: 'Romans 12:2',
    reflection: {
      en: 'Change begins in the mind: let Scripture, not the world, shape how you think today.',
      es: 'El cambio empieza en la mente: deje que la Escritura, no el mundo, forme hoy su manera de pensar.',
      fr: 'Le changement commence dans l’intelligence : que l’Écriture, et non le monde, façonne votre pensée aujourd’hui.',
      te: 'మార్పు మనస్సులో మొదలవుతుంది: ఈ రోజు మీ ఆలోచనను లోకం కాదు, లేఖనం రూపుదిద్దనివ్వండి.',
    },
  },
  {
    ref: 'Psalms 139:14',
    reflection: {
      en: 'You were made with care; let that move you to praise rather than comparison.',
      es: 'Usted fue hecho con cuidado; que eso le lleve a alabar en vez de compararse.',
      fr: 'Vous avez été fait avec soin : que cela vous porte à la louange plutôt qu’à la comparaison.',
      te: 'మీరు శ్రద్ధతో సృజించబడ్డారు; అది మిమ్మల్ని ఇతరులతో పోల్చుకోవడానికి కాదు, స్తుతించడానికి నడిపించాలి.',
    },
  },
  {
    ref: 'Isaiah 41:10',
    reflection: {
      en: 'God’s answer to fear is his presence, his strength and his upholding hand.',
      es: 'La respuesta de Dios al temor es su presencia, su fuerza y su mano que sostiene.',
      fr: 'La réponse de Dieu à la peur, c’est sa présence, sa force et sa main qui soutient.',
      te: 'భయానికి దేవుని జవాబు ఆయన సన్నిధి, ఆయన బలం, ఆదుకునే ఆయన హస్తం.',
    },
  },
  {
    ref: 'John 14:27',
    reflection: {
      en: 'The peace Jesus gives does not depend on calm circumstances.',
      es: 'La paz que Jesús da no depende de circunstancias tranquilas.',
      fr: 'La paix que Jésus donne ne dépend pas de circonstances paisibles.',
      te: 'యేసు ఇచ్చే సమాధానం ప్రశాంతమైన పరిస్థితులపై ఆధారపడదు.',
    },
  },
  {
    ref: '1 John 1:9',
    reflection: {
      en: 'Confession is not the end of the story but the door to cleansing.',
      es: 'La confesión no es el final de la historia, sino la puerta a la limpieza.',
      fr: 'La confession n’est pas la fin de l’histoire, mais la porte de la purification.',
      te: 'ఒప్పుకోలు కథకు ముగింపు కాదు, పవిత్రతకు ద్వారం.',
    },
  },
  {
    ref: 'Psalms 27:1',
    reflection: {
      en: 'When the Lord is your light, the dark places lose their power to frighten.',
      es: 'Cuando el Señor es su luz, los lugares oscuros pierden su poder de asustar.',
      fr: 'Quand le Seigneur est votre lumière, les lieux obscurs perdent leur pouvoir d’effrayer.',
      te: 'ప్రభువు మీ వెలుగైనప్పుడు, చీకటి స్థలాలు భయపెట్టే శక్తిని కోల్పోతాయి.',
    },
  },
  {
    ref: 'Matthew 5:16',
    reflection: {
      en: 'Good works are meant to point beyond ourselves, to the Father in heaven.',
      es: 'Las buenas obras deben señalar más allá de nosotros, al Padre que está en los cielos.',
      fr: 'Les bonnes œuvres doivent orienter les regards au-delà de nous, vers le Père qui est dans les cieux.',
      te: 'సత్క్రియలు మనల్ని కాదు, పరలోకంలో ఉన్న తండ్రిని చూపించాలి.',
    },
  },
  {
    ref: 'Colossians 3:23',
    reflection: {
      en: 'Ordinary work becomes worship when it is done for the Lord.',
      es: 'El trabajo común se vuelve adoración cuando se hace para el Señor.',
      fr: 'Le travail ordinaire devient adoration quand il est fait pour le Seigneur.',
      te: 'ప్రభువు కొరకు చేసినప్పుడు సాధారణ పని కూడా ఆరాధనగా మారుతుంది.',
    },
  },
  {
    ref: 'James 1:5',
    reflection: {
      en: 'Lacking wisdom is no shame; not asking for it is the loss.',
      es: 'Que nos falte sabiduría no es vergüenza; la pérdida es no pedirla.',
      fr: 'Manquer de sagesse n’est pas une honte ; ne pas la demander est une perte.',
      te: 'జ్ఞానం కొదువగా ఉండడం సిగ్గు కాదు; దాన్ని అడగకపోవడమే నష్టం.',
    },
  },
  {
    ref: 'Psalms 34:18',
    reflection: {
      en: 'God draws near to the broken-hearted; sorrow is not a sign that he has left.',
      es: 'Dios se acerca a los quebrantados de corazón; la tristeza no es señal de que se haya ido.',
      fr: 'Dieu s’approche des cœurs brisés ; la tristesse n’est pas le signe qu’il est parti.',
      te: 'విరిగిన హృదయం గలవారికి దేవుడు దగ్గరగా ఉంటాడు; దుఃఖం ఆయన వెళ్ళిపోయాడనడానికి గుర్తు కాదు.',
    },
  },
  {
    ref: 'Romans 5:8',
    reflection: {
      en: 'God did not wait for us to improve; Christ died for us while we were still sinners.',
      es: 'Dios no esperó a que mejoráramos; Cristo murió por nosotros siendo aún pecadores.',
      fr: 'Dieu n’a pas attendu que nous devenions meilleurs : Christ est mort pour nous alors que nous étions encore pécheurs.',
      te: 'మనం మెరుగుపడే వరకు దేవుడు ఎదురుచూడలేదు; మనం ఇంకా పాపులమై ఉండగానే క్రీస్తు మన కొరకు మరణించాడు.',
    },
  },
  {
    ref: 'Deuteronomy 31:6',
    reflection: {
      en: 'Moses gave Israel this promise on the edge of a new land: God will not leave you.',
      es: 'Moisés dio esta promesa a Israel al borde de una tierra nueva: Dios no le dejará.',
      fr: 'Moïse a donné cette promesse à Israël au seuil d’un pays nouveau : Dieu ne vous abandonnera pas.',
      te: 'క్రొత్త దేశపు అంచున మోషే ఇశ్రాయేలుకు ఇచ్చిన వాగ్దానం: దేవుడు మిమ్మల్ని విడువడు.',
    },
  },
  {
    ref: 'Psalms 121:1-2',
    reflection: {
      en: 'Look past the hills to the Maker of heaven and earth; that is where help comes from.',
      es: 'Mire más allá de los montes, al Hacedor de los cielos y la tierra; de allí viene el socorro.',
      fr: 'Regardez au-delà des montagnes, vers celui qui a fait les cieux et la terre : c’est de lui que vient le secours.',
      te: 'కొండలను దాటి ఆకాశాన్ని భూమిని సృజించినవాని వైపు చూడండి; సహాయం అక్కడి నుండే వస్తుంది.',
    },
  },
  {
    ref: 'John 15:5',
    reflection: {
      en: 'Fruitfulness comes from staying connected to Christ, not from straining alone.',
      es: 'La fecundidad viene de permanecer unido a Cristo, no de esforzarse a solas.',
      fr: 'La fécondité vient de l’attachement au Christ, non d’un effort solitaire.',
      te: 'ఒంటరిగా శ్రమించడం వల్ల కాదు, క్రీస్తులో నిలిచి ఉండడం వల్లనే ఫలం వస్తుంది.',
    },
  },
  {
    ref: 'Genesis 1:1',
    reflection: {
      en: 'Everything begins with God; let today begin there too.',
      es: 'Todo comienza con Dios; que hoy también comience allí.',
      fr: 'Tout commence avec Dieu ; que cette journée commence aussi par lui.',
      te: 'అంతా దేవునితోనే మొదలవుతుంది; ఈ రోజు కూడా అక్కడే మొదలవ్వనివ్వండి.',
    },
  },
  {
    ref: 'Exodus 14:14',
    reflection: {
      en: 'Some battles are the Lord’s to fight; our part is to trust and be still.',
      es: 'Algunas batallas las pelea el Señor; nuestra parte es confiar y estar tranquilos.',
      fr: 'Certains combats, c’est le Seigneur qui les mène ; notre part est de lui faire confiance et de rester calmes.',
      te: 'కొన్ని యుద్ధాలు ప్రభువే చేస్తాడు; మన వంతు నమ్మడం, నిమ్మళంగా ఉండడం.',
    },
  },
  {
    ref: 'Numbers 6:24-26',
    reflection: {
      en: 'Receive this ancient blessing as spoken over you today.',
      es: 'Reciba esta antigua bendición como pronunciada hoy sobre usted.',
      fr: 'Recevez cette antique bénédiction comme prononcée sur vous aujourd’hui.',
      te: 'ఈ ప్రాచీన ఆశీర్వాదం ఈ రోజు మీపై పలకబడినట్లుగా స్వీకరించండి.',
    },
  },
  {
    ref: 'Ruth 1:16',
    reflection: {
      en: 'Ruth’s loyalty to Naomi shows what steadfast love looks like in daily life.',
      es: 'La lealtad de Rut a Noemí muestra cómo es el amor fiel en la vida diaria.',
      fr: 'La fidélité de Ruth envers Naomi montre à quoi ressemble l’amour fidèle au quotidien.',
      te: 'నయోమి పట్ల రూతు చూపిన విశ్వాస్యత, దైనందిన జీవితంలో స్థిరమైన ప్రేమ ఎలా ఉంటుందో చూపిస్తుంది.',
    },
  },
  {
    ref: '1 Samuel 16:7',
    reflection: {
      en: 'God looks at the heart; so should we, with others and with ourselves.',
      es: 'Dios mira el corazón; nosotros también deberíamos hacerlo, con los demás y con nosotros mismos.',
      fr: 'Dieu regarde au cœur ; nous devrions faire de même, envers les autres et envers nous-mêmes.',
      te: 'దేవుడు హృదయాన్ని చూస్తాడు; ఇతరుల విషయంలో, మన విషయంలో మనం కూడా అలాగే చూడాలి.',
    },
  },
  {
    ref: '2 Chronicles 7:14',
    reflection: {
      en: 'Renewal starts with humility and prayer among God’s own people.',
      es: 'La renovación comienza con humildad y oración en el propio pueblo de Dios.',
      fr: 'Le renouveau commence par l’humilité et la prière au sein du peuple de Dieu.',
      te: 'పునరుద్ధరణ దేవుని స్వంత ప్రజలలో దీనత్వంతో, ప్రార్థనతో మొదలవుతుంది.',
    },
  },
  {
    ref: 'Nehemiah 8:10',
    reflection: {
      en: 'The joy of the Lord is strength that does not depend on how we feel.',
      es: 'El gozo del Señor es una fuerza que no depende de cómo nos sentimos.',
      fr: 'La joie du Seigneur est une force qui ne dépend pas de nos sentiments.',
      te: 'ప్రభువు సంతోషం మన భావాలపై ఆధారపడని బలం.',
    },
  },
  {
    ref: 'Job 19:25',
    reflection: {
      en: 'In deep suffering Job held on to this: his Redeemer lives.',
      es: 'En medio de un gran sufrimiento, Job se aferró a esto: su Redentor vive.',
      fr: 'Au cœur de la souffrance, Job s’est accroché à ceci : son Rédempteur est vivant.',
      te: 'తీవ్రమైన శ్రమలో యోబు దీన్ని పట్టుకున్నాడు: తన విమోచకుడు సజీవుడు.',
    },
  },
  {
    ref: 'Psalms 1:1-2',
    reflection: {
      en: 'Blessing grows from what we delight in and meditate on day and night.',
      es: 'La bendición crece de aquello en que nos deleitamos y meditamos de día y de noche.',
      fr: 'Le bonheur grandit de ce qui fait nos délices et que nous méditons jour et nuit.',
      te: 'మనం దేనిలో ఆనందిస్తామో, దేన్ని దివారాత్రులు ధ్యానిస్తామో దాని నుండే ధన్యత పెరుగుతుంది.',
    },
  },
  {
    ref: 'Psalms 51:10',
    reflection: {
      en: 'David’s prayer can be ours: a clean heart is something only God can create.',
      es: 'La oración de David puede ser la nuestra: un corazón limpio es algo que solo Dios puede crear.',
      fr: 'La prière de David peut devenir la nôtre : un cœur pur, seul Dieu peut le créer.',
      te: 'దావీదు ప్రార్థన మనదీ కావచ్చు: శుద్ధ హృదయాన్ని దేవుడు మాత్రమే సృజించగలడు.',
    },
  },
  {
    ref: 'Psalms 103:2-3',
    reflection: {
      en: 'Forgetfulness steals gratitude; take time today to remember his benefits.',
      es: 'El olvido roba la gratitud; tome tiempo hoy para recordar sus beneficios.',
      fr: 'L’oubli vole la reconnaissance : prenez le temps aujourd’hui de vous souvenir de ses bienfaits.',
      te: 'మరచిపోవడం కృతజ్ఞతను దోచుకుంటుంది; ఈ రోజు ఆయన ఉపకారాలను జ్ఞాపకం చేసుకోవడానికి సమయం తీసుకోండి.',
    },
  },
  {
    ref: 'Proverbs 16:3',
    reflection: {
      en: 'Commit your plans to the Lord, and hold them with open hands.',
      es: 'Encomiende sus planes al Señor, y sosténgalos con las manos abiertas.',
      fr: 'Confiez vos projets au Seigneur, et tenez-les les mains ouvertes.',
      te: 'మీ ప్రణాళికలను ప్రభువుకు అప్పగించి, వాటిని తెరిచిన చేతులతో పట్టుకోండి.',
    },
  },
  {
    ref: 'Ecclesiastes 3:1',
    reflection: {
      en: 'Every season has its purpose; ask what this season is for.',
      es: 'Cada tiempo tiene su propósito; pregúntese para qué es este tiempo.',
      fr: 'Chaque saison a sa raison d’être ; demandez-vous à quoi sert celle-ci.',
      te: 'ప్రతి కాలానికి ఒక ఉద్దేశం ఉంది; ఈ కాలం దేని కొరకో అడగండి.',
    },
  },
  {
    ref: 'Isaiah 53:5',
    reflection: {
      en: 'The healing we need came through the wounds he bore.',
      es: 'La sanidad que necesitamos vino por las heridas que él cargó.',
      fr: 'La guérison dont nous avons besoin est venue par les blessures qu’il a portées.',
      te: 'మనకు కావలసిన స్వస్థత ఆయన పొందిన గాయాల ద్వారా వచ్చింది.',
    },
  },
  {
    ref: 'Ezekiel 36:26',
    reflection: {
      en: 'God promises not a patched heart but a new one.',
      es: 'Dios no promete un corazón remendado, sino uno nuevo.',
      fr: 'Dieu ne promet pas un cœur rapiécé, mais un cœur nouveau.',
      te: 'దేవుడు అతుకులు వేసిన హృదయాన్ని కాదు, క్రొత్త హృదయాన్ని వాగ్దానం చేస్తున్నాడు.',
    },
  },
  {
    ref: 'Daniel 3:17-18',
    reflection: {
      en: 'Faith trusts God’s power to deliver, and stays faithful even if he does not.',
      es: 'La fe confía en el poder de Dios para librar, y permanece fiel aunque no lo haga.',
      fr: 'La foi compte sur la puissance de Dieu pour délivrer, et reste fidèle même s’il ne le fait pas.',
      te: 'విశ్వాసం విడిపించే దేవుని శక్తిని నమ్ముతుంది; ఆయన విడిపించకపోయినా నమ్మకంగా నిలుస్తుంది.',
    },
  },
  {
    ref: 'Habakkuk 3:17-18',
    reflection: {
      en: 'Joy in God can remain when the harvest fails.',
      es: 'El gozo en Dios puede permanecer cuando la cosecha falla.',
      fr: 'La joie en Dieu peut demeurer quand la récolte fait défaut.',
      te: 'పంట విఫలమైనప్పుడు కూడా దేవునియందు ఆనందం నిలిచి ఉండగలదు.',
    },
  },
  {
    ref: 'Zephaniah 3:17',
    reflection: {
      en: 'Picture it: the Lord rejoicing over you with singing.',
      es: 'Imagínelo: el Señor se regocija sobre usted con cánticos.',
      fr: 'Imaginez-le : le Seigneur se réjouit à votre sujet avec des chants.',
      te: 'ఊహించుకోండి: ప్రభువు పాటలతో మీ విషయమై ఆనందిస్తున్నాడు.',
    },
  },
  {
    ref: 'Matthew 5:9',
    reflection: {
      en: 'Peacemaking is active work, and Jesus calls those who do it children of God.',
      es: 'Hacer la paz es un trabajo activo, y Jesús llama hijos de Dios a quienes lo hacen.',
      fr: 'Procurer la paix est un travail actif, et Jésus appelle fils de Dieu ceux qui le font.',
      te: 'సమాధానపరచడం చురుకైన పని; అలా చేసేవారిని యేసు దేవుని కుమారులని పిలుస్తున్నాడు.',
    },
  },
  {
    ref: 'Matthew 28:19-20',
    reflection: {
      en: 'The commission comes with a promise: he is with us always.',
      es: 'La comisión viene con una promesa: él está con nosotros todos los días.',
      fr: 'La mission s’accompagne d’une promesse : il est avec nous tous les jours.',
      te: 'ఆ ఆజ్ఞతో పాటు ఒక వాగ్దానం ఉంది: ఆయన ఎల్లప్పుడు మనతో ఉన్నాడు.',
    },
  },
  {
    ref: 'Mark 10:45',
    reflection: {
      en: 'Greatness in Christ’s kingdom is measured by service.',
      es: 'En el reino de Cristo, la grandeza se mide por el servicio.',
      fr: 'Dans le royaume du Christ, la grandeur se mesure au service.',
      te: 'క్రీస్తు రాజ్యంలో గొప్పతనం సేవతో కొలవబడుతుంది.',
    },
  },
  {
    ref: 'Luke 6:31',
    reflection: {
      en: 'Before you act today, ask how you would want to be treated.',
      es: 'Antes de actuar hoy, pregúntese cómo querría ser tratado.',
      fr: 'Avant d’agir aujourd’hui, demandez-vous comment vous aimeriez être traité.',
      te: 'ఈ రోజు ఏదైనా చేసే ముందు, మీతో ఇతరులు ఎలా ప్రవర్తించాలని కోరుకుంటారో ఆలోచించండి.',
    },
  },
  {
    ref: 'Luke 15:20',
    reflection: {
      en: 'The father ran to meet his son; God’s welcome is quicker than our return.',
      es: 'El padre corrió al encuentro de su hijo; la acogida de Dios es más rápida que nuestro regreso.',
      fr: 'Le père a couru au-devant de son fils : l’accueil de Dieu devance notre retour.',
      te: 'తండ్రి తన కుమారుని ఎదుర్కొనడానికి పరుగెత్తాడు; మనం తిరిగి రావడం కంటే దేవుని ఆహ్వానం వేగవంతమైనది.',
    },
  },
  {
    ref: 'John 1:14',
    reflection: {
      en: 'God did not send advice from afar; the Word became flesh and lived among us.',
      es: 'Dios no envió consejos desde lejos; el Verbo se hizo carne y habitó entre nosotros.',
      fr: 'Dieu n’a pas envoyé des conseils de loin : la Parole a été faite chair et a habité parmi nous.',
      te: 'దేవుడు దూరం నుండి సలహాలు పంపలేదు; వాక్యం శరీరధారియై మన మధ్య నివసించాడు.',
    },
  },
  {
    ref: 'John 8:12',
    reflection: {
      en: 'Following the light of the world means we need not walk in darkness.',
      es: 'Seguir a la luz del mundo significa que no tenemos que andar en tinieblas.',
      fr: 'Suivre la lumière du monde, c’est ne plus marcher dans les ténèbres.',
      te: 'లోకానికి వెలుగైనవాని వెంబడిస్తే మనం చీకటిలో నడవనక్కరలేదు.',
    },
  },
  {
    ref: 'John 11:25',
    reflection: {
      en: 'Jesus spoke these words at a graveside; they still speak into our grief.',
      es: 'Jesús dijo estas palabras junto a una tumba; todavía hablan a nuestro dolor.',
      fr: 'Jésus a prononcé ces paroles près d’un tombeau ; elles parlent encore à notre deuil.',
      te: 'యేసు ఈ మాటలు ఒక సమాధి దగ్గర పలికాడు; అవి ఇప్పటికీ మన దుఃఖంలో మాట్లాడుతున్నాయి.',
    },
  },
  {
    ref: 'Acts 1:8',
    reflection: {
      en: 'The Spirit’s power is given for witness, starting where we are.',
      es: 'El poder del Espíritu se da para ser testigos, empezando donde estamos.',
      fr: 'La puissance de l’Esprit est donnée pour le témoignage, en commençant là où nous sommes.',
      te: 'ఆత్మ శక్తి సాక్ష్యం కొరకు ఇవ్వబడింది; మనం ఉన్న చోటు నుండే అది మొదలవుతుంది.',
    },
  },
  {
    ref: 'Romans 15:13',
    reflection: {
      en: 'Hope is a gift of the Spirit that overflows into joy and peace.',
      es: 'La esperanza es un don del Espíritu que rebosa en gozo y paz.',
      fr: 'L’espérance est un don de l’Esprit qui déborde en joie et en paix.',
      te: 'నిరీక్షణ ఆత్మ ఇచ్చే వరం; అది ఆనందంగా, సమాధానంగా పొంగిపొర్లుతుంది.',
    },
  },
  {
    ref: '2 Corinthians 5:17',
    reflection: {
      en: 'In Christ the old has gone; live today as the new creation you are.',
      es: 'En Cristo lo viejo pasó; viva hoy como la nueva criatura que es.',
      fr: 'En Christ, les choses anciennes sont passées : vivez aujourd’hui en nouvelle création.',
      te: 'క్రీస్తులో పాతవి గతించాయి; ఈ రోజు మీరు ఉన్న నూతన సృష్టిగా జీవించండి.',
    },
  },
  {
    ref: '2 Corinthians 12:9',
    reflection: {
      en: 'Weakness is where Christ’s power is shown most clearly.',
      es: 'En la debilidad es donde el poder de Cristo se muestra con más claridad.',
      fr: 'C’est dans la faiblesse que la puissance du Christ se montre le plus clairement.',
      te: 'బలహీనతలోనే క్రీస్తు శక్తి అత్యంత స్పష్టంగా కనబడుతుంది.',
    },
  },
  {
    ref: 'Philippians 4:13',
    reflection: {
      en: 'Paul wrote this about contentment in want and in plenty; Christ’s strength covers both.',
      es: 'Pablo escribió esto sobre el contentamiento en la escasez y en la abundancia; la fuerza de Cristo alcanza para ambas.',
      fr: 'Paul a écrit cela à propos du contentement dans le manque comme dans l’abondance : la force du Christ suffit aux deux.',
      te: 'లేమిలోనూ సమృద్ధిలోనూ సంతృప్తిని గూర్చి పౌలు ఇది వ్రాశాడు; క్రీస్తు బలం రెండింటికీ సరిపోతుంది.',
    },
  },
  {
    ref: '1 Thessalonians 5:16-18',
    reflection: {
      en: 'Joy, prayer and thanks are not moods but habits to practise in every circumstance.',
      es: 'El gozo, la oración y la gratitud no son estados de ánimo, sino hábitos para toda circunstancia.',
      fr: 'La joie, la prière et la reconnaissance ne sont pas des humeurs, mais des habitudes à pratiquer en toute circonstance.',
      te: 'ఆనందం, ప్రార్థన, కృతజ్ఞత మనోభావాలు కావు; అన్ని పరిస్థితులలో అలవర్చుకోవలసిన అలవాట్లు.',
    },
  },
  {
    ref: 'Hebrews 4:16',
    reflection: {
      en: 'We can come boldly to a throne of grace, not of judgment.',
      es: 'Podemos acercarnos con confianza a un trono de gracia, no de juicio.',
      fr: 'Nous pouvons nous approcher avec assurance d’un trône de grâce, et non de jugement.',
      te: 'తీర్పు సింహాసనం కాదు, కృపా సింహాసనం దగ్గరకు మనం ధైర్యంగా రావచ్చు.',
    },
  },
  {
    ref: 'Hebrews 12:1-2',
    reflection: {
      en: 'Run today’s stretch of the race with your eyes on Jesus.',
      es: 'Corra hoy su tramo de la carrera con los ojos puestos en Jesús.',
      fr: 'Courez aujourd’hui votre part de la course, les yeux fixés sur Jésus.',
      te: 'యేసు వైపు చూస్తూ ఈ రోజు మీ పరుగు పందెంలోని భాగాన్ని పరుగెత్తండి.',
    },
  },
  {
    ref: 'James 1:22',
    reflection: {
      en: 'Hearing the word is the beginning; doing it is the point.',
      es: 'Oír la palabra es el comienzo; hacerla es el propósito.',
      fr: 'Écouter la parole est un commencement ; la mettre en pratique est le but.',
      te: 'వాక్యాన్ని వినడం ఆరంభం మాత్రమే; దాన్ని పాటించడమే లక్ష్యం.',
    },
  },
  {
    ref: '1 Peter 5:7',
    reflection: {
      en: 'Cast your cares on him, because he truly cares for you.',
      es: 'Eche sus preocupaciones sobre él, porque de verdad cuida de usted.',
      fr: 'Déchargez-vous sur lui de vos soucis, car il prend vraiment soin de vous.',
      te: 'మీ చింతలన్నీ ఆయనపై వేయండి, ఎందుకంటే ఆయన నిజంగా మిమ్మల్ని గూర్చి చింతిస్తున్నాడు.',
    },
  },
  {
    ref: '1 John 4:19',
    reflection: {
      en: 'Our love is always a response; he loved us first.',
      es: 'Nuestro amor siempre es una respuesta; él nos amó primero.',
      fr: 'Notre amour est toujours une réponse : il nous a aimés le premier.',
      te: 'మన ప్రేమ ఎప్పుడూ ఒక ప్రతిస్పందనే; ఆయనే మొదట మనల్ని ప్రేమించాడు.',
    },
  },
  {
    ref: 'Revelation 21:4',
    reflection: {
      en: 'The story ends with God wiping away every tear; let that hope steady you today.',
      es: 'La historia termina con Dios enjugando toda lágrima; que esa esperanza le sostenga hoy.',
      fr: 'L’histoire s’achève quand Dieu essuie toute larme : que cette espérance vous affermisse aujourd’hui.',
      te: 'దేవుడు ప్రతి కన్నీటి బిందువును తుడిచివేయడంతో కథ ముగుస్తుంది; ఆ నిరీక్షణ ఈ రోజు మిమ్మల్ని స్థిరపరచనివ్వండి.',
    },
  },
];
