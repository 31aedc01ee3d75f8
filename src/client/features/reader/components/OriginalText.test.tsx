// @vitest-environment jsdom
/**
 * The reader's original language: Hebrew right to left and marked as Hebrew, each word's gloss and
 * code under it, a psalm's title and the source's own numbers said, a verse the source lacks
 * named, the credit shown; a word opens its details (parsing explained, links to its word study and
 * to every occurrence of its form), and Escape gives the focus back to the word.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Interlinear, OriginalWord, PassageVerse } from '../../../../shared/api';
import i18n, { prepareLanguage } from '../../../i18n';
import { OriginalText } from './OriginalText';
import type { VerseDecor } from './verse-decor';

beforeAll(async () => {
  await prepareLanguage('en');
  await prepareLanguage('fr');
});
/** The first answer, and the details' code loaded on demand, can take seconds on a busy machine. */
const WAIT = { timeout: 10_000 };

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const word = (
  text: string,
  gloss: string,
  morph: string,
  own: string,
  extra: Partial<OriginalWord> = {},
) => ({
  text,
  translit: `${text}-t`,
  lemma: text,
  strongs: 'H1',
  strongsAug: null,
  morph,
  own,
  morphAlt: null,
  gloss,
  ...extra,
});
const verse = (n: number, extra: Partial<PassageVerse> = {}): PassageVerse => ({
  osis: `Ps.51.${n}`,
  book: 'Ps',
  chapter: 51,
  verse: n,
  text: `English of verse ${n}`,
  heading: null,
  paragraph: false,
  ...extra,
});
const ps51: Interlinear = {
  osis: 'Ps.51.1-Ps.51.2',
  glossLanguage: 'en',
  verses: [
    {
      osis: 'Ps.51.1',
      title: true,
      source: 'Ps.51.1',
      language: 'hebrew',
      words: [word('מִזְמוֹר', 'Psalm', 'HNcmsa', 'Ncmsa', { strongs: 'H4210' })],
    },
    {
      osis: 'Ps.51.1',
      source: 'Ps.51.3',
      language: 'hebrew',
      words: [
        word('חָנֵּנִי', 'mercy', 'HVqv2ms/Sp1cs', 'Vqv2ms/Sp1cs', { strongs: 'H2603' }),
        word('הרבה', 'multiply', 'HVhv2ms', 'Vhv2ms', { variant: 'K' }),
      ],
    },
  ],
  absent: ['Ps.51.2'],
  attribution: ['Hebrew: Westminster Leningrad Codex (public domain)'],
};
const decor: VerseDecor = {
  number: (v) => <span className="verse-num">{v.verse}</span>,
  marker: () => null,
  classes: () => '',
  highlight: null,
};
const tr = {
  translation: 'KJV',
  langOf: () => 'en',
  nameOf: () => 'King James Version',
  showStrongs: false,
};

function show(mode: 'interlinear' | 'column') {
  return render(
    <MemoryRouter>
      <OriginalText
        mode={mode}
        verses={[verse(1, { heading: 'To the chief Musician' }), verse(2)]}
        original={ps51}
        decor={decor}
        tr={tr}
      />
    </MemoryRouter>,
  );
}

describe('OriginalText', () => {
  it('lays the Hebrew out right to left under each verse, with gloss and code under each word', () => {
    const { container } = show('interlinear');
    const lines = container.querySelectorAll('.iw-line');
    expect([...lines].map((l) => l.getAttribute('dir'))).toEqual(['rtl', 'rtl']);
    const mercy = screen.getByRole('button', { name: /חָנֵּנִי/ });
    expect(within(mercy).getByText('חָנֵּנִי')).toHaveProperty('lang', 'he');
    expect(mercy.textContent).toContain('mercy');
    expect(mercy.textContent).toContain('HVqv2ms/Sp1cs');
    // the title before verse 1, which the Hebrew numbers 51:3
    expect(within(lines[0] as HTMLElement).getByText('Title')).toBeTruthy();
    expect(within(lines[1] as HTMLElement).getByText('Hebrew 51:3')).toBeTruthy();
    expect(screen.getByTitle('Ketiv: the form written in the text').textContent).toBe('K');
    expect(screen.getByText('The Hebrew text has no verse 51:2.')).toBeTruthy();
    expect(screen.getByText('Hebrew: Westminster Leningrad Codex (public domain)')).toBeTruthy();
  });

  it('puts the words beside the translation in the column layout', () => {
    const { container } = show('column');
    const row = container.querySelector('#v1')!;
    const column = row.querySelector('.original-text')!;
    expect(column.querySelectorAll('button.ow')).toHaveLength(3);
    expect(row.querySelector('.verse-text')!.textContent).toContain('English of verse 1');
  });

  it('opens a word: parsing explained, its word study, every occurrence of its form; Escape returns', async () => {
    const user = userEvent.setup();
    show('interlinear');
    const mercy = screen.getByRole('button', { name: /חָנֵּנִי/ });
    await user.click(mercy);
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(mercy.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.textContent).toContain(
      'Hebrew: verb, Qal, imperative, second person masculine singular + pronominal suffix, first person common singular',
    );
    expect(within(dialog).getByRole('link', { name: 'Word study' }).getAttribute('href')).toBe(
      '/research-tools/hebrew?strongs=H2603',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Every occurrence of this form' }).getAttribute('href'),
    ).toBe('/concordance/original-language?strongs=H2603&morph=Vqv2ms%2FSp1cs#morphology');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(mercy);
  });

  it('says the glosses are English to a French reader, and explains the parsing in French', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    show('interlinear');
    expect(screen.getByText('Les gloses sous les mots hébreux et grecs sont en anglais.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /מִזְמוֹר/ }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Glose (en anglais)')).toBeTruthy();
    expect(dialog.textContent).toMatch(/hébreu/i);
  });

  it('marks, for a Spanish reader, a gloss the Reina-Valera lacks as English', async () => {
    await prepareLanguage('es');
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    const spanish: Interlinear = {
      ...ps51,
      glossLanguage: 'es',
      verses: [
        {
          ...ps51.verses[1]!,
          words: [
            word('חָנֵּנִי', 'ten piedad', 'HVqv2ms/Sp1cs', 'Vqv2ms/Sp1cs'),
            word('אֱלֹהִים', 'God', 'HNcmpa', 'Ncmpa', { glossLanguage: 'en' }),
          ],
        },
      ],
    };
    render(
      <MemoryRouter>
        <OriginalText mode="interlinear" verses={[verse(1)]} original={spanish} decor={decor} tr={tr} />
      </MemoryRouter>,
    );
    // not that all glosses are English; that the marked ones are (issue 43 §2)
    expect(screen.queryByText(/glosas bajo las palabras .* están en inglés/)).toBeNull();
    expect(screen.getByText(/glosas marcadas «ing\.» están en inglés/)).toBeTruthy();
    expect(screen.getByText('ten piedad').getAttribute('lang')).toBe('es');
    expect(screen.getByText('God').getAttribute('lang')).toBe('en');
    await user.click(screen.getByRole('button', { name: /אֱלֹהִים/ }));
    expect(within(await screen.findByRole('dialog', {}, WAIT)).getByText('Glosa (en inglés)')).toBeTruthy();
  });
});
