/**
 * Every character, in every language, composes into a study whose references the reference
 * check finds and verifies — the composer writes only real references, and the finder reads
 * the book names of all four languages.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { UI_LANGUAGES, type UiLanguage } from '../../../shared/books';
import { ScriptureRepo } from '../../scripture/scripture.repo';
import { scriptureDbPath } from '../../../test/scripture-db';
import { characterSeeds } from '../../content/characters';
import { studyMethods } from '../../content/methods';
import { StudyCatalog } from '../catalog';
import { NavesRepo } from '../../naves/naves.repo';
import { verifyText } from '../../verification/verification';
import { composeStudy } from './compose';
import { checkReferences } from '../studies.service';
import { characterLessons } from '../../content/lessons';
import { parseReference } from '../../../shared/reference/parse';
import { quoteRange, studyContext } from './context';
import { isParticle, lexiconRow } from './strongs';

const repo = new ScriptureRepo(scriptureDbPath());
const catalog = new StudyCatalog(repo);
afterAll(() => repo.close());
const methods = studyMethods().filter((m) => m.scopes.includes('character'));

describe('built-in composer', () => {
  it.each(UI_LANGUAGES)('writes only real, findable references for every character (%s)', (lang) => {
    for (const [i, c] of characterSeeds().entries()) {
      const subject = catalog.character(c.id, lang);
      const method = methods[i % methods.length];
      const text = composeStudy(repo, subject, method, lang);
      expect(text).toBe(composeStudy(repo, subject, method, lang)); // deterministic
      // read in the numbers of the Bible the study quotes (the Segond's in French)
      const refs = checkReferences(repo, text, repo.bestTranslationFor(lang).id);
      expect(refs.length, c.id).toBeGreaterThanOrEqual(subject.passages.length);
      for (const r of refs) expect(r.valid, `${c.id} (${lang}): ${r.text} → ${r.osis}`).toBe(true);
      // every key passage and life-event reference made it into the text as a link
      const found = new Set(refs.map((f) => f.osis));
      for (const p of subject.passages)
        expect(found.has(p.osis) || p.osis.includes(','), `${c.id} (${lang}) lost ${p.osis}`).toBe(true);
      if (lang === 'te') expect(text).toMatch(/\p{Script=Telugu}/u);
      // every quotation exact: the study's own check never flags the app's own text (a description's
      // quotation carries its reference; Nave's words lose their quotation marks). A commentary
      // quoting Scripture without a reference (Henry's ‘He that should come,’) is unattributed,
      // as it stands in the commentary; the app's own words never are.
      const { quotations } = verifyText(repo, text, {
        translation: repo.bestTranslationFor(lang).id,
      }).verification;
      const wrong = quotations
        .filter(
          (q) =>
            q.status !== 'exact' && (q.status !== 'unattributed' || subject.description.includes(q.quote)),
        )
        .map((q) => `${q.status} ${q.osis}: ${q.quote}`);
      expect(wrong, `${c.id} (${lang}, ${method.studyname.en})`).toEqual([]);
    }
  });
});

describe('the language decides the Bible the composer quotes', () => {
  const method = methods[0];
  it('quotes the Louis Segond in French, aligned through the KJV numbering', () => {
    const text = composeStudy(repo, catalog.character('peter', 'fr'), method, 'fr');
    expect(text).toContain('Passages clés (Louis Segond 1910)');
    expect(text).not.toMatch(/\b(the LORD|unto|thee|hath)\b/);
  });
  it('quotes the KJV in Telugu and says that no Telugu translation is installed', () => {
    const text = composeStudy(repo, catalog.character('peter', 'te'), method, 'te');
    expect(text).toContain('(King James Version)');
    expect(text).toContain('తెలుగు బైబిలు అనువాదం ఏదీ ఇన్‌స్టాల్ చేయబడలేదు');
  });
});

const byId = (id: number) => studyMethods().find((m) => m.id === id)!;
const study = (who: string, id: number, lang: 'en' | 'es' | 'fr' | 'te' = 'en') =>
  composeStudy(repo, catalog.character(who, lang), byId(id), lang);
/** Character Trait from Nave's events and the passages' words alone, as for a file that names no traits. */
const navesTraits = (who: string, lang: 'en' | 'es' | 'fr' | 'te' = 'en') =>
  composeStudy(repo, { ...catalog.character(who, lang), traits: undefined }, byId(2), lang);
const lines = (text: string) => new Set(text.split('\n').filter((l) => l.trim()));

describe('each method does its own work', () => {
  it('two methods for one character differ in substance: they share less than half their lines', () => {
    for (const who of ['ruth', 'judas-iscariot', 'moses'])
      for (const [i, a] of methods.entries())
        for (const b of methods.slice(i + 1)) {
          // who the person is opens most studies: the frame, not the substance
          const { description } = catalog.character(who, 'en');
          const substance = (text: string) =>
            new Set(
              [...lines(text)].filter((l) => l !== description && !l.startsWith('# Historical summary')),
            );
          const [la, lb] = [substance(study(who, a.id)), substance(study(who, b.id))];
          const shared = [...la].filter((l) => lb.has(l)).length;
          expect(shared / Math.min(la.size, lb.size), `${who}: ${a.id} and ${b.id}`).toBeLessThan(0.5);
        }
  });

  it('Chronological lays the events out in canonical order, with their verses quoted', () => {
    // Timothy's dated events (Acts) miss his key passages (the letters): Nave's order, as it says
    const text = study('timothy', 3);
    expect(text).toMatch(/^# Timeline: Timothy in the order of Scripture/m);
    const at = (s: string) => text.indexOf(s);
    expect(at('- Acts 16:1: “')).toBeGreaterThan(0);
    expect(at('- Acts 16:1: “')).toBeLessThan(at('- Acts 17:14: “'));
    expect(at('- Acts 17:14: “')).toBeLessThan(at('- Romans 16:21: “'));
  });

  it('Character Trait names traits from the events, each with its verses', () => {
    const text = navesTraits('judas-iscariot');
    expect(text).toMatch(/^- Greed \(failing\): John 12:4-6;/m);
    expect(text).toMatch(/^- Betrayal \(failing\): /m);
    expect(navesTraits('ruth')).toMatch(
      /^- Loyalty \(strength\): Ruth 1:16-17\. Ruth 1:16-17: “And Ruth said/m,
    );
  });

  it('joins consecutive verses of one chapter in every list of event references', () => {
    // Nave's gives Mark 14:10 and Mark 14:11 apart; traits (2) and the timeline (3) join them
    for (const [lang, mark] of [
      ['en', 'Mark'],
      ['fr', 'Marc'],
    ] as const)
      for (const id of [2, 3]) {
        const text = id === 2 ? navesTraits('judas-iscariot', lang) : study('judas-iscariot', id, lang);
        expect(text, `${lang} ${id}`).toContain(`${mark} 14:10-11`);
        expect(text, `${lang} ${id}`).not.toContain(`14:10; ${mark} 14:11`);
      }
  });

  it('Observation quotes where the key passages turn on a contrast, in the language’s Bible', () => {
    expect(study('ruth', 5)).toContain(
      'Ruth 1:14: “… wept again: and Orpah kissed her mother in law; but Ruth clave unto her.”',
    );
    expect(study('ruth', 6, 'fr')).toContain('Orpa baisa sa belle-mère, mais Ruth s’attacha à elle.”');
  });

  it('every character study says who the person is; a warning’s key verse is not one to write on the heart', () => {
    for (const id of [2, 3, 4, 5, 8, 9])
      expect(study('balak', id)).toContain('# Historical summary of Balak');
    const balak = study('balak', 4);
    expect(balak).toContain('Lord, in Numbers 23:11 I see where the road of Balak led.');
    expect(balak).not.toContain('Write it on my heart');
    expect(study('ruth', 4)).toContain('Write it on my heart');
    // nor is a topic's, which may be a sin's (Mutiny, Numbers 14:4: "let us return into Egypt")
    const { id } = repo.prepare("SELECT id FROM naves_entries WHERE name = 'MUTINY'").get() as { id: number };
    const mutiny = composeStudy(repo, catalog.topic(id), byId(6), 'en');
    expect(mutiny).toMatch(/Lord, thank you for your word in [^.]+\. Show me what it teaches about mutiny/);
    expect(mutiny).not.toContain('Write it on my heart');
  });

  it('Character Trait stands only on verses about the person', () => {
    const magdalene = navesTraits('mary-magdalene');
    expect(magdalene).not.toContain('John 20:8'); // "that other disciple"
    expect(navesTraits('james-son-of-zebedee')).not.toContain('1 Corinthians 15:7');
    expect(navesTraits('james-brother-of-jesus')).not.toContain('Luke 6:16');
    // what was left out is said, not hidden
    expect(navesTraits('aaron')).toContain(
      '1 of Nave’s references for these traits were left out: none of their verses names Aaron or stands near one that does.',
    );
    expect(navesTraits('ruth')).toContain('- Loyalty (strength): Ruth 1:16-17.');
  });

  it('Character Trait: the traits the text names first; another’s trait, named in the possessive, is not the person’s', () => {
    // the Hebrew and Greek words of the key passages, without the traits Barnabas's file names
    // (traits.test.ts): as for a character whose file names none
    const subject = { ...catalog.character('barnabas', 'en'), traits: undefined };
    const barnabas = composeStudy(repo, subject, byId(2), 'en');
    const traits = barnabas.split('\n').filter((l) => /^- \p{L}[\p{L} ]* \((?:strength|failing)\)/u.test(l));
    // "the son of consolation" (Acts 4:36, παράκλησις) before Nave's lines; his generosity (4:36-37)
    expect(traits[0]).toMatch(/^- Encouragement \(strength\): Acts 4:36\./);
    expect(barnabas).toMatch(/^- Generosity \(strength\): Acts 4:36-37\./m);
    // "Is reconciled to Paul" (1 Cor 9:6) is no forgiveness; the disciples' unbelief (Acts 9:26) no faith of his
    expect(barnabas).not.toMatch(/Forgiveness|1 Corinthians 9:6|Acts 9:26(?!-)/);
    // "Saul's jealousy of" (under David) is Saul's, not David's
    expect(navesTraits('david')).not.toMatch(/^- Envy/m);
  });

  it('Chronological: events of one year told by the same passage are one line', () => {
    const text = study('isaac', 3);
    expect(text.match(/^- 1895 BC — Genesis 17:19:/gm)).toHaveLength(1);
    expect(text).toContain('*Birth of Isaac*; *Lifetime of Isaac*');
  });

  it('Chronological follows the people data: events in time order, each once, passages whole', () => {
    const text = study('joseph-husband-of-mary', 3);
    const order = [
      'Matthew 1:18:', // espousal
      'Matthew 1:19-25:', // the angel in a dream
      'Luke 2:4:', // the journey to Bethlehem, where the birth names Joseph
      'Luke 2:22-38:', // the presentation, forty days after
      'Matthew 2:13-15:', // the flight to Egypt
      'Matthew 2:19-22:', // the return
    ].map((r) => text.indexOf(`— ${r}`));
    expect(
      order.every((i) => i > 0),
      order.join(),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // each passage once; Luke 2:4 is not listed twice
    expect(text.match(/Luke 2:4:/g)).toHaveLength(1);
    expect(text).toContain(
      'Scripture names Joseph, husband of Mary, again later: Luke 2:43; John 1:45; John 6:42.',
    );
    expect(text).toContain('Events: Theographic Bible Metadata (theographic.com), CC BY-SA 4.0.');
    // the burning bush, a key passage the source dated in no event, is one now (content/events/),
    // between Moses' flight and the exodus
    const moses = study('moses', 3);
    expect(moses.indexOf('— Exodus 3:1-22:')).toBeGreaterThan(moses.indexOf('Exodus 2:11'));
    expect(moses.indexOf('— Exodus 3:1-22:')).toBeLessThan(moses.indexOf('*Exodus from Egypt*'));
    // a key passage no event holds takes its place in the narrative, after the events its book tells
    // before it: Adam's Romans 5 after his death (Genesis 5:5), as a later book
    const adam = study('adam', 3);
    expect(adam).toMatch(/^- Romans 5:12-21: “.*” — key passage with no dated event/m);
    expect(adam.indexOf('- Romans 5:12-21:')).toBeGreaterThan(adam.indexOf('*Death of Adam*'));
    expect(moses).not.toContain('Genesis 34:1'); // errata: Death of Moses is Deuteronomy 34
    // Peter's life between the Bread of Life sermon (John 6) and Acts: the confession, the
    // transfiguration, the denial and the restoration are dated events (content/events/)
    const peter = study('peter', 3);
    const peterOrder = [
      '*The bread of life*',
      '*Peter confesses Jesus as the Christ*',
      '*The transfiguration*',
      '*Peter denies Jesus three times*',
      '*By the sea of Tiberias Jesus restores Peter*',
      '*Matthias chosen in place of Judas*',
      '*Peter preaches at Pentecost*',
      '*Peter meets Cornelius*',
    ].map((title) => peter.indexOf(title));
    expect(
      peterOrder.every((i) => i > 0),
      peterOrder.join(),
    ).toBe(true);
    expect([...peterOrder].sort((a, b) => a - b)).toEqual(peterOrder);
    expect(peter).not.toContain('*The second missionary journey*');
    // Ruth, whom the source dated nowhere, in the order of the book
    const ruth = study('ruth', 3);
    expect(ruth).toMatch(/^# Timeline: Ruth in the order of events/m);
    expect(ruth.indexOf('— Ruth 1:1-5:')).toBeLessThan(ruth.indexOf('— Ruth 4:13-22:'));
    // whole chapters in a row are one range; an event that only names David cites at most 8
    const david = study('david', 3);
    expect(david).toContain('2 Samuel 2:1-24:25:');
    expect(david).toMatch(/\*Reign of Saul\* \(named here\)\. Also: [^\n]* … and \d+ more/);
    expect(moses).toMatch(/again later: .* … and \d+ more\./);
    // the Passion is dated now (content/events/): Judas' study follows the events
    expect(study('judas-iscariot', 3)).toContain('*Judas bargains to betray Jesus*');
  });

  it('Verse Mapping maps the key verse: words with Strong’s numbers and glosses, cross-references', () => {
    const text = study('ruth', 8);
    expect(text).toContain('# Key verse: Ruth 1:16');
    expect(text).toMatch(/^- Intreat — H6293 \S+ \(pâgaʻ\): to impinge/m);
    expect(text).toContain('# Ruth 1:16 in other translations\n- World English Bible, Ruth 1:16: “Ruth said');
    expect(text).toContain('# Cross-references of Ruth 1:16');
    // French: the Segond has no Strong's tags, so each number beside Darby's word, said so (issue 42)
    const fr = study('ruth', 8, 'fr');
    expect(fr).toMatch(/^- prie — H6293 \S+ \(pâgaʻ\): \*to impinge/m);
    // the other French Bibles (issue 28) beside the Segond
    expect(fr).toContain(
      '# Ruth 1:16 dans d’autres traductions\n- Bible J.N. Darby (1885), Ruth 1:16: “Et Ruth dit',
    );
  });

  it('SOAP has its four parts; Inductive gives observation aids', () => {
    const soap = study('ruth', 6);
    for (const h of ['# S — Scripture: Ruth 1:16', '# O — Observation', '# A — Application', '# P — Prayer'])
      expect(soap).toContain(h);
    const inductive = study('ruth', 5);
    // who and where from the people data, counted in verses; no word of grammar or speech repeated
    expect(inductive).toMatch(/^- Who: Boaz \(10\), Naomi \(9\), Ruth \(6\), Obed/m);
    expect(inductive).toMatch(/^- Where: Moab \(2\), Bethlehem \(1\)\.$/m);
    expect(inductive).toMatch(/^- Words repeated in the key passages: begat \(9\), /m);
    expect(inductive).not.toMatch(/\b(?:than|said|unto|which) \(\d+\)/);
    expect(inductive).toContain('People and places: Theographic Bible Metadata');
    // what happens: the person's dated events in the key passages
    expect(study('moses', 5)).toMatch(
      /^- What happens: \*The burning bush\* \(Exodus 3:1-22\); \*The Ten Commandments given\* \(Exodus 20:1-17\); \*Death of Moses\*/m,
    );
    // names are the data's, spelled as the Reina-Valera does where it can tell, never words capitalised at a
    // sentence's start ("Entonces Manoa")
    const es = study('samson', 6, 'es');
    // (the study's own person by the study's name, Sansón, as its title and summary call him)
    expect(es).toMatch(/^- Quiénes: Sansón \(\d+\), Manoa \(\d+\), Dalila/m);
    const aids = es.split('\n').filter((l) => /^- (?:Quiénes|Dónde|Palabras)/.test(l));
    expect(aids).toHaveLength(3);
    expect(aids.join('\n')).not.toMatch(/Entonces|\bYo \(|Acércame|díjole \(/);
    // in French, as the quoted Segond writes them, not as Darby's tagged text (Akhitophel, Abishaï),
    // nor as another name that sounds near (Jesse is Isaï, not "Juste"); God’s names in the language
    const absalom = study('absalom', 5, 'fr');
    expect(absalom).toMatch(/^- Qui : .*Achitophel \(1\).*Ittaï/m);
    expect(absalom).not.toMatch(/Akhitophel|Abishaï/);
    expect(study('jonathan', 5, 'fr')).toMatch(/^- Qui : .*Isaï \(3\)/m);
    expect(study('peter', 5, 'fr')).toMatch(/^- Qui : .*Jean \(1\)/m); // John: Darby's Jean, though it sounds unlike
    expect(study('peter', 5, 'fr')).toMatch(/^- Qui : .*Saint-Esprit \(4\)/m);
    // a person by the name the passage calls them: Acts 7:58's young man is Saul, not yet Paul;
    // Genesis 12's Sarai; the Holy Spirit stays so named (the KJV's "Holy Ghost")
    const stephen = study('stephen', 6);
    expect(stephen).toMatch(/^- Who: .*Holy Spirit \(4\)/m);
    expect(stephen).not.toMatch(/^- Who: .*Paul/m);
    expect(study('abraham', 5)).toMatch(/^- Who: .*Sarai \(1\)/m); // Genesis 12:5: the one verse that writes her name
    // those named only in a list or a genealogy are counted apart, with where the lists are; a
    // verse of the story dense with names is no list, nor is the study's own person set apart
    const ezra = study('ezra', 5, 'fr');
    expect(ezra).toMatch(
      /^- Qui : Esdras \(9\), Artaxerxès \(2\), Moïse \(2\),.* \d+ de plus nommés seulement dans des listes et des généalogies\u00a0: Esdras 7:1-5; /m,
    );
    expect(ezra).not.toMatch(/^- Qui : .*Abischua/m);
    // places without the data's qualifier of namesakes; a mount, valley or sea in the language's words
    expect(study('lot', 5)).toMatch(/^- Where: .*Bethel \(1\)/m);
    expect(study('lot', 5)).not.toContain('(of Palestine)');
    expect(study('moses', 5, 'fr')).toMatch(/^- Où : .*mont Nebo \(1\), mont Sinaï \(1\)/m);
    // (John 12:22, "Philip cometh and telleth Andrew: and again Andrew and Philip tell Jesus")
    expect(study('philip-the-apostle', 5)).toMatch(/^- Who: Philip \(\d+\), Jesus \(\d+\), .*Andrew.*\.$/m);
    expect(study('simon-the-zealot', 5)).toMatch(
      /^- Who: Simon \(3\),.* named only in lists and genealogies: Luke 6:14-16; Acts 1:13\.$/m,
    );
  });

  it('quotes a cross-reference whole, or marks where it is cut (Isaiah 2:13, Jeremiah 1:9; issue 42)', () => {
    const ctx = studyContext(repo, catalog.character('ruth', 'en'), 'en');
    const verse = (r: string) => parseReference(r)!.ranges[0];
    // Jeremiah 1:9's point is its last words; Isaiah 2:13 ends mid-sentence ("oaks of Bashan,")
    expect(quoteRange(ctx, verse('Jeremiah 1:9'), 60, 1)).toBe(
      '“Then the LORD put forth his hand, and touched my mouth. And the LORD said unto me, Behold, I have put my words in thy mouth.”',
    );
    expect(quoteRange(ctx, verse('Isaiah 2:13'), 60, 1)).toBe(
      '“And upon all the cedars of Lebanon, that are high and lifted up, and upon all the oaks of Bashan …”',
    );
    // every cross-reference of a Verse Mapping study: a whole sentence, or a visible cut
    for (const who of ['peter', 'moses', 'paul']) {
      const text = study(who, 8);
      const cross = text.split('# Cross-references of ')[1].split('\n# ')[0];
      const quoted = cross.split('\n').filter((l) => l.startsWith('- '));
      expect(quoted.length, who).toBeGreaterThan(0);
      for (const l of quoted) expect(l, who).toMatch(/(?:[.?!’]| …)”$/);
    }
  });

  it('SOAP never leaves Observation empty: with no one named and no word repeated, it asks the reader to observe', () => {
    // Blackness: Jude 1:13 names no one and repeats nothing (a teacher found "# O — Observation du texte" bare)
    const id = new NavesRepo(repo).byName('BLACKNESS')!.id;
    for (const [lang, heading, prompt] of [
      ['en', '# O — Observation', 'Read Jude 1:13 again, slowly'],
      ['fr', '# O — Observation du texte', 'Relisez Jude 1:13 lentement'],
    ] as const) {
      const lines = composeStudy(repo, catalog.topic(id), byId(6), lang).split('\n');
      expect(lines[lines.indexOf(heading) + 1]).toContain(prompt);
    }
    for (const lang of UI_LANGUAGES) {
      const text = composeStudy(repo, catalog.topic(id), byId(6), lang);
      expect(text, lang).not.toMatch(/^# .*\n\n/m);
    }
  });

  it('Devotional and Biographical cite Matthew Henry’s note on the key verse, shortened visibly', () => {
    const text = study('judas-iscariot', 1);
    expect(text).toContain('# Matthew Henry on Matthew 26:14-16');
    expect(text).toContain('From Matthew Henry’s Concise Commentary on the Whole Bible (1706), in English.');
    const ruth = study('ruth', 4);
    expect(ruth).toContain('# Matthew Henry on Ruth 1:15-18');
    expect(ruth).toContain("See Ruth's resolution, and her good affection to Naomi.");
  });

  it('Word Study studies the Hebrew and Greek words of a topic’s passages', () => {
    const { id } = repo.prepare("SELECT id FROM naves_entries WHERE name = 'PRAYER'").get() as { id: number };
    for (const lang of UI_LANGUAGES) {
      const text = composeStudy(repo, catalog.topic(id), byId(9), lang);
      const words = text.split('\n').filter((l) => /^- \S+ \([^)]*, [HG]\d+\): /.test(l));
      expect(words.length, lang).toBeGreaterThanOrEqual(3);
      // each with a definition and where else it occurs
      for (const w of words) expect(w, lang).toMatch(/: \p{Ll}.*\d+.*\d+:\d+/u);
    }
  });

  it('Word Study studies the subject’s own words, chosen by how particular they are to it', () => {
    const { id } = repo.prepare("SELECT id FROM naves_entries WHERE name = 'PRAYER'").get() as { id: number };
    const text = composeStudy(repo, catalog.topic(id), byId(9), 'en');
    // the words of prayer, not the words of John 17 (κόσμος, δίδωμι, καθώς, ἀποστέλλω, πατήρ)
    for (const strongs of ['G4335', 'G4336', 'G1162', 'H8605', 'H6419'])
      expect(text).toContain(`, ${strongs})`);
    expect(text).not.toMatch(/G2889|G1325|G2531|G649\b|G3962/);
    // how many of the study's verses have each word is said, and a rendering is never `of` or `the`
    expect(text).toMatch(/\. In \d+ of these \d+ verses\. In \d+ verses of the KJV/);
    expect(text).not.toMatch(/renders it: (?:.*, )?(?:of|the)(?:,|\.)/);
    // a name Strong's defines as a word first (Πέτρος, "a piece of rock … Petrus") is a name
    expect(study('peter', 9)).not.toContain('G4074');
    // a word the topic is named by counts even in one verse (κατακρίνω, Romans 2:1), a reflexive
    // pronoun is not one (σεαυτοῦ, "of (with, to) thyself", for SELF-), and a word of one passage's
    // story is not the topic's (the vineyard of Matthew 21:33-41 for Self-Condemnation)
    const { id: self } = repo
      .prepare("SELECT id FROM naves_entries WHERE name = 'SELF-CONDEMNATION'")
      .get() as {
      id: number;
    };
    const condemnation = composeStudy(repo, catalog.topic(self), byId(9), 'en');
    expect(condemnation).toContain(', G2632)');
    expect(condemnation).not.toMatch(/G4572|G290\)/);
  });

  it('Word Study of a topic named by a word studies that word first, a name too (Aceldama: Ἀκελδαμά)', () => {
    const topic = (name: string, lang: UiLanguage = 'en') => {
      const { id } = repo.prepare('SELECT id FROM naves_entries WHERE name = ?').get(name) as { id: number };
      return composeStudy(repo, catalog.topic(id, lang), byId(9), lang);
    };
    const words = (text: string) => text.split('\n').filter((l) => /^- \S+ \([^)]*, [HG]\d+\): /.test(l));
    expect(words(topic('ACELDAMA'))[0]).toMatch(
      /^- Ἀκελδαμά \(.*, G184\): .*In no other verse of the KJV\.$/,
    );
    // a study of one verse says so once, not "in 1 of these 1 verse" a word
    const sorrel = topic('SORREL', 'fr');
    expect(sorrel).toContain('Les mots hébreux et grecs du seul verset sur lequel repose cette étude');
    expect(sorrel).not.toMatch(/\b1 de ces|aux 1 verset|1 verset de la KJV, tous/);
    // a name: its word, where Strong's derives it from and what it means; not its story's verbs
    const eglon = words(topic('EGLON'));
    expect(eglon[0]).toContain(
      'The name comes from עֵגֶל (ʻêgel, H5695). Strong’s gives its meaning as “vituline”.',
    );
    expect(eglon.map((w) => /, ([HG]\d+)\)/.exec(w)![1])).toEqual(['H5700', 'H5695']);
    // Jonah (Ἰωνᾶς) is יוֹנָה, a dove
    expect(words(topic('JONAH', 'fr')).join('\n')).toContain(', H3123)');
    // a word Strong's defines by the topic's name, though its verses lack it (Galatians 5:23)
    expect(words(topic('SELF-CONTROL')).join('\n')).toContain(', G1466)');
    // no word is the topic's: said so
    expect(topic('PROBATION')).toContain(
      'No Hebrew or Greek word is rendered probation in the KJV or defined by it in Strong’s',
    );
    expect(words(topic('PHICHOL', 'fr'))[0]).toContain(', H6369)');
    expect(words(topic('PHICHOL'))[0]).toMatch(/The KJV renders it: Phichol\./); // a name, with its capital
    expect(words(topic('CLOUD'))[0]).toContain(', H6051)');
    for (const text of [topic('ACELDAMA', 'es'), topic('PHICHOL', 'te')])
      expect(text).not.toMatch(/ \.$|, \./m);
  });

  it('Word Study keeps a name’s everyday roots and filler out of its key words (issue 42)', () => {
    const words = (name: string) => {
      const { id } = repo.prepare('SELECT id FROM naves_entries WHERE name = ?').get(name) as { id: number };
      const text = composeStudy(repo, catalog.topic(id, 'en'), byId(9), 'en');
      return text.split('\n').filter((l) => /^- \S+ \([^)]*, [HG]\d+\): /.test(l));
    };
    const numbers = (ws: string[]) => ws.map((w) => /, ([HG]\d+)\)/.exec(w)![1]);
    // אָב "father" (H1), בֵּן "son" (H1121), מֶלֶךְ "king" (H4428): named where the name comes from, not studied
    for (const name of ['ABINADAB', 'ABSALOM', 'JOAB', 'ABIMELECH']) {
      const ws = words(name);
      expect(ws[0], name).toContain('The name comes from');
      expect(numbers(ws), name).not.toEqual(expect.arrayContaining(['H1']));
      expect(numbers(ws), name).not.toEqual(expect.arrayContaining(['H1121']));
      expect(numbers(ws), name).not.toEqual(expect.arrayContaining(['H4428']));
    }
    // a root that says what the name means stays (Absalom, "father of peace": שָׁלוֹם)
    expect(numbers(words('ABSALOM'))).toContain('H7965');
    // "thus" (כֹּה) and "anything" (מְאוּמָה) are no one's key words
    for (const who of ['abraham', 'abigail']) expect(study(who, 9), who).not.toMatch(/, H3541\)|, H3972\)/);
  });

  it('Word Study of a name quotes where Scripture gives it and tells its namesakes apart (issue 42)', () => {
    const topic = (name: string, lang: UiLanguage = 'en') => {
      const { id } = repo.prepare('SELECT id FROM naves_entries WHERE name = ?').get(name) as { id: number };
      return composeStudy(repo, catalog.topic(id, lang), byId(9), lang);
    };
    const abinadab = topic('ABINADAB');
    // four men of the name: Nave's four lines, the people data's four records, each with its verse
    expect(abinadab).toContain('Scripture gives this name to 4 different people');
    expect(abinadab).toContain(
      '- *Son of Jesse* (1 Samuel 16:8; 1 Samuel 17:13): 1 Samuel 16:8, “Then Jesse called Abinadab, and made him pass before Samuel.',
    );
    // "Also called ISHUI, son of Saul": the verse that names Abinadab, not Ishui's 1 Samuel 14:49
    expect(abinadab).toMatch(
      /\*Also called ISHUI, son of Saul\* \([^)]*\): 1 Samuel 31:2, “And the Philistines/,
    );
    // RAPHA: Benjamin's son and Jonathan's descendant are two lines, each quoted
    const rapha = topic('RAPHA', 'es');
    expect(rapha).toContain('1 Crónicas 8:2, “Noha el cuarto, y Rapha el quinto.”');
    expect(rapha).toMatch(/1 Crónicas 8:37, “Y Mosa engendró á Bina, hijo del cual fué Rapha/);
    // every quotation exact in the study's Bible
    for (const [text, lang] of [
      [abinadab, 'en'],
      [rapha, 'es'],
    ] as const) {
      const { quotations } = verifyText(repo, text, {
        translation: repo.bestTranslationFor(lang).id,
      }).verification;
      // (Strong's meanings in quotation marks, "father of generosity", are no verse's)
      const verses = quotations.filter((q) => q.status !== 'unattributed');
      expect(verses.length).toBeGreaterThanOrEqual(3);
      expect(verses.filter((q) => q.status !== 'exact')).toEqual([]);
    }
  });

  it('Word Study names the Bible its counts are of in the reader’s language, not “the KJV” (issue 42)', () => {
    const { id } = repo.prepare("SELECT id FROM naves_entries WHERE name = 'GROUND'").get() as { id: number };
    const counted = {
      es: 'Aparece en 208 versículos de la Biblia King James (inglesa), entre ellos',
      fr: 'Dans 208 versets de la Bible King James (anglaise), entre autres',
      te: 'ఆంగ్ల కింగ్ జేమ్స్ బైబిలులో 208 వచనాలలో ఉంది',
    };
    for (const lang of ['es', 'fr', 'te'] as const) {
      const text = composeStudy(repo, catalog.topic(id, lang), byId(9), lang);
      expect(text, lang).not.toMatch(/\bKJV\b/);
      expect(text, lang).toContain(counted[lang]);
    }
  });

  it('a Topical Study of one verse reads it in its passage and says where Nave’s cites it too', () => {
    const { id } = repo.prepare("SELECT id FROM naves_entries WHERE name = 'SORREL'").get() as { id: number };
    const text = composeStudy(repo, catalog.topic(id, 'en'), byId(7), 'en');
    expect(text).toContain('cites its references under: *Horse* (*Color of*);');
    expect(text).toContain('- Read Zechariah 1:8 with the verses around it: what does it say about sorrel,');
    expect(text).not.toContain('that one passage alone could not show');
  });

  it('Word Study studies no pronoun, and each of its sentences starts with a capital', () => {
    const text = study('paul', 9, 'es');
    const words = text.split('\n').filter((l) => /^- \S+ \([^)]*, [HG]\d+\): /.test(l));
    expect(words.length).toBeGreaterThanOrEqual(3);
    // μέ (G3165, `me`) and μοί (G3427, `to me`) were studied as Paul's key words
    expect(text).not.toMatch(/G3165|G3427|G1473|G4771/);
    for (const w of words) {
      expect(w).toMatch(/\. La Reina-Valera 1909 la traduce: .*\. Aparece en \d+ versículos/);
      expect(w).not.toMatch(/…\.|\. (?:la Reina|aparece)/);
    }
    // nor a noun Strong's says is "used only adverbially" (עוֹד: again, still, more)
    expect(study('rachel', 9)).not.toMatch(/H5750/);
  });

  it('takes a word built with a particle for a word (ἀδελφός, ἁμαρτάνω), and SIN for no town of Sin', () => {
    // Strong's derives 166 words "from G1 (as a negative particle)" or "(as a particle of union)"
    for (const s of ['G80', 'G264', 'G56', 'G716', 'H7957'])
      expect(isParticle(lexiconRow(repo, s)!), s).toBe(false);
    for (const s of ['G2532', 'G5130', 'G5023', 'G1488', 'G3739', 'G1352', 'H853'])
      expect(isParticle(lexiconRow(repo, s)!), s).toBe(true);
    const { id } = repo.prepare("SELECT id FROM naves_entries WHERE name = 'SIN'").get() as { id: number };
    const sin = composeStudy(repo, catalog.topic(id), byId(9), 'en');
    expect(sin).toContain(', G264)');
    expect(sin).not.toContain('H5512'); // סִין, "Sin the name of an Egyptian town"
  });
});

describe('a topic that names one person or place says who or what it is', () => {
  const topic = (name: string, method: number, lang: UiLanguage) => {
    const { id } = repo.prepare('SELECT id FROM naves_entries WHERE name = ?').get(name) as { id: number };
    return composeStudy(repo, catalog.topic(id, lang), byId(method), lang);
  };

  it('of namesakes, the one the key passages are about, and each spelling of a name once', () => {
    const amasa = topic('AMASA', 5, 'fr'); // 1. David's nephew, 2. Hadlai's son
    expect(amasa).toContain(
      'La Bible thématique de Nave en donne 2 de ce nom ; les passages clés parlent tous de celui-ci.\nThe son of Abigail',
    );
    expect(amasa).toContain('se souvient d’Amasa'); // not "de Amasa"
    // the data's Eliphelet, Eliphalet and Elpalet are all the Reina-Valera's Eliphelet
    expect(topic('ELIPHELET', 6, 'es').match(/Eliphelet \(/g)).toHaveLength(1);
  });

  it('from Easton’s and the people data, relatives in the Bible’s spelling', () => {
    const oren = topic('OREN', 6, 'es'); // one verse, 1 Chronicles 2:25
    expect(oren).toContain('Ash or pine, the son of Jerahmeel (1 Chr. 2:25).');
    expect(oren).toContain('Del Diccionario bíblico de Easton (1897), en inglés.');
    expect(oren).toContain(
      'Familia (Theographic Bible Metadata, theographic.com, CC BY-SA 4.0): padre, Jerameel; hermanos,',
    );
    expect(oren).toMatch(/Quiénes: .*Jerameel \(1\)/); // not Jerahmeel
    expect(topic('DOTHAN', 4, 'en')).toMatch(
      /# Historical summary of Dothan\nTwo wells, a famous pasture-ground/,
    );
    // a name the data spells otherwise is found in its verses (SHAMMUAH: Shammua, 2 Samuel 5:14);
    // one the data lacks, by Strong's definition (ABEZ: "Ebets, a place in Palestine")
    const shammuah = topic('SHAMMUAH', 9, 'en');
    expect(shammuah).toContain('One of David’s sons by Bathsheba');
    expect(shammuah).toMatch(/brothers and sisters Solomon, [^.]*, … \+\d+\./); // visibly cut
    const { id: abez } = repo.prepare("SELECT id FROM naves_entries WHERE name = 'ABEZ'").get() as {
      id: number;
    };
    expect(catalog.topic(abez).properName).toBe('place');
    // an entry of namesakes (JAMES 1, 2, 3) is no one person
    const { id } = repo.prepare("SELECT id FROM naves_entries WHERE name = 'JAMES'").get() as { id: number };
    expect(catalog.topic(id).person).toBeUndefined();
  });
});

describe('questions and prayer fit the person', () => {
  it('a topic that is a person’s or a place’s name is asked about as one, not as a teaching', () => {
    const topic = (name: string, method: number, lang: UiLanguage) => {
      const { id } = repo.prepare('SELECT id FROM naves_entries WHERE name = ?').get(name) as { id: number };
      return composeStudy(repo, catalog.topic(id, lang), byId(method), lang);
    };
    const zebina = topic('ZEBINA', 6, 'es'); // SOAP: his one verse is a list of names (Ezra 10:43)
    expect(zebina).toContain('¿Dónde aparece Zebina en la historia de la Escritura');
    expect(zebina).toContain('tu palabra recuerda a Zebina');
    expect(zebina).not.toMatch(/Escríbela en mi corazón|habló más a su corazón/);
    const shiloh = topic('SHILOH', 4, 'en');
    expect(shiloh).toContain('- What happened at Shiloh, and who was there?');
    expect(shiloh).toContain('your word records what happened at Shiloh');
    // a teaching keeps the method's own questions
    expect(topic('PRAYER', 6, 'en')).not.toContain('What happened at');
  });

  it('a place whose verses tell no event is asked what they say of it, in every language (issue 42)', () => {
    const topic = (name: string, lang: UiLanguage) => {
      const { id } = repo.prepare('SELECT id FROM naves_entries WHERE name = ?').get(name) as { id: number };
      return composeStudy(repo, catalog.topic(id, lang), byId(4), lang);
    };
    // BEON is "A place east of the Jordan River": nothing happened there that its verses tell
    const told =
      /happened at|did God do|what you did there|sucedió en|hizo o dijo Dios|lo que hiciste allí|s’est-il passé à|Dieu a fait|tu y as fait|లో ఏమి జరిగింది|దేవుడు ఏమి చేశాడు|లో జరిగినదాన్ని/;
    const said = {
      en: 'What do the verses that name Beon say of it',
      es: '¿Qué dicen los versículos donde aparece Beón',
      fr: 'Que disent les versets où paraît Beon',
      te: 'పేరు ఉన్న వచనాలు దాని గురించి ఏమి చెబుతున్నాయి',
    };
    for (const lang of UI_LANGUAGES) {
      const beon = topic('BEON', lang);
      expect(beon, lang).not.toMatch(told);
      expect(beon, lang).toContain(said[lang]);
    }
    // MEDEBA's verses tell a battle (1 Chronicles 19:7): what happened there, but not what God did
    const medeba = topic('MEDEBA', 'en');
    expect(medeba).toContain('- What happened at Medeba, and who was there?');
    expect(medeba).not.toMatch(/did God do/);
  });

  it('a warning is not held up as a model', () => {
    for (const m of methods) {
      const text = study('judas-iscariot', m.id);
      expect(text, String(m.id)).not.toMatch(/strengths seen|grow in the trait|godly character comes from/);
      expect(text).toContain('Scripture sets Judas Iscariot before us as a warning');
    }
    expect(study('judas-iscariot', 1)).toContain(
      'Lord, the story of Judas Iscariot shows me where sin leads.',
    );
    expect(study('ruth', 1)).toContain(
      'Which strengths seen in the study of Ruth would you like to grow in?',
    );
    expect(study('jezebel', 1, 'es')).not.toContain('¿Qué virtudes');
  });

  it('every character has a key verse chosen by hand, and it lies in the character’s key passages', () => {
    expect(Object.keys(characterLessons().keyVerses ?? {}).sort()).toEqual(
      characterSeeds()
        .map((c) => c.id)
        .sort(),
    );
    for (const id of Object.keys(characterLessons().keyVerses ?? {})) {
      const key = studyContext(repo, catalog.character(id, 'en'), 'en').key!;
      const named = parseReference(characterLessons().keyVerses![id])!;
      expect(key.start, id).toEqual(named.ranges[0].start);
    }
  });
});

describe('a French study prints the Segond’s verse numbers, and its check reads them back', () => {
  it('Forgiveness: Psaumes 65:4 (the KJV’s 65:3); David’s key verse Psaumes 51:12 (the KJV’s 51:10)', () => {
    const { id } = repo.prepare("SELECT id FROM naves_entries WHERE name = 'FORGIVENESS'").get() as {
      id: number;
    };
    const fr = composeStudy(repo, catalog.topic(id, 'fr'), byId(7), 'fr');
    expect(fr).toContain('Psaumes 65:4');
    expect(fr).not.toContain('Psaumes 65:3');
    // no topic reference is marked doubtful: its verses need not use the topic's word
    expect(fr).not.toContain('(?)');
    const refs = checkReferences(repo, fr, 'LSG');
    expect(refs.find((r) => r.text === 'Psaumes 65:4')?.osis).toBe('Ps.65.3');
    const david = study('david', 8, 'fr');
    expect(david).toContain('# Verset clé : Psaumes 51:12\nPsaumes 51:12: “O Dieu! Crée en moi un cœur pur');
    // English keeps the KJV's numbers
    expect(study('david', 8)).toContain('# Key verse: Psalms 51:10');
  });
});

describe('a topic’s key verse uses the topic’s word', () => {
  it.each([
    ['INTERCESSION', '1Tim.2.1'], // "supplications, prayers, intercessions, and giving of thanks"
    ['GENTLENESS', '2Tim.2.24'], // by hand: "the servant of the Lord must not strive; but be gentle unto all men"
    ['LOVE', '1John.4.16'], // chosen by hand too (content/topic-passages.yaml)
    ['HUMILITY', '1Pet.5.6'], // by hand: "Humble yourselves therefore under the mighty hand of God"
  ])('%s → %s', (name, osis) => {
    const { id } = repo.prepare('SELECT id FROM naves_entries WHERE name = ?').get(name) as { id: number };
    const { start } = studyContext(repo, catalog.topic(id), 'en').key!;
    expect(`${start.book}.${start.chapter}.${start.verse}`).toBe(osis);
  });
});

describe('no English scripture outside English and Telugu studies', () => {
  it.each(['es', 'fr'] as const)('%s', (lang) => {
    for (const m of methods) {
      const text = study('ruth', m.id, lang);
      const quoted = [...text.matchAll(/“([^”]*)”/g)].map((q) => q[1]).join(' ');
      expect(quoted, `${m.id}`).not.toMatch(/\b(the|and|unto|thee|said)\b/);
    }
  });
});
