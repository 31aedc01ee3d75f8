/** The Word export, unzipped: spec §5/§7 formatting checked in the document XML. */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
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
    expect(studyFileName('Mary Magdalene', 'SOAP Method')).toBe('Mary_Magdalene_SOAP_Method_Bible_Study.docx');
    expect(studyFileName('యేసు క్రీస్తు', 'జీవిత  చరిత్ర')).toBe('యేసు_క్రీస్తు_జీవిత_చరిత్ర_Bible_Study.docx');
  });

  it('formats title, date, headings, bullets and paragraphs as the spec says', async () => {
    const date = new Date(2026, 10, 21);
    const xml = await documentXml('Moses', 'Biographical Study', '# Summary\n\nMoses led Israel.\n- How do you lead?\n1. Steps', date);
    const [title, generated, heading, body, bullet, numbered] = paragraphs(xml) as [string, string, string, string, string, string];
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
    for (const p of [title, generated, heading, body, bullet]) expect(p).toContain('w:ascii="Arial Unicode MS"');
    expect(paragraphs(xml)).toHaveLength(6); // the blank line is dropped
  });

  it('keeps Telugu text intact', async () => {
    const xml = await documentXml('మోషే', 'జీవిత చరిత్ర అధ్యయనం', '# చారిత్రక సారాంశం\n- మీరు ఎలా నడిపిస్తారు?');
    expect(xml).toContain('Bible Study: మోషే - జీవిత చరిత్ర అధ్యయనం');
    expect(xml).toContain('చారిత్రక సారాంశం');
    expect(xml).toContain('మీరు ఎలా నడిపిస్తారు?');
  });
});
