/**
 * Reading together (issue 46 §2), three browsers on one server: the leader (English) moves through
 * John 1–3 and two members (French, Telugu) follow in their own reader and Bible; a member who
 * reloads comes back into the session; a non-member who guesses the group's address sees its 404.
 * (Two processes behind nginx: the deploy test's; PostgreSQL fan-out: src/server/live/*.test.ts.)
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, confirmedAccount, freshEmail, ownAddress, signInOnScreen } from './accounts';
import { withLanguage } from './helpers';

async function person(browser: Browser, lang: string, onScreen = false) {
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const page = await context.newPage();
  const email = await confirmedAccount(page.request, freshEmail(`live-${lang}`));
  if (onScreen) await signInOnScreen(page, email);
  else
    expect((await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).ok()).toBe(
      true,
    );
  if (lang !== 'en') await withLanguage(page, lang);
  return page;
}

const chapter = (page: Page, n: number) =>
  expect(page).toHaveURL(new RegExp(`/study-guides/book/John/${n}\\?`));

test('members follow the leader through John 1–3, a reload comes back, a non-member gets 404', async ({
  browser,
}) => {
  test.slow(); // four accounts made and confirmed by mail, three browsers
  const leader = await person(browser, 'en', true);
  const made = await leader.request.post('/api/groups', { data: { name: 'John together' } });
  const group = (await made.json()) as { id: string; invite: { code: string } };
  const fr = await person(browser, 'fr');
  const te = await person(browser, 'te');
  for (const member of [fr, te])
    expect((await member.request.post('/api/groups/join', { data: { code: group.invite.code } })).ok()).toBe(
      true,
    );

  await leader.goto(`/groups/${group.id}/live`);
  await leader.getByRole('button', { name: 'Read together' }).click();
  await expect(leader.getByTestId('live-bar')).toContainText('You are leading');
  await leader.goto('/study-guides/book/John/1');
  await expect(leader.getByTestId('live-bar')).toContainText('John 1:1');

  await fr.goto(`/groups/${group.id}/live`);
  await fr.getByRole('button', { name: 'Rejoindre la lecture' }).click();
  await te.goto(`/groups/${group.id}/live`);
  await te.getByRole('button', { name: 'పఠనంలో చేరండి' }).click();
  for (const member of [fr, te]) await chapter(member, 1);
  await expect(fr.getByTestId('live-bar')).toContainText('Vous suivez');

  for (const n of [2, 3]) {
    await leader.goto(`/study-guides/book/John/${n}`);
    for (const member of [fr, te]) await chapter(member, n);
  }
  // a verse chosen by the leader is highlighted in each member's own Bible (kv: the KJV's number)
  await leader.locator('#v16').getByRole('link', { name: 'Verse 16' }).click();
  for (const member of [fr, te]) await expect(member).toHaveURL(/John\/3\?.*kv=16/);

  // a reload comes back into the session, and follows the next move
  await te.reload();
  await expect(te.getByTestId('live-bar')).toBeVisible();
  await leader.goto('/study-guides/book/John/2');
  await chapter(te, 2);

  // step away, and back to the leader
  await fr.getByRole('button', { name: "S'écarter" }).click();
  await fr.goto('/study-guides/book/Ps/23');
  await fr.getByRole('button', { name: 'Revenir à la lecture' }).click();
  await chapter(fr, 2);

  const stranger = await person(browser, 'en');
  expect((await stranger.request.get(`/api/groups/${group.id}/live`)).status()).toBe(404);
  await stranger.goto(`/groups/${group.id}/live`);
  await expect(stranger.getByRole('alert')).toContainText('There is no such group');
});
