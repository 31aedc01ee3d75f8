/** The provider prompt (version 2): the fact sheet in the study's language, the quoting rules, the repair call. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptureDbPath } from '../../test/scripture-db';
import { ScriptureRepo } from '../scripture/scripture.repo';
import { StudyCatalog } from './catalog';
import { characterSeeds } from '../content/characters';
import { bibleFor, factSheet, maxTokensFor, PROMPT_VERSION, repairMessages, studyMessages } from './prompts';

let repo: ScriptureRepo;
let catalog: StudyCatalog;
beforeAll(() => {
  repo = new ScriptureRepo(scriptureDbPath());
  catalog = new StudyCatalog(repo);
});
afterAll(() => repo.close());

describe('the prompt', () => {
  it('is version 11, and picks the language’s Bible and a larger max_tokens for Telugu', () => {
    expect(PROMPT_VERSION).toBe(11);
    expect([bibleFor(repo, 'en'), bibleFor(repo, 'es'), bibleFor(repo, 'fr'), bibleFor(repo, 'te')]).toEqual([
      'KJV',
      'RV1909',
      'LSG',
      'KJV',
    ]);
    expect([maxTokensFor('en'), maxTokensFor('te')]).toEqual([2000, 6000]);
  });

  it('gives a character’s dated events in the order they happened', () => {
    const joseph = catalog.character('joseph-husband-of-mary', 'fr');
    const sheet = factSheet(repo, joseph, catalog.studyMethods.method(3, 'character'), 'fr');
    const dated = sheet.split('\n## ').find((s) => s.startsWith('Événements datés'))!;
    expect(dated.split('\n').slice(1)).toEqual([
      '- 5 BC: Les fiançailles de Marie — Matthieu 1:18; Luc 1:27',
      '- 4 BC: Un ange parle à Joseph en songe — Matthieu 1:19-25',
      '- 3 BC: Jésus présenté au temple — Luc 2:22-38',
      '- 3 BC: Joseph et Marie fuient en Égypte — Matthieu 2:13-15',
      '- 3 BC: Joseph et Marie reviennent d’Égypte — Matthieu 2:19-22',
      '- 3 BC: Joseph et Marie retournent à Nazareth — Matthieu 2:22-23; Luc 2:39',
      '',
    ]);
  });

  it('says who the subject is and who it is not, for shared names', () => {
    const sheet = factSheet(
      repo,
      catalog.character('james-son-of-alphaeus', 'en'),
      catalog.studyMethods.method(1, 'character'),
      'en',
    );
    expect(sheet).toContain('## Who this is\nJames, son of Alphaeus:');
    const notWho = sheet.split('## Not to be confused with\n')[1].split('\n\n')[0];
    expect(notWho).toContain('- James, son of Zebedee:');
    const brother = characterSeeds().find((c) => c.id === 'james-brother-of-jesus')!;
    expect(notWho).toContain(`- ${brother.name.en}: ${brother.description.en.split('. ')[0]}`);
    expect(notWho).not.toContain('son of Alphaeus');
  });

  it('says who a topic that names one person is (version 9)', () => {
    const { id } = repo.prepare("SELECT id FROM naves_entries WHERE name = 'OREN'").get() as { id: number };
    const sheet = factSheet(repo, catalog.topic(id), catalog.studyMethods.method(6, 'topic'), 'en');
    expect(sheet).toMatch(
      /## Who this is\nAsh or pine, the son of Jerahmeel \(1 Chr\. 2:25\)\.\nFrom Easton’s Bible Dictionary \(1897\), in English\.\nFamily \(Theographic Bible Metadata, theographic\.com, CC BY-SA 4\.0\): father Jerahmeel/,
    );
  });

  it('leaves out Nave’s lines that belong to a namesake (its James son of Alphaeus lists the brother of Jesus)', () => {
    const events = (id: string) => catalog.character(id, 'en').events;
    const subject = catalog.character('james-son-of-alphaeus', 'en');
    // Nave's merges them; content/naves-errata.yaml keeps them apart
    expect(subject.events.some((e) => e.text === 'Brother of Jesus')).toBe(false);
    const sheet = factSheet(repo, subject, catalog.studyMethods.method(1, 'character'), 'en', events);
    expect(sheet).toContain('Son of Alphaeus');
    expect(sheet).not.toContain('- Brother of Jesus');
    expect(sheet).not.toContain('Addresses the gathering at Jerusalem');
  });

  it('names the traits the character’s file names, in the language, with their references (version 8)', () => {
    const sheet = factSheet(
      repo,
      catalog.character('barnabas', 'es'),
      catalog.studyMethods.method(2, 'character'),
      'es',
    );
    expect(sheet).toContain(
      '## Rasgos que la Escritura muestra en Bernabé\n- Aliento: Hechos 4:36; Hechos 9:27',
    );
    expect(sheet).toContain('- Generosidad: Hechos 4:37');
  });

  it('gives life events with verse texts and key passages from the language’s Bible, marking omissions', () => {
    const sheet = factSheet(
      repo,
      catalog.character('peter', 'es'),
      catalog.studyMethods.method(1, 'character'),
      'es',
    );
    expect(sheet).toContain(
      '## Acontecimientos de su vida (del Índice temático de Nave, en inglés; textos de la Reina-Valera 1909)',
    );
    expect(sheet).toMatch(/\n {2}[^\n]+ \d+:\d+: "[^"]+"/); // an event's verse, quoted
    expect(sheet).toContain('## Pasajes clave (Reina-Valera 1909)');
    // Acts 2:14-41 is 28 verses: cut, with the omission marked
    expect(sheet).toMatch(/Hechos 2:14-41: "[^"]*\[… se omiten los versículos 32–39 …\][^"]*"/);
    expect(sheet).toContain('## Sus pasos\n1. ');
  });

  it('tells the model to quote only the supplied texts, word for word, with the reference beside each quotation', () => {
    const [, user] = studyMessages(
      repo,
      catalog.character('ruth', 'te'),
      catalog.studyMethods.method(1, 'character'),
      'te',
    );
    expect(user.content).toContain(
      'Quote Scripture only from the texts in the fact sheet (King James Version), word for word',
    );
    expect(user.content).toContain('without quotation marks');
    expect(user.content).toContain('=== వాస్తవ పత్రం ===');
  });

  it('asks for the register the interface uses: "usted" in Spanish, "vous" in French (issue 17)', () => {
    const user = (lang: 'es' | 'fr') =>
      studyMessages(
        repo,
        catalog.character('ruth', lang),
        catalog.studyMethods.method(1, 'character'),
        lang,
      )[1].content;
    expect(user('es')).toContain('Address the reader formally, with "usted" (never "tú").');
    expect(user('es')).toContain('Estudie la vida de un personaje bíblico');
    expect(user('es')).toContain('¿Qué momento del relato bíblico sobre Rut le desafía más, y por qué?');
    expect(user('fr')).toContain('with "vous"');
  });

  it('asks for a repair of the misquotations only, with the true text', () => {
    const first = [
      { role: 'system' as const, content: 's' },
      { role: 'user' as const, content: 'u' },
    ];
    const msgs = repairMessages(
      first,
      'answer',
      [
        {
          start: 0,
          end: 1,
          quote: 'Go, and sin no more',
          osis: 'John.13.27',
          status: 'misquoted',
          translation: 'KJV',
          expected: 'That thou doest, do quickly.',
          distance: 5,
        },
        {
          start: 2,
          end: 3,
          quote: 'The LORD is my shepherd; I shall not want',
          osis: 'Ps.24.1',
          status: 'misattributed',
          translation: 'KJV',
          expected: 'The earth is the LORD’s, and the fulness thereof',
          distance: 7,
          found: { osis: 'Ps.23.1', own: 'Ps.23.1', translation: 'KJV' },
        },
      ],
      (osis) => (osis === 'Ps.24.1' ? 'Psalm 24:1' : 'John 13:27'),
    );
    expect(msgs.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(msgs[3].content).toContain(
      '1. "Go, and sin no more" (John 13:27) — the KJV reads: "That thou doest, do quickly."',
    );
    // the right words under a wrong reference (issue 43): the reference is what to correct
    expect(msgs[3].content).toContain(
      '2. "The LORD is my shepherd; I shall not want" (Psalm 24:1) — these words are Psalms 23:1 in the KJV, not the passage cited: correct the reference',
    );
  });
});
