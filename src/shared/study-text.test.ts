/** The study text format (study-text.ts): the line rules of spec §5 and the inline stars. */
import { describe, expect, it } from 'vitest';
import { parseStudyText, plainText, type Block, type Run } from './study-text';

/** Blocks as [kind, text] pairs (headings with their level), markup shown as in the tests' names. */
const shape = (text: string) =>
  parseStudyText(text).map((b: Block) => [b.kind === 'heading' ? `h${b.level}` : b.kind, plainText(b)]);
/** One line's runs as text with the styles written back: **bold**, _italic_. */
const styled = (line: string) =>
  parseStudyText(line)[0]
    .lines[0].runs.map((r: Run) =>
      r.bold ? `**${r.italic ? `_${r.text}_` : r.text}**` : r.italic ? `_${r.text}_` : r.text,
    )
    .join('');

describe('study text: lines', () => {
  it('reads headings, numbered headings, the three bullets and paragraphs (spec §5)', () => {
    expect(
      shape(
        '# Title\n\n  \n1. First point\n- a bullet\n• another\n* a third\nplain text\n## Deep\n####### Deeper',
      ),
    ).toEqual([
      ['h1', 'Title'],
      ['h1', 'First point'],
      ['bullet', 'a bullet'],
      ['bullet', 'another'],
      ['bullet', 'a third'],
      ['paragraph', 'plain text'],
      ['h2', 'Deep'],
      ['h6', 'Deeper'],
    ]);
  });

  it('tells a `* ` bullet from bold or italic at the start of a line', () => {
    expect(shape('* item\n**Bold** start\n*Italic* start\n*\tTabbed item')).toEqual([
      ['bullet', 'item'],
      ['paragraph', 'Bold start\nItalic start'],
      ['bullet', 'Tabbed item'],
    ]);
    expect(styled('**Bold** start')).toBe('**Bold** start');
    expect(styled('* **Bold** item')).toBe('**Bold** item');
  });

  it('keeps a lone `*` as text and drops lines with nothing to show', () => {
    expect(shape('*\n#\n- \n•\n**\n---\n* * *\n___\n12.')).toEqual([['paragraph', '*']]);
  });

  it('reads a hyphen without a space as a bullet and a number with a period as a heading (spec §5)', () => {
    expect(shape('-tight\n•tight\n2.Steps')).toEqual([
      ['bullet', 'tight'],
      ['bullet', 'tight'],
      ['h1', 'Steps'],
    ]);
  });

  it('joins consecutive paragraph lines, and only those', () => {
    expect(shape('one\ntwo\n\nthree\n- four\nfive')).toEqual([
      ['paragraph', 'one\ntwo'],
      ['paragraph', 'three'],
      ['bullet', 'four'],
      ['paragraph', 'five'],
    ]);
  });

  it('reads CRLF and indented lines, with offsets into the original text', () => {
    const text = '# Head\r\n\r\n  - item **b**\r\nlast\r\n';
    const blocks = parseStudyText(text);
    expect(blocks.map((b) => plainText(b))).toEqual(['Head', 'item b', 'last']);
    for (const b of blocks)
      for (const l of b.lines) for (const r of l.runs) expect(text.slice(r.start, r.end)).toBe(r.text);
    expect(blocks[1]).toMatchObject({ start: text.indexOf('item'), end: text.indexOf('**\r\nlast') });
  });

  it('reads what the composer writes', () => {
    const text = [
      '# About the Biographical Study',
      'Study a life.',
      '',
      '# Key passages (King James Version)',
      '- Exodus 3:1-6: “Now Moses kept the flock …”',
      '',
      'This study was composed from the app’s own Bible data and study templates, not written by AI.',
    ].join('\n');
    expect(shape(text)).toEqual([
      ['h1', 'About the Biographical Study'],
      ['paragraph', 'Study a life.'],
      ['h1', 'Key passages (King James Version)'],
      ['bullet', 'Exodus 3:1-6: “Now Moses kept the flock …”'],
      [
        'paragraph',
        'This study was composed from the app’s own Bible data and study templates, not written by AI.',
      ],
    ]);
  });
});

describe('study text: bold and italic', () => {
  it('reads **bold**, *italic* and ***both***, hiding the stars', () => {
    expect(styled('a **b** c *d* e ***f*** g')).toBe('a **b** c _d_ e **_f_** g');
    expect(styled('**Note:**after')).toBe('**Note:**after');
    expect(parseStudyText('**a *b* c**')[0].lines[0].runs).toMatchObject([
      { text: 'a ', bold: true },
      { text: 'b', bold: true, italic: true },
      { text: ' c', bold: true },
    ]);
  });

  it('drops an unclosed ** and keeps a single unpaired *', () => {
    expect(styled('an **unclosed bold')).toBe('an unclosed bold');
    expect(styled('5 * 3 = 15, see note*')).toBe('5 * 3 = 15, see note*');
    expect(styled('**open ** close')).toBe('open  close');
    expect(styled('keep * this and **that')).toBe('keep * this and that');
  });

  it('pairs stars within a line only', () => {
    expect(shape('**one\ntwo**')).toEqual([['paragraph', 'one\ntwo']]);
    const [p] = parseStudyText('**one\ntwo**');
    expect(p.lines.flatMap((l) => l.runs).some((r) => r.bold)).toBe(false);
  });

  it('gives each run its place in the text', () => {
    const text = '- See **John 3:16** now';
    const runs = parseStudyText(text)[0].lines[0].runs;
    expect(runs).toEqual([
      { text: 'See ', start: 2, end: 6 },
      { text: 'John 3:16', start: 8, end: 17, bold: true },
      { text: ' now', start: 19, end: 23 },
    ]);
  });
});
