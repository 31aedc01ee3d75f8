/** The Word export, unzipped: spec §5/§7 formatting and the page's marks checked in the document XML. */
import { strFromU8, unzipSync } from 'fflate';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import es from '../../i18n/locales/es.json';
import fr from '../../i18n/locales/fr.json';
import te from '../../i18n/locales/te.json';
import { checkedStudy, text } from './checked-study.fixture';
import { verificationNoteFor, type VerificationNote } from './verification-note';
import { buildStudyDocx, documentLabels } from './word-export';

/** each language's strings, as the app has them */
const strings = { en, es, fr, te };
const tIn = (lang: keyof typeof strings) => {
  const i = i18next.createInstance();
  void i.init({
    lng: lang,
    resources: { [lang]: { translation: strings[lang] } },
    interpolation: { escapeValue: false },
  });
  return i.t;
};
const english = tIn('en');

async function documentXml(
  first: string,
  second: string,
  text: string,
  date = new Date(2026, 10, 21),
  note?: VerificationNote,
) {
  const blob = await buildStudyDocx(documentLabels('en', first, second, date, english), text, note);
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return strFromU8(files['word/document.xml']);
}

/** The paragraphs of the document, each as its XML. */
const paragraphs = (xml: string) => xml.match(/<w:p>[\s\S]*?<\/w:p>|<w:p [\s\S]*?<\/w:p>/g) ?? [];
/** A paragraph's or run's text, a line break as \n. */
const textOf = (p: string) =>
  [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>|<w:br\/>/g)]
    .map((m) => m[1] ?? '\n')
    .join('')
    .replace(/&quot;/g, '"');
/** The runs of a paragraph, each as its XML. */
const runs = (p: string) => p.match(/<w:r>[\s\S]*?<\/w:r>/g) ?? [];
const runWith = (p: string, text: string) => runs(p).find((r) => textOf(r) === text) ?? '';

describe('Word export', () => {
  it('reads lines by the rules of spec §5: # and 1. headings, -, • and * bullets, paragraphs', async () => {
    const xml = await documentXml(
      'M',
      'S',
      '# Title\n\n  \n1. First point\n- a bullet\n• another\n* a third\nplain text\nsecond line\n## Deep',
    );
    const body = paragraphs(xml).slice(2);
    expect(body.map(textOf)).toEqual([
      'Title',
      'First point',
      'a bullet',
      'another',
      'a third',
      'plain text',
      'second line',
      'Deep',
    ]);
    for (const i of [2, 3, 4]) expect(body[i]).toContain('<w:numPr>');
    for (const i of [0, 1, 7]) expect(body[i]).toContain('<w:color w:val="1F4E79"/>');
    for (const i of [5, 6]) expect(body[i]).not.toContain('<w:numPr>');
  });

  it('writes **bold** and *italic* as bold and italic runs, without the stars', async () => {
    const xml = await documentXml('M', 'S', '**Key:** read *slowly*\n* **Pray** first');
    const [line, bullet] = paragraphs(xml).slice(2);
    expect(textOf(line)).toBe('Key: read slowly');
    expect(runWith(line, 'Key:')).toMatch(/<w:b\/>/);
    expect(runWith(line, ' read ')).not.toMatch(/<w:b\/>|<w:i\/>/);
    expect(runWith(line, 'slowly')).toMatch(/<w:i\/>/);
    expect(bullet).toContain('<w:numPr>');
    expect(textOf(bullet)).toBe('Pray first');
    expect(runWith(bullet, 'Pray')).toMatch(/<w:b\/>/);
    expect(xml).not.toContain('*');
  });

  it('names the file from the two labels', () => {
    const name = (lang: keyof typeof strings, first: string, second: string) =>
      documentLabels(lang, first, second, new Date(), tIn(lang)).fileName;
    expect(name('en', 'Mary Magdalene', 'SOAP Method')).toBe('Mary_Magdalene_SOAP_Method_Bible_Study.docx');
    expect(name('te', 'యేసు క్రీస్తు', 'జీవిత  చరిత్ర')).toBe('యేసు_క్రీస్తు_జీవిత_చరిత్ర_బైబిల్_అధ్యయనం.docx');
  });

  it('keeps the spec’s words in English and uses each language’s words and long date in the others', () => {
    const date = new Date(2026, 10, 23);
    const labels = (lang: keyof typeof strings, first: string, second: string) =>
      documentLabels(lang, first, second, date, tIn(lang));
    expect(labels('en', 'Ruth', 'Character Study')).toEqual({
      language: 'en',
      title: 'Bible Study: Ruth - Character Study',
      dateLine: `Generated on: ${date.toLocaleDateString()}`, // the spec's 'local date'
      fileName: 'Ruth_Character_Study_Bible_Study.docx',
    });
    expect(labels('es', 'Rut', 'Estudio de personaje')).toEqual({
      language: 'es',
      title: 'Estudio bíblico: Rut - Estudio de personaje',
      dateLine: 'Generado el 23 de noviembre de 2026',
      fileName: 'Rut_Estudio_de_personaje_Estudio_bíblico.docx',
    });
    expect(labels('fr', 'Ruth', 'Étude de personnage')).toEqual({
      language: 'fr',
      title: 'Étude biblique\u00a0: Ruth - Étude de personnage',
      dateLine: 'Généré le 23 novembre 2026',
      fileName: 'Ruth_Étude_de_personnage_Étude_biblique.docx',
    });
    const telugu = labels('te', 'రూతు', 'వ్యక్తి అధ్యయనం');
    expect(telugu.title).toBe('బైబిల్ అధ్యయనం: రూతు - వ్యక్తి అధ్యయనం');
    // the month's name in Telugu, never a US-style 11/23/2026
    expect(telugu.dateLine).toBe(
      `రూపొందించిన తేదీ: ${new Intl.DateTimeFormat('te', { dateStyle: 'long' }).format(date)}`,
    );
    expect(telugu.dateLine).toContain('నవంబర్');
    expect(telugu.dateLine).not.toMatch(/\d+\/\d+\/\d+/);
    expect(telugu.fileName).toBe('రూతు_వ్యక్తి_అధ్యయనం_బైబిల్_అధ్యయనం.docx');
  });

  it('writes the study’s language’s title and date line into the document', async () => {
    const date = new Date(2026, 10, 23);
    const blob = await buildStudyDocx(documentLabels('es', 'Rut', 'Biografía', date, tIn('es')), '# Resumen');
    const xml = strFromU8(unzipSync(new Uint8Array(await blob.arrayBuffer()))['word/document.xml']);
    expect(paragraphs(xml).slice(0, 3).map(textOf)).toEqual([
      'Estudio bíblico: Rut - Biografía',
      'Generado el 23 de noviembre de 2026',
      'Resumen',
    ]);
  });

  it('formats title, date, headings, bullets and paragraphs as the spec says', async () => {
    const date = new Date(2026, 10, 21);
    const xml = await documentXml(
      'Moses',
      'Biographical Study',
      '# Summary\n\nMoses led Israel.\n- How do you lead?\n1. Steps',
      date,
    );
    const [title, generated, heading, body, bullet, numbered] = paragraphs(xml) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    expect(textOf(title)).toBe('Bible Study: Moses - Biographical Study');
    expect(title).toContain('<w:jc w:val="center"/>');
    expect(title).toMatch(/<w:b\/>/);
    expect(title).toContain('<w:sz w:val="32"/>');
    expect(title).toContain('<w:color w:val="2E3192"/>');
    expect(textOf(generated)).toBe(`Generated on: ${date.toLocaleDateString()}`);
    expect(generated).toContain('<w:jc w:val="center"/>');
    expect(generated).toMatch(/<w:i\/>/);
    expect(textOf(heading)).toBe('Summary');
    expect(heading).toContain('<w:sz w:val="24"/>');
    expect(heading).toContain('<w:color w:val="1F4E79"/>');
    expect(textOf(body)).toBe('Moses led Israel.');
    expect(body).toContain('<w:sz w:val="22"/>');
    expect(textOf(bullet)).toBe('How do you lead?');
    expect(bullet).toContain('<w:numPr>');
    expect(bullet).toContain('<w:ind w:left="400"');
    expect(bullet).toContain('<w:sz w:val="22"/>');
    expect(textOf(numbered)).toBe('Steps');
    expect(numbered).toContain('<w:color w:val="1F4E79"/>');
    for (const p of [title, generated, heading, body, bullet])
      expect(p).toContain('w:ascii="Arial Unicode MS"');
    expect(paragraphs(xml)).toHaveLength(6); // the blank line is dropped
  });

  it('keeps Telugu text intact', async () => {
    const xml = await documentXml('మోషే', 'జీవిత చరిత్ర అధ్యయనం', '# చారిత్రక సారాంశం\n- మీరు ఎలా నడిపిస్తారు?');
    expect(xml).toContain('Bible Study: మోషే - జీవిత చరిత్ర అధ్యయనం');
    expect(xml).toContain('చారిత్రక సారాంశం');
    expect(xml).toContain('మీరు ఎలా నడిపిస్తారు?');
  });
});

describe('Word export: the page’s marks and the verification note (issue 15)', () => {
  const t = { t: english };
  const checked = checkedStudy.verification!;

  it('flags in the text what the page flags, in its words, then closes with the note', async () => {
    const note = verificationNoteFor(checkedStudy, t.t);
    const xml = await documentXml('Mary Magdalene', 'B', text, undefined, note);
    const all = paragraphs(xml);
    const texts = all.map(textOf);
    expect(texts.slice(2, 7)).toEqual([
      'Mary Magdalene',
      '"Go, and sin no more" [misquoted: many words differ] (John 13:27 [check: does not name Mary Magdalene])' +
        '\nScripture (KJV): “Then said Jesus unto him, That thou doest, do quickly.”' +
        '\nThese words are John 8:11 (KJV).',
      '"Neither do I condemn thee" [quoted exactly (KJV)] (John 8:11)',
      'Read John 22:5 [This reference does not exist in the Bible] and Hezekiah 3:1 [No book of the Bible has this name].',
      'Apply: follow Him.',
    ]);
    const [misquote, exact, invalid] = all.slice(3, 6);
    // flags in italics and in colour, besides their words; the true text on a line of its own
    expect(runWith(misquote, ' [misquoted: many words differ]')).toMatch(
      /<w:i\/>[\s\S]*<w:color w:val="C00000"\/>/,
    );
    expect(runWith(invalid, ' [This reference does not exist in the Bible]')).toMatch(/<w:i\/>/);
    expect(runWith(misquote, '\nScripture (KJV):')).toMatch(/<w:b\/>[\s\S]*<w:br\/>/);
    expect(runWith(exact, 'John 8:11')).toMatch(/<w:b\/>/);
    for (const p of [misquote, exact, invalid]) expect(p).toContain('<w:numPr>');

    expect(texts[7]).toBe('Verification note');
    const rest = texts.slice(8).join('\n');
    expect(rest).toContain('not in the Bible: 2');
    expect(rest).toContain('misquoted: 1');
    expect(rest).toContain(
      'Misquoted, John 13:27: “Go, and sin no more”. Scripture (KJV): “Then said Jesus unto him, That thou doest, do quickly.” These words are John 8:11 (KJV).',
    );
    expect(rest).toContain('Not in the Bible: John 22:5');
  });

  it('flags references not in the Bible even in a study checked before quotations were, with no note', async () => {
    const study = { ...checkedStudy, verification: undefined };
    const xml = await documentXml('M', 'B', text, undefined, verificationNoteFor(study, t.t));
    const texts = paragraphs(xml).map(textOf);
    expect(texts).toContain(
      'Read John 22:5 [This reference does not exist in the Bible] and Hezekiah 3:1 [No book of the Bible has this name].',
    );
    expect(texts).toContain('"Go, and sin no more" (John 13:27)');
    expect(texts).not.toContain('Verification note');
  });

  it('says a cited passage does not exist in words of its own, never as Scripture (issue 26)', async () => {
    const missing = checked.quotations.map((q, i) =>
      i === 0 ? { ...q, expected: null, reason: 'passage' as const, found: undefined } : q,
    );
    const study = { ...checkedStudy, verification: { ...checked, quotations: missing } };
    const texts = paragraphs(
      await documentXml('M', 'B', text, undefined, verificationNoteFor(study, t.t)),
    ).map(textOf);
    expect(texts[3]).toContain('[misquoted: the cited passage does not exist]');
    expect(texts[3]).not.toContain('Scripture (KJV)');
    const note = texts.slice(texts.indexOf('Verification note')).join('\n');
    expect(note).toContain('Misquoted, John 13:27: “Go, and sin no more”. The cited passage does not exist.');
    expect(note).not.toContain('“the cited passage does not exist”');
  });

  it('shows the words that differ word by word: the quotation’s struck out, the Bible’s underlined', async () => {
    const changed = checked.quotations.map((q, i) =>
      i === 0
        ? {
            ...q,
            reason: 'word' as const,
            found: undefined,
            diff: [
              { op: 'same' as const, quote: 'Go', verse: 'go' },
              { op: 'changed' as const, quote: 'sin', verse: 'pray' },
              { op: 'dropped' as const, verse: 'always' },
              { op: 'same' as const, quote: 'no', verse: 'no' },
              { op: 'same' as const, quote: 'more', verse: 'more' },
            ],
          }
        : q,
    );
    const study = { ...checkedStudy, verification: { ...checked, quotations: changed } };
    const xml = await documentXml('M', 'B', text, undefined, verificationNoteFor(study, t.t));
    const misquote = paragraphs(xml)[3];
    expect(textOf(misquote)).toContain('Word by word: go sin pray always no more');
    expect(runWith(misquote, 'sin')).toMatch(/<w:strike\/>/);
    expect(runWith(misquote, 'pray')).toMatch(/<w:u w:val="single"\/>/);
    expect(runWith(misquote, 'always')).toMatch(/<w:u w:val="single"\/>/);
  });
});

describe('Word export: the study’s language (issue 26)', () => {
  it('marks the document in the study’s language (w:lang), Telugu as a complex script', async () => {
    const stylesOf = async (lang: keyof typeof strings) => {
      const blob = await buildStudyDocx(documentLabels(lang, 'A', 'B', new Date(), tIn(lang)), '# A');
      return strFromU8(unzipSync(new Uint8Array(await blob.arrayBuffer()))['word/styles.xml']);
    };
    expect(await stylesOf('fr')).toMatch(/<w:lang w:val="fr-FR"\/>/);
    expect(await stylesOf('es')).toMatch(/<w:lang w:val="es-ES"\/>/);
    expect(await stylesOf('te')).toMatch(/<w:lang w:val="te-IN" w:bidi="te-IN"\/>/);
  });
});
