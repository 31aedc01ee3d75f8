// @vitest-environment jsdom
/**
 * The deuterocanon reader: a chapter in the UI language's Bible with its verse numbers and
 * credit, another Bible said when the language has none with the book, the Bible chosen kept in
 * the address, previous/next across books (and the arrow keys), errors in the reader's language.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeuteroBible, DeuteroChapter } from '../../../shared/api';
import type { UiLanguage } from '../../../shared/books';
import { deuteroBookFromParam } from '../../../shared/deuterocanon';
import { PAGES } from '../../../shared/routes';
import i18n, { prepareLanguage } from '../../i18n';
import { DeuteroReader, useDeuteroBibles } from './DeuteroReader';

beforeAll(async () => {
  await prepareLanguage('en');
  await prepareLanguage('fr');
  await prepareLanguage('te');
});
const WAIT = { timeout: 10_000 };

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const bible = (id: string, language: string, books: [string, string, number[]][]): DeuteroBible => ({
  id,
  name: id === 'WEB' ? 'World English Bible' : 'Bible Augustin Crampon (1923)',
  language,
  licence: 'Public Domain',
  books: books.map(([osis, name, chapters]) => ({ osis, name, chapters })),
});
const bibles = [
  bible('WEB', 'en', [
    ['Tob', 'Tobit', [1, 2]],
    ['Jdt', 'Judith', [1]],
  ]),
  bible('CRAMPON', 'fr', [
    ['Tob', 'Tobie', [1, 2]],
    ['Esth', 'Esther (additions grecques)', [10, 11]],
    ['Dan', 'Daniel (additions grecques)', [3, 13]],
  ]),
];

/** fetch answering the two deuterocanon endpoints; `fail`: the chapter's error id and status. */
function stubApi(fail?: { id: string; status: number }) {
  const fetch = vi.fn(async (raw: string) => {
    const url = new URL(raw, 'http://x');
    if (url.pathname === '/api/deuterocanon') return new Response(JSON.stringify(bibles));
    if (fail)
      return new Response(JSON.stringify({ error: { id: fail.id, message: 'server text' } }), {
        status: fail.status,
      });
    const [, , , book, chapter] = url.pathname.split('/');
    const id = url.searchParams.get('translation')!;
    const answer: DeuteroChapter = {
      book,
      name: book,
      chapter: Number(chapter),
      translation: {
        id,
        name: bibles.find((b) => b.id === id)!.name,
        language: id === 'WEB' ? 'en' : 'fr',
        licence: 'Public Domain',
      },
      verses: [1, 2, 3].map((n) => ({
        verse: n,
        text: `${id} ${book} ${chapter}:${n}`,
        heading: null,
        paragraph: false,
      })),
    };
    return new Response(JSON.stringify(answer));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}
function Page() {
  const { pathname } = useLocation();
  const [, , , osis, chapter] = pathname.split('/');
  const bibles = useDeuteroBibles(i18n.language as UiLanguage);
  return (
    <DeuteroReader
      key={pathname}
      book={deuteroBookFromParam(osis)!}
      chapter={Number(chapter)}
      bibles={bibles}
    />
  );
}
const show = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={PAGES.deuteroChapter} element={<Page />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
const where = () => screen.getByTestId('where').textContent;

describe('DeuteroReader', () => {
  it('reads Tobit 1 in the English Bible, verse by verse, with its credit and the next chapter', async () => {
    stubApi();
    show('/study-guides/deuterocanon/Tob/1');
    expect(await screen.findByText('WEB Tob 1:2', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tobit 1');
    expect(screen.getByRole('link', { name: 'Verse 2' }).getAttribute('href')).toBe('#v2');
    expect(screen.getByText('World English Bible · Public Domain')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('WEB Tob 1:1').closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(screen.queryByRole('link', { name: /Previous chapter/ })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(where()).toBe('/study-guides/deuterocanon/Tob/2'));
    expect(await screen.findByText('WEB Tob 2:1', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Next chapter/ }).textContent).toContain('(Judith 1)');
  });

  it('moves on with the arrow keys before the new chapter’s text arrives (one fetch of the Bibles)', async () => {
    const fetch = stubApi();
    show('/study-guides/deuterocanon/Tob/1');
    expect(await screen.findByText('WEB Tob 1:2', {}, WAIT)).toBeTruthy();
    fetch.mockImplementation(() => new Promise<Response>(() => {})); // Tobit 2's text never comes
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(where()).toBe('/study-guides/deuterocanon/Tob/2'));
    expect(screen.getByText('Loading…')).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(where()).toBe('/study-guides/deuterocanon/Tob/1'));
    const asked = fetch.mock.calls.map(([url]) => new URL(url, 'http://x').pathname);
    expect(asked.filter((p) => p === '/api/deuterocanon')).toHaveLength(1);
  });

  it('reads in French in the Crampon, and another Bible chosen stays in the address', async () => {
    await i18n.changeLanguage('fr');
    stubApi();
    show('/study-guides/deuterocanon/Tob/1');
    expect(await screen.findByText('CRAMPON Tob 1:1', {}, WAIT)).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bible' }), 'WEB');
    await waitFor(() => expect(where()).toBe('/study-guides/deuterocanon/Tob/1?translation=WEB'));
    expect(await screen.findByText('WEB Tob 1:1', {}, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: /Chapitre suivant/ }));
    await waitFor(() => expect(where()).toBe('/study-guides/deuterocanon/Tob/2?translation=WEB'));
  });

  it('says which Bible it falls back to when the language has none with the book', async () => {
    await i18n.changeLanguage('te');
    stubApi();
    show('/study-guides/deuterocanon/Tob/1');
    expect(await screen.findByText('WEB Tob 1:1', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('World English Bible (ఇంగ్లీష్)');
    cleanup();
    await i18n.changeLanguage('en');
    show('/study-guides/deuterocanon/Dan/13');
    expect(await screen.findByText('CRAMPON Dan 13:1', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'No Bible in your language has Daniel (Greek additions) here: it is shown in the Bible Augustin Crampon (1923) (French).',
    );
    expect(screen.getByText('Susanna')).toBeTruthy();
    expect(screen.getByText('CRAMPON Dan 13:1').closest('[lang]')?.getAttribute('lang')).toBe('fr');
    expect(screen.getByRole('link', { name: /Previous chapter/ }).textContent).toContain(
      '(Daniel (additions grecques) 3)',
    );
  });

  it('shows a failure in the reader’s language, with a way to try again', async () => {
    await i18n.changeLanguage('fr');
    stubApi({ id: 'deutero_no_chapter', status: 404 });
    show('/study-guides/deuterocanon/Tob/2');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('Ce livre deutérocanonique n’a pas ce chapitre dans cette Bible.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
