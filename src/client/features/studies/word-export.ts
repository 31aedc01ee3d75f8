/**
 * The Word export of spec §5 and §7, built in the browser with `docx` (this module is loaded
 * only when someone downloads, so the library stays out of the page's first load).
 *
 * Title 'Bible Study: {first} - {second}' bold, size 32 (half-points), centred, colour 2E3192;
 * a centred italic 'Generated on: {local date}'; then the study text line by line: blank lines
 * dropped, `#` and `1.` lines are headings (prefix stripped; size 24, colour 1F4E79), `-`/`•`
 * lines are bullets (indented 400), the rest paragraphs (size 22). Font: Arial Unicode MS.
 * With a verification note (issue 15), the page's flags are written into the text where they
 * stand and the note closes the document: a heading, then one paragraph a line.
 */
import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import { withMarks, type VerificationNote } from './verification-note';

const FONT = 'Arial Unicode MS';

export type StudyLine = { kind: 'heading' | 'bullet' | 'paragraph'; text: string };

/** The line rules of spec §5. */
export function studyLines(text: string): StudyLine[] {
  const out: StudyLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) out.push({ kind: 'heading', text: line.replace(/^#+\s*/, '') });
    else if (/^\d+\.\s*/.test(line)) out.push({ kind: 'heading', text: line.replace(/^\d+\.\s*/, '') });
    else if (/^[-•]/.test(line)) out.push({ kind: 'bullet', text: line.replace(/^[-•]\s*/, '') });
    else out.push({ kind: 'paragraph', text: line });
  }
  return out;
}

/** `{first}_{second}_Bible_Study.docx`, whitespace runs as underscores. */
export const studyFileName = (first: string, second: string) =>
  `${first}_${second}_Bible_Study.docx`.replace(/\s+/g, '_');

export async function buildStudyDocx(
  first: string,
  second: string,
  text: string,
  date = new Date(),
  locale?: string,
  note?: VerificationNote,
): Promise<Blob> {
  const run = (t: string, size: number, extra: { bold?: boolean; italics?: boolean; color?: string } = {}) =>
    new TextRun({ text: t, size, font: FONT, ...extra });
  const children = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [run(`Bible Study: ${first} - ${second}`, 32, { bold: true, color: '2E3192' })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [run(`Generated on: ${date.toLocaleDateString(locale)}`, 22, { italics: true })],
    }),
    ...studyLines(note ? withMarks(text, note.marks) : text).map((l) => {
      if (l.kind === 'heading')
        return new Paragraph({
          children: [run(l.text, 24, { bold: true, color: '1F4E79' })],
          spacing: { before: 240, after: 120 },
        });
      if (l.kind === 'bullet')
        return new Paragraph({ children: [run(l.text, 22)], bullet: { level: 0 }, indent: { left: 400 } });
      return new Paragraph({ children: [run(l.text, 22)], spacing: { after: 120 } });
    }),
    ...(note
      ? [
          new Paragraph({
            children: [run(note.title, 24, { bold: true, color: '1F4E79' })],
            spacing: { before: 360, after: 120 },
          }),
          ...note.lines.map((line) => new Paragraph({ children: [run(line, 20)], spacing: { after: 80 } })),
        ]
      : []),
  ];
  return Packer.toBlob(
    new Document({
      creator: 'Bible Study',
      title: `Bible Study: ${first} - ${second}`,
      sections: [{ children }],
    }),
  );
}

/** Builds the document and hands it to the browser as a download. */
export async function downloadStudyDocx(
  first: string,
  second: string,
  text: string,
  locale?: string,
  note?: VerificationNote,
) {
  const blob = await buildStudyDocx(first, second, text, new Date(), locale, note);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = studyFileName(first, second);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
