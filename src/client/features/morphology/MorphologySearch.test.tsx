// @vitest-environment jsdom
/**
 * The search by grammatical form: the address is the search (the reader's link opens its results),
 * the totals and the counts by book, a book narrowing the list, a whole code explained as it is
 * typed, errors in the reader's language by their catalogue id, and an empty answer said.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MorphologyResult } from '../../../shared/api';
import i18n, { prepareLanguage } from '../../i18n';
import { MorphologySearch } from './MorphologySearch';

beforeAll(async () => {
  await prepareLanguage('en');
  await prepareLanguage('es');
});
/** The first answer, and the details' code loaded on demand, can take seconds on a busy machine. */
const WAIT = { timeout: 10_000 };

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const bara: MorphologyResult = {
  strongs: 'H1254',
  lemma: 'בָּרָא',
  morph: 'Vq',
  total: 38,
  perBook: [
    { book: 'Gen', count: 9 },
    { book: 'Isa', count: 20 },
  ],
  page: 1,
  pageSize: 20,
  items: [
    {
      osis: 'Gen.1.1',
      text: 'בָּרָא',
      translit: 'bārāʾ',
      morph: 'HVqp3ms',
      original: 'בְּרֵאשִׁית בָּרָא אֱלֹהִים',
    },
  ],
};

/** fetch answering /api/morphology with `answer` (or an error id with its status). */
function stubApi(answer: (url: URL) => MorphologyResult | { id: string; status: number }) {
  const fetch = vi.fn(async (url: string) => {
    const a = answer(new URL(url, 'http://x'));
    return 'id' in a
      ? new Response(JSON.stringify({ error: { id: a.id, message: 'server text' } }), { status: a.status })
      : new Response(JSON.stringify(a));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The address's query, written out where the test reads it (`search()`). */
function Where() {
  return <output data-testid="search">{useLocation().search}</output>;
}
const search = () => screen.getByTestId('search').textContent ?? '';
const show = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <MorphologySearch />
      <Where />
    </MemoryRouter>,
  );

describe('MorphologySearch', () => {
  it('shows the search the address holds: total, counts by book, each occurrence', async () => {
    const fetch = stubApi(() => bara);
    show('/concordance/original-language?strongs=H1254&morph=Vq#morphology');
    expect(await screen.findByRole('heading', { name: '38 occurrences' }, WAIT)).toBeTruthy();
    expect(fetch.mock.calls[0]![0]).toBe('/api/morphology?strongs=H1254&morph=Vq&page=1&pageSize=20');
    expect(screen.getByLabelText("Strong's number or dictionary form")).toHaveProperty('value', 'H1254');
    expect(screen.getByRole('button', { name: 'Genesis 9' }).getAttribute('aria-pressed')).toBe('false');
    const item = within(screen.getByRole('list', { name: 'Occurrences' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Genesis 1:1' }).getAttribute('href')).toBe(
      '/study-guides/book/Gen/1?kv=1',
    );
    // the full code, explained for a pointer's hover and for the keyboard's focus
    const code = within(item).getByText('HVqp3ms').parentElement!;
    expect(code.getAttribute('tabindex')).toBe('0');
    expect(document.getElementById(code.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Hebrew: verb, Qal, perfect, third person masculine singular',
    );
    expect(item.querySelector('mark')!.textContent).toBe('בָּרָא');
    expect(item.querySelector('.morph-verse')!.getAttribute('dir')).toBe('rtl');
  });

  it('narrows to a book, and a new search starts again on every book', async () => {
    const user = userEvent.setup();
    stubApi(() => bara);
    show('/concordance/original-language?strongs=H1254&morph=Vq&page=2');
    await user.click(await screen.findByRole('button', { name: 'Isaiah 20' }, WAIT));
    expect(new URLSearchParams(search()).get('book')).toBe('Isa');
    expect(new URLSearchParams(search()).get('page')).toBeNull();
    const prefix = screen.getByLabelText('Parsing code, or its beginning');
    await user.clear(prefix);
    await user.type(prefix, 'Vqp3ms');
    // a whole code is explained as it is typed
    expect(
      screen.getByText('Vqp3ms = Hebrew: verb, Qal, perfect, third person masculine singular'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(Object.fromEntries(new URLSearchParams(search()))).toEqual({ strongs: 'H1254', morph: 'Vqp3ms' });
  });

  it('searches a dictionary form, and says when nothing is found', async () => {
    const user = userEvent.setup();
    stubApi((url) => ({
      ...bara,
      strongs: 'G25',
      lemma: 'ἀγαπάω',
      total: 0,
      perBook: [],
      items: [],
      morph: url.searchParams.get('morph') ?? '',
    }));
    show('/concordance/original-language');
    await user.type(screen.getByLabelText("Strong's number or dictionary form"), 'ἀγαπάω');
    await user.type(screen.getByLabelText('Parsing code, or its beginning'), 'V-AAS');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(Object.fromEntries(new URLSearchParams(search()))).toEqual({ lemma: 'ἀγαπάω', morph: 'V-AAS' });
    expect(await screen.findByText(/No occurrence of this word in this form/, {}, WAIT)).toBeTruthy();
  });

  it('says what is wrong in the reader’s language, by the error’s id', async () => {
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    stubApi(() => ({ id: 'morphology_prefix_invalid', status: 400 }));
    show('/concordance/original-language?strongs=G25&morph=Vqp');
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
      'Ese análisis no es el comienzo de ningún código de esta lengua.',
    );
    // nothing to search for: said before anything is asked
    await user.clear(screen.getByLabelText('Número de Strong o forma de diccionario'));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getByText(/Indique un número de Strong/)).toBeTruthy());
  });
});
