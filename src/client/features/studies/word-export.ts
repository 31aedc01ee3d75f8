/**
 * The Word export of spec §5 and §7, built in the browser with `docx` (this module is loaded
 * only when someone downloads, so the library stays out of the page's first load).
 *
 * Title 'Bible Study: {first} - {second}' bold, size 32 (half-points), centred, colour 2E3192;
 * a centred italic 'Generated on: {local date}'; the file `{first}_{second}_Bible_Study.docx`.
 * Those are the spec's words for an English study; a study in another language gets its
 * language's words (locale key `wordExport`) and a long date in that language (`documentLabels`).
 * Then the study text as the page shows it — the
 * blocks of shared/study-text.ts (spec §5's line rules): headings size 24, colour 1F4E79;
 * bullets (`- `, `• `, `* `) indented 400; paragraphs size 22, each line a paragraph of its own;
 * `**bold**` and `*italic*` as bold and italic runs. Font: Arial Unicode MS.
 * With the study's checks (verification-note.ts), the page's marks are written where the page
 * shows them and in its words (study-marks.ts), in brackets and italics: each quotation's status,
 * each reference not in the Bible, each "check: does not name" hint, and a close or misquoted
 * quotation's true text at the end of its block; the verification note closes the document.
 */
import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import { parseStudyText, type Block } from '../../../shared/study-text';
import { isUiLanguage, type UiLanguage } from '../../../shared/books';
import type { WordDiff } from '../../../shared/api';
import { diffShown, markBlock, NO_CHECKS, type FlagWords, type Piece, type T } from './study-marks';
import type { VerificationNote } from './verification-note';

const FONT = 'Arial Unicode MS';
const RED = 'C00000';
const AMBER = '8A6D00';
const QUOTE_COLOURS = {
  exact: '2E7D32',
  close: AMBER,
  misquoted: RED,
  misattributed: RED,
  unattributed: '595959',
  overlong: '595959',
} as const;

type RunStyle = {
  bold?: boolean;
  italics?: boolean;
  color?: string;
  break?: number;
  strike?: boolean;
  underline?: { type?: 'single' | 'dotted' };
};
const run = (text: string, size: number, style: RunStyle = {}) =>
  new TextRun({ text, size, font: FONT, ...style });

/** The words of a quotation against the Bible's, as the page shows them: struck out and underlined. */
function diffRuns(diff: WordDiff[], size: number): TextRun[] {
  return diffShown(diff).flatMap((d) => {
    switch (d.op) {
      case 'gap':
        return [run(' …', size)];
      case 'same':
        return [run(` ${d.verse}`, size)];
      case 'spelling':
        return [run(' ', size), run(d.verse!, size, { underline: { type: 'dotted' } })];
      case 'changed':
        return [
          run(' ', size),
          run(d.quote!, size, { strike: true, color: RED }),
          run(' ', size),
          run(d.verse!, size, { underline: {}, color: QUOTE_COLOURS.exact }),
        ];
      case 'added':
        return [run(' ', size), run(d.quote!, size, { strike: true, color: RED })];
      case 'dropped':
        return [run(' ', size), run(d.verse!, size, { underline: {}, color: QUOTE_COLOURS.exact })];
    }
  });
}

/** A block's pieces as runs, one list per Word paragraph (a paragraph block's lines are apart). */
function blockRuns(
  pieces: Piece[],
  size: number,
  base: RunStyle,
  words?: FlagWords,
  language: UiLanguage = 'en',
): TextRun[][] {
  const paragraphs: TextRun[][] = [[]];
  const add = (r: TextRun) => paragraphs.at(-1)!.push(r);
  const flag = (text: string, color: string) => add(run(` [${text}]`, size, { italics: true, color }));
  const walk = (list: Piece[]) => {
    for (const p of list)
      switch (p.kind) {
        case 'text':
          add(run(p.run.text, size, { ...base, bold: base.bold || p.run.bold, italics: p.run.italic }));
          break;
        case 'break':
          paragraphs.push([]);
          break;
        case 'quote':
          walk(p.children);
          break;
        case 'ref':
          walk(p.children);
          if (words && (!p.ref.valid || !p.ref.osis)) flag(words.invalid(p.ref), RED);
          else if (words && p.hint) flag(words.hint(p.hint), AMBER);
          break;
        case 'quoteMark':
          if (words) flag(words.quote(p.quote, language), QUOTE_COLOURS[p.quote.status]);
          break;
        case 'truth': {
          if (!words) break;
          const q = p.quote;
          if (q.expected) {
            add(run(words.scriptureSays(q, language), size, { bold: true, break: 1 }));
            add(run(` “${q.expected}”`, size));
          }
          if (q.diff && words.differs(q)) {
            add(run(words.diffLabel(), size, { bold: true, break: 1 }));
            diffRuns(q.diff, size).forEach(add);
            add(run(` (${words.diffLegend()})`, size - 2, { italics: true }));
          }
          if (q.found) add(run(words.found(q, language), size, { italics: true, break: 1 }));
        }
      }
  };
  walk(pieces);
  return paragraphs;
}

/** A block as Word paragraphs, laid out as spec §7 says. */
function blockParagraphs(block: Block, language: UiLanguage, note?: VerificationNote): Paragraph[] {
  const pieces = markBlock(block, note?.checks ?? NO_CHECKS);
  if (block.kind === 'heading')
    return blockRuns(pieces, 24, { bold: true, color: '1F4E79' }, note?.words, language).map(
      (children) => new Paragraph({ children, spacing: { before: 240, after: 120 } }),
    );
  if (block.kind === 'bullet')
    return blockRuns(pieces, 22, {}, note?.words, language).map(
      (children) => new Paragraph({ children, bullet: { level: 0 }, indent: { left: 400 } }),
    );
  return blockRuns(pieces, 22, {}, note?.words, language).map(
    (children) => new Paragraph({ children, spacing: { after: 120 } }),
  );
}

/** Word's language tag for a study's language (w:lang: spelling and hyphenation in Word). */
const WORD_LANGUAGES: Record<UiLanguage, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', te: 'te-IN' };

/** The document's own words: its title, the date line and the file's name. */
export interface DocumentLabels {
  /** the study's language: the document's w:lang */
  language: UiLanguage;
  title: string;
  dateLine: string;
  fileName: string;
}

/**
 * The labels of a study's document in the study's language, `t` being that language's strings.
 * English keeps the spec's exact format and 'local date' (the browser's own date format, as the
 * spec's app wrote it); the other languages write the date in full in their own language
 * ("21 de noviembre de 2026"), never a US-style "11/21/2026". Whitespace runs in the file name
 * become underscores.
 */
export function documentLabels(
  language: string,
  first: string,
  second: string,
  date: Date,
  t: T,
): DocumentLabels {
  const shownDate =
    language === 'en'
      ? date.toLocaleDateString()
      : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
  return {
    language: isUiLanguage(language) ? language : 'en',
    title: t('wordExport.title', { first, second }),
    dateLine: t('wordExport.generatedOn', { date: shownDate }),
    fileName: `${first}_${second}_${t('wordExport.fileSuffix')}.docx`.replace(/\s+/g, '_'),
  };
}

export async function buildStudyDocx(
  labels: DocumentLabels,
  text: string,
  note?: VerificationNote,
): Promise<Blob> {
  const children = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [run(labels.title, 32, { bold: true, color: '2E3192' })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [run(labels.dateLine, 22, { italics: true })],
    }),
    ...parseStudyText(text).flatMap((b) => blockParagraphs(b, labels.language, note)),
    ...(note?.lines.length
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
      title: labels.title,
      // Telugu is a complex script: Word reads its language from w:bidi (docx's `bidirectional`)
      styles: {
        default: {
          document: {
            run: {
              language: {
                value: WORD_LANGUAGES[labels.language],
                ...(labels.language === 'te' ? { bidirectional: WORD_LANGUAGES.te } : {}),
              },
            },
          },
        },
      },
      sections: [{ children }],
    }),
  );
}

/** Builds the document and hands it to the browser as a download. */
export async function downloadStudyDocx(labels: DocumentLabels, text: string, note?: VerificationNote) {
  const blob = await buildStudyDocx(labels, text, note);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = labels.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
