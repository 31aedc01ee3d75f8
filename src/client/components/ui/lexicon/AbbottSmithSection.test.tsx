// @vitest-environment jsdom
/** Abbott-Smith in the word study, the reader's word details and the concordance: structure, links, language said. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AbbottSmithEntry } from '../../../../shared/api';
import i18n, { prepareLanguage } from '../../../i18n';
import { abbottSmithRefLink, AbbottSmithSection } from './AbbottSmithSection';

afterEach(cleanup);

const agape: AbbottSmithEntry = {
  id: 28,
  lemma: 'ἀγάπη',
  head: ['† ', { kind: 'grc', text: 'ἀγάπη' }, ', ', { kind: 'grc', text: '-ης, ἡ' }],
  page: 3,
  occurrences: 116,
  intro: ['[in LXX for ', { kind: 'heb', text: 'אַהֲבָה', strongs: 'H160' }, ', Ge 22:16;]'],
  senses: [
    {
      text: [{ kind: 'def', text: 'love' }, ', ', { kind: 'def', text: 'goodwill' }],
      senses: [
        {
          n: '1.',
          text: ['Of men’s love:'],
          senses: [
            {
              n: '(a)',
              text: ['to one another, ', { kind: 'ref', text: 'Jo 13:35', osis: 'John.13.35' }],
              senses: [],
            },
          ],
        },
        { n: '2.', text: ['in LXX, ', { kind: 'ref', text: 'Ps 50:3', osis: 'Ps.50.3' }], senses: [] },
      ],
    },
    {
      text: [{ kind: 'em', text: 'SYN.' }, ': ', { kind: 'grc', text: 'φιλία', strongs: 'G5373' }],
      senses: [],
    },
  ],
};

const show = async (lang: string) => {
  await prepareLanguage(lang as 'en');
  await i18n.changeLanguage(lang);
  return render(
    <MemoryRouter>
      <AbbottSmithSection
        entries={[agape]}
        linkFor={(s) => `/research-tools/${s.startsWith('H') ? 'hebrew' : 'greek'}?strongs=${s}`}
      />
    </MemoryRouter>,
  );
};

describe('AbbottSmithSection', () => {
  it('shows the head as printed, the count and page, glosses, senses, links and the credit', async () => {
    await show('en');
    const section = screen.getByRole('region', {
      name: 'Abbott-Smith, Manual Greek Lexicon of the New Testament',
    });
    const head = within(section).getByRole('heading', { level: 4 });
    expect(head.textContent).toContain('† ἀγάπη, -ης, ἡ');
    expect(head.textContent).toContain('116 times in the New Testament');
    expect(head.textContent).toContain('p. 3');
    expect(within(head).getByText('ἀγάπη').getAttribute('lang')).toBe('grc');
    expect(within(section).getByText('love').tagName).toBe('B');
    const links = within(section)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['אַהֲבָה', '/research-tools/hebrew?strongs=H160'],
      ['Jo 13:35', '/study-guides/book/John/13?highlight=35'],
      ['φιλία', '/research-tools/greek?strongs=G5373'],
    ]);
    // the Septuagint's numbering is not the reader's: an Old Testament reference stays as written
    expect(within(section).getByText('Ps 50:3').closest('a')).toBeNull();
    expect(section.textContent).toContain(
      'G. Abbott-Smith, A Manual Greek Lexicon of the New Testament (1922, public domain)',
    );
    expect(within(section).queryByText('in English')).toBeNull();
  });

  it('says the lexicon’s text is English on a page in another language, and marks it so', async () => {
    for (const [lang, label] of [
      ['es', 'texto en inglés'],
      ['fr', 'texte en anglais'],
      ['te', 'పాఠం ఆంగ్లంలో'],
    ]) {
      await show(lang);
      const section = screen.getByRole('region');
      expect(within(section).getByText(label)).toBeTruthy();
      expect(within(section).getByText('love').closest('[lang]')?.getAttribute('lang')).toBe('en');
      cleanup();
    }
    await i18n.changeLanguage('en');
  });

  it('links New Testament references into the reader, ranges highlighted', () => {
    expect(abbottSmithRefLink('Gal.4.24-Gal.4.25')).toBe('/study-guides/book/Gal/4?highlight=24-25');
    expect(abbottSmithRefLink('Jude.1.12')).toBe('/study-guides/book/Jude/1?highlight=12');
    expect(abbottSmithRefLink('Matt.5')).toBe('/study-guides/book/Matt/5');
    expect(abbottSmithRefLink('Gen.16')).toBeNull();
    expect(abbottSmithRefLink('Sir.3.4')).toBeNull();
  });
});
