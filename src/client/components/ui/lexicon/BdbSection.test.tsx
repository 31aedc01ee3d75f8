// @vitest-environment jsdom
/** Brown-Driver-Briggs in the word study: structure, Hebrew marked as such, long entries folded and never cut silently. */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BdbEntry, LexSense } from '../../../../shared/api';
import { prepareLanguage } from '../../../i18n';
import { foldSenses } from './fold';
import { BdbSection } from './BdbSection';

beforeAll(async () => {
  await prepareLanguage('en');
});
afterEach(cleanup);

const bara: BdbEntry = {
  id: 'b.cw.aa',
  language: 'hebrew',
  headword: 'בָּרָא',
  homonym: 'I',
  pos: 'vb',
  page: 135,
  intro: [
    '53 ',
    { kind: 'pos', text: 'vb' },
    '. ',
    { kind: 'def', text: 'shape' },
    ', v. ',
    { kind: 'heb', text: 'ברא', strongs: 'H1255' },
  ],
  senses: [
    { stem: 'Qal', text: [{ kind: 'asp', text: 'Pf' }, '.—', { kind: 'def', text: 'create' }], senses: [] },
    {
      stem: 'Niphal',
      stemAbbr: 'Niph',
      text: ['Pass.'],
      senses: [
        {
          n: '1',
          text: [{ kind: 'def', text: 'be created' }, ' ', { kind: 'ref', text: 'Gn 2:4', osis: 'Gen.2.4' }],
          senses: [],
        },
      ],
    },
  ],
};

/** An entry of `n` senses of 300 characters each. */
const long = (n: number): BdbEntry => ({
  ...bara,
  id: 'long',
  homonym: null,
  intro: [],
  senses: Array.from({ length: n }, (_, i): LexSense => ({
    n: String(i + 1),
    text: [`sense ${i + 1} `.padEnd(300, 'x')],
    senses: [],
  })),
});

const show = (entries: BdbEntry[]) =>
  render(
    <MemoryRouter>
      <BdbSection entries={entries} linkFor={(s) => `/research-tools/hebrew?strongs=${s}`} />
    </MemoryRouter>,
  );

describe('BdbSection', () => {
  it('shows the headword in Hebrew, the stems as sub-heads, the senses and the credit', () => {
    show([bara]);
    const section = screen.getByRole('region', { name: 'Brown-Driver-Briggs' });
    const head = within(section).getByRole('heading', { level: 4 });
    expect(head.textContent).toContain('I');
    const word = within(head).getByText('בָּרָא');
    expect([word.getAttribute('lang'), word.getAttribute('dir')]).toEqual(['he', 'rtl']);
    expect(
      within(section)
        .getAllByRole('heading', { level: 5 })
        .map((h) => h.textContent?.trim()),
    ).toEqual(['Qal', 'Niphal']);
    expect(within(section).getByText('be created').tagName).toBe('B');
    expect(within(section).getByText('Gn 2:4').tagName).toBe('CITE'); // BDB's numbering: not a reader link
    expect(within(section).getByRole('link').getAttribute('href')).toBe(
      '/research-tools/hebrew?strongs=H1255',
    );
    expect(within(section).getByText('p. 135')).toBeTruthy();
    expect(section.textContent).toContain(
      'Brown-Driver-Briggs, from the Open Scriptures Hebrew Lexicon (CC BY 4.0)',
    );
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('shows nothing for a word without entries (Greek)', () => {
    const { container } = show([]);
    expect(container.textContent).toBe('');
  });

  it('folds a long entry behind "Show all", which says how much it hides and works from the keyboard', async () => {
    show([long(12)]);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Show all (10 more senses)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // whole senses while they fit in 700 characters: the third does not
    expect(screen.getByText(/^sense 2 /)).toBeTruthy();
    expect(screen.queryByText(/^sense 3 /)).toBeNull();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Show less');
    expect(screen.getByText(/^sense 12 /)).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-controls')!)?.textContent).toContain('sense 12');
    await user.keyboard(' ');
    expect(screen.queryByText(/^sense 12 /)).toBeNull();
  });
});

describe('foldSenses', () => {
  it('leaves an entry of moderate length whole', () => {
    expect(foldSenses(long(5))).toBeNull(); // 1,500 characters
  });

  it('keeps whole senses, at any depth, while they fit, and counts every sense it hides', () => {
    const nested = long(5);
    nested.senses[0].senses = long(4).senses.map((s) => ({ ...s, text: ['short'] }));
    const folded = foldSenses(nested)!;
    expect(folded.senses.map((s) => [s.n, s.senses.map((c) => c.n)])).toEqual([
      ['1', ['1', '2', '3', '4']],
      ['2', []],
    ]);
    expect(folded.hidden).toBe(3);
  });

  it('always shows the first sense, however long, and stops at the first that does not fit', () => {
    const e = long(3);
    e.senses[0].text = ['x'.repeat(2000)];
    const folded = foldSenses(e)!;
    expect(folded.senses.map((s) => s.n)).toEqual(['1']);
    expect(folded.hidden).toBe(2);
  });
});
