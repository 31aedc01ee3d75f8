/**
 * Study groups in the app's pages (issue 46 §1), three browsers at once: the owner makes a group
 * and shares a kept study; a member joins by code (typed as people type it) and opens the study;
 * a non-member who guesses the group's address sees the not-found page; the owner removes the
 * member and the member's next load is the not-found page, with no restart. Then the join link
 * in French, signed out: sign in, come back, joined.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import fr from '../src/client/i18n/locales/fr.json' with { type: 'json' };
import { PASSWORD, confirmedAccount, freshEmail, ownAddress, signInOnScreen } from './accounts';
import { generateCharacterStudy, withLanguage } from './helpers';

test.beforeEach(({ browserName: _browser }, info) =>
  test.skip(
    info.project.name !== 'desktop',
    'the screens are checked on phones by screenshots; the flow once',
  ),
);
// three browsers, three sign-ups with their mails, a generated study: several page loads each
test.describe.configure({ timeout: 150_000 });

/** A browser of its own, signed in on the account screen with a new confirmed account. */
async function person(browser: Browser, tag: string) {
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const page = await context.newPage();
  const email = await confirmedAccount(context.request, freshEmail(tag));
  await signInOnScreen(page, email);
  return { context, page, email };
}

const notFound = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

test('a study shared in a group opens for its members only; a removed member loses it at once', async ({
  browser,
}) => {
  const owner = await person(browser, 'owner');
  const member = await person(browser, 'member');
  const stranger = await person(browser, 'stranger');
  try {
    // the owner keeps a study: generated, then opened from the library
    await generateCharacterStudy(owner.page, 'Ruth');
    const studyLink = await owner.page
      .getByRole('group', { name: 'Link to this study' })
      .getByRole('link')
      .textContent();
    await owner.page.goto(new URL(studyLink!).pathname);
    await owner.page.getByRole('link', { name: 'Open my library' }).click();
    await expect(owner.page).toHaveURL(/\/library\/studies\//);
    const libraryStudy = owner.page.url();

    // makes a group: its first invite's code is shown
    await owner.page.goto('/groups');
    await expect(owner.page.getByText('You are in no group yet.')).toBeVisible();
    await owner.page.getByLabel('Group name').fill('Thursday group');
    await owner.page.getByRole('button', { name: 'Make the group' }).click();
    await expect(owner.page.getByRole('heading', { level: 1, name: 'Thursday group' })).toBeVisible();
    const code = (await owner.page.locator('.invite-code').textContent())!;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const groupPath = new URL(owner.page.url()).pathname;

    // shares the study with it
    await owner.page.goto(libraryStudy);
    await owner.page.getByRole('button', { name: 'Share with a group' }).click();
    await owner.page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(
      owner.page.getByRole('status').filter({ hasText: 'Shared with Thursday group.' }),
    ).toBeVisible();

    // the member joins by code, typed in lower case with a space, and opens the study
    await member.page.goto('/groups');
    const join = member.page.getByRole('region', { name: 'Join a group' });
    await join.getByLabel('Invite code').fill(` ${code.toLowerCase().replace('-', ' ')} `);
    await join.getByLabel('The name you go by in the group (optional)').fill('Martha');
    await join.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(member.page.getByRole('heading', { level: 1, name: 'Thursday group' })).toBeVisible();
    await expect(member.page).toHaveURL(new RegExp(`${groupPath}$`));
    await member.page
      .getByRole('region', { name: 'Shared studies' })
      .getByRole('link', { name: /Ruth/ })
      .click();
    await expect(member.page.getByRole('heading', { level: 1, name: 'Group study' })).toBeVisible();
    await expect(member.page.getByRole('heading', { name: 'Ruth - Biographical Study' })).toBeVisible();
    const memberStudy = member.page.url();

    // a non-member who guesses the address sees the not-found page, the group's and the study's
    await stranger.page.goto(groupPath);
    await notFound(stranger.page);
    await stranger.page.goto(new URL(memberStudy).pathname);
    await notFound(stranger.page);

    // the owner removes the member (asked twice); the member's next load is not found
    await owner.page.goto(groupPath);
    const members = owner.page.getByRole('region', { name: /^Members/ });
    await expect(members.getByText('Martha')).toBeVisible();
    await members
      .getByRole('listitem')
      .filter({ hasText: 'Martha' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await owner.page
      .getByRole('group', { name: /Remove Martha from the group/ })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(members.getByText('Martha')).toHaveCount(0);
    await expect(owner.page.getByRole('region', { name: 'Who did what' })).toContainText('removed Martha');
    await member.page.reload();
    await notFound(member.page);
    await member.page.goto(groupPath);
    await notFound(member.page);
  } finally {
    await Promise.all([owner.context.close(), member.context.close(), stranger.context.close()]);
  }
});

test('in French, a join link signed out leads to sign-in and back, and joins', async ({ browser, page }) => {
  // the owner, through the API: an account, a group and its code
  const ownerContext = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const ownerEmail = await confirmedAccount(ownerContext.request, freshEmail('owner-fr'));
  const signIn = await ownerContext.request.post('/api/auth/sign-in', {
    data: { email: ownerEmail, password: PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const made = await ownerContext.request.post('/api/groups', {
    data: { name: 'Groupe du jeudi', memberName: 'Paul' },
  });
  expect(made.status()).toBe(201);
  const { invite } = (await made.json()) as { invite: { code: string } };
  await ownerContext.close();

  await withLanguage(page, 'fr');
  const email = await confirmedAccount(page.request, freshEmail('membre'));
  await page.goto('/groups');
  await expect(page.getByRole('heading', { name: fr.groups.signInTitle })).toBeVisible();
  await page.goto(`/groups/join/${invite.code.toLowerCase()}`);
  await expect(page.getByText(/Vous êtes invité dans un groupe d'étude/)).toBeVisible();
  await page.getByRole('link', { name: fr.groups.signIn }).click();
  await page.getByLabel(fr.account.email).fill(email);
  await page.getByLabel(fr.account.password).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: fr.account.submit['sign-in'] }).click();
  // back on the join link, joined: the group, in French, with who did what in French dates
  await expect(page.getByRole('heading', { level: 1, name: 'Groupe du jeudi' })).toBeVisible();
  await expect(page.getByText(fr.groups.youAre.member)).toBeVisible();
  const events = page.getByRole('region', { name: fr.groups.events.title });
  await expect(events).toContainText('Paul a créé le groupe');
  await expect(events.getByRole('listitem').first()).toContainText('a rejoint le groupe');
  await expect(page.getByRole('region', { name: /^Membres/ })).toContainText('Paul');
  await expect(page.getByRole('region', { name: fr.groups.studies.title })).toContainText(
    fr.groups.studies.none.slice(0, 20),
  );
});
