/** The Word export, unzipped: spec §5/§7 formatting checked in the document XML. */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Study } from '../../../shared/api';
import { verificationNoteFor } from './verification-note';
import { buildStudyDocx, studyFileName, studyLines } from './word-export';

async function documentXml(first: string, second: string, text: string, date = new Date(2026, 10, 21)) {
  const blob = await buildStudyDocx(first, second, text, date);
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return strFromU8(files['word/document.xml']);
}

/** The paragraphs of the document, each as its XML. */
const paragraphs = (xml: string) => xml.match(/<w:p>[\s\S]*?<\/w:p>|<w:p [\s\S]*?<\/w:p>/g) ?? [];
const textOf = (p: string) => [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');

describe('Word export', () => {
  it('reads lines by the rules of spec §5', () => {
    expect(studyLines('# Title\n\n  \n1. First point\n- a bullet\n• another\nplain text\n## Deep')).toEqual([
      { kind: 'heading', text: 'Title' },
      { kind: 'heading', text: 'First point' },
      { kind: 'bullet', text: 'a bullet' },
      { kind: 'bullet', text: 'another' },
      { kind: 'paragraph', text: 'plain text' },
      { kind: 'heading', text: 'Deep' },
    ]);
  });

  it('names the file from the two labels', () => {
    expect(studyFileName('Mary Magdalene', 'SOAP Method')).toBe(
      'Mary_Magdalene_SOAP_Method_Bible_Study.docx',
    );
    expect(studyFileName('యేసు క్రీస్తు', 'జీవిత  చరిత్ర')).toBe('యేసు_క్రీస్తు_జీవిత_చరిత్ర_Bible_Study.docx');
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

describe('Word export: verification note (issue 15)', () => {
  const text =
    '# Jesus\n- "Go, and sin no more" (John 13:27)\n- "Neither do I condemn thee" (John 8:11)\n- Read John 22:5.';
  const q = (s: string) => text.indexOf(s);
  const study = {
    text,
    driver: 'openai',
    model: 'm',
    cached: false,
    language: 'en',
    translation: 'KJV',
    createdAt: '',
    subject: { kind: 'character', id: 'jesus-christ', name: 'Jesus' },
    method: { id: 1, studyname: 'B', studydescription: '' },
    references: [
      {
        text: 'John 13:27',
        osis: 'John.13.27',
        valid: true,
        start: q('John 13:27'),
        end: q('John 13:27') + 10,
      },
      { text: 'John 8:11', osis: 'John.8.11', valid: true, start: q('John 8:11'), end: q('John 8:11') + 9 },
      { text: 'John 22:5', osis: 'John.22.5', valid: false, start: q('John 22:5'), end: q('John 22:5') + 9 },
    ],
    verification: {
      translations: ['KJV', 'WEB'],
      references: { total: 3, valid: 2, invalid: 1 },
      counts: { exact: 1, close: 0, misquoted: 1, unattributed: 0 },
      hints: [],
      quotations: [
        {
          start: q('"Go'),
          end: q(' (John 13'),
          quote: 'Go, and sin no more',
          osis: 'John.13.27',
          status: 'misquoted',
          translation: 'KJV',
          expected: 'Then said Jesus unto him, That thou doest, do quickly.',
          distance: 5,
        },
        {
          start: q('"Neither'),
          end: q(' (John 8'),
          quote: 'Neither do I condemn thee',
          osis: 'John.8.11',
          status: 'exact',
          translation: 'KJV',
          expected: null,
          distance: 0,
        },
      ],
    },
  } as unknown as Study;
  const t = (key: string, v: Record<string, unknown> = {}) =>
    `${key}${Object.keys(v).length ? JSON.stringify(v) : ''}`;

  it('writes the page’s flags into the text and ends with the note: counts, each misquote with the truth, each invalid reference', async () => {
    const note = verificationNoteFor(study, t)!;
    const blob = await buildStudyDocx('Jesus', 'B', text, new Date(2026, 10, 21), 'en', note);
    const xml = strFromU8(unzipSync(new Uint8Array(await blob.arrayBuffer()))['word/document.xml']);
    const texts = paragraphs(xml).map(textOf);
    expect(texts[3]).toBe('&quot;Go, and sin no more&quot; verify.markMisquoted (John 13:27)');
    expect(texts[4]).toBe('&quot;Neither do I condemn thee&quot; (John 8:11)');
    expect(texts[5]).toBe('Read John 22:5 verify.markInvalid.');
    expect(texts[6]).toBe('verify.noteTitle');
    const rest = texts
      .slice(7)
      .join('\n')
      .replace(/&quot;/g, '"');
    expect(rest).toContain('"misquoted":1');
    expect(rest).toContain(
      'verify.noteMisquote{"reference":"John 13:27","quote":"Go, and sin no more","translation":"KJV","expected":"Then said Jesus unto him, That thou doest, do quickly."}',
    );
    expect(rest).toContain('verify.noteInvalid{"reference":"John 22:5"}');
  });
});
