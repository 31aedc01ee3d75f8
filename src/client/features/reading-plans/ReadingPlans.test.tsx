// @vitest-environment jsdom
/**
 * The reading plans screen: the list, a plan started on a date, today's chapters opening the reader
 * in the user's Bible, a day marked read and the completion said, days behind caught up, a restart
 * asked first, and an unknown plan's error in the user's language.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingPlan, ReadingPlanSummary } from '../../../shared/api';
import { ERROR_MESSAGES } from '../../../shared/errors';
import i18n, { prepareLanguage } from '../../i18n';
import { addDays, planSlot, today } from '../../lib/library/plans';
import { ReadingPlans } from './ReadingPlans';

const WAIT = { timeout: 10_000 };
beforeAll(async () => {
  await prepareLanguage('en');
  await prepareLanguage('es');
});
// the slot keeps what it read: set through it, not behind its back
beforeEach(() => planSlot.set([]));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const plan: ReadingPlan = {
  id: 'nt-90',
  name: 'The New Testament in 90 days',
  description: 'The 260 chapters from Matthew to Revelation.',
  days: [
    { day: 1, readings: ['Matt.1-Matt.3'] },
    { day: 2, readings: ['Matt.4'] },
    { day: 3, readings: ['Matt.5', 'Mark.1'] },
    { day: 4, readings: ['Mark.2'] },
  ],
};
const list: ReadingPlanSummary[] = [
  {
    id: 'bible-year',
    name: 'The whole Bible in a year',
    description: 'All of it.',
    days: 365,
    chapters: 1189,
  },
  { id: 'nt-90', name: plan.name, description: plan.description, days: 4, chapters: 7 },
];

function stubApi() {
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/translations')
      return new Response(
        JSON.stringify([
          { id: 'KJV', language: 'en' },
          { id: 'RV1909', language: 'es' },
        ]),
      );
    if (path === '/api/reading-plans') return new Response(JSON.stringify(list));
    if (path === '/api/reading-plans/nt-90') return new Response(JSON.stringify(plan));
    return new Response(JSON.stringify({ error: { id: 'reading_plan_not_found', message: 'x' } }), {
      status: 404,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const show = (selected: string | null) =>
  render(
    <MemoryRouter>
      <ReadingPlans selected={selected} />
    </MemoryRouter>,
  );

describe('ReadingPlans', () => {
  it('lists the plans with their days and chapters, in the language asked', async () => {
    const fetch = stubApi();
    show(null);
    const card = (await screen.findByRole(
      'link',
      { name: /The whole Bible in a year/ },
      WAIT,
    )) as HTMLAnchorElement;
    expect(card.getAttribute('href')).toBe('/study-guides/reading-plans?plan=bible-year');
    expect(within(card).getByText('365 days')).toBeTruthy();
    expect(within(card).getByText('1,189 chapters')).toBeTruthy();
    expect(fetch.mock.calls.map((c) => c[0])).toContain('/api/reading-plans?lang=en');
  });

  it('starts a plan, opens the day’s chapters in the user’s Bible, marks the day read', async () => {
    stubApi();
    const user = userEvent.setup();
    show('nt-90');
    await user.click(await screen.findByRole('button', { name: 'Start this plan' }, WAIT));
    expect(await screen.findByText('0 of 4 days, 0%')).toBeTruthy();
    const todayBox = screen.getByRole('region', { name: 'Today: day 1' });
    const links = within(todayBox).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Matthew 1', '/study-guides/book/Matt/1?translation=KJV'],
      ['Matthew 2', '/study-guides/book/Matt/2?translation=KJV'],
      ['Matthew 3', '/study-guides/book/Matt/3?translation=KJV'],
    ]);
    await user.click(within(todayBox).getByRole('checkbox', { name: 'Day 1 read' }));
    expect(await screen.findByText('1 of 4 days, 25%')).toBeTruthy();
    // today's is done: the next day is offered
    expect(screen.getByRole('region', { name: 'Next: day 2' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('library.plans')!).data[0]).toMatchObject({
      id: 'nt-90',
      start: today(),
      read: [1],
    });
  });

  it('says how many days behind, catches up, and asks before restarting', async () => {
    stubApi();
    planSlot.set([
      { id: 'nt-90', start: addDays(today(), -2), read: [1], updatedAt: '2026-01-01T00:00:00Z' },
    ]);
    const user = userEvent.setup();
    show('nt-90');
    expect(await screen.findByText('You are 1 day behind.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Today: day 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Catch up' }));
    expect(await screen.findByText('You are on schedule.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Today: day 2' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(screen.getByRole('button', { name: 'Yes, start again' }));
    expect(await screen.findByText('0 of 4 days, 0%')).toBeTruthy();
  });

  it('says in the user’s language that a plan does not exist', async () => {
    stubApi();
    await i18n.changeLanguage('es');
    show('bible-in-a-day');
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
      ERROR_MESSAGES.reading_plan_not_found.es,
    );
  });
});
