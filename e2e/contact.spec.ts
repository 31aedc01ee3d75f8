/** The contact form really sends: validation, success, failure that keeps the text, rate limit. */
import { expect, test, type Page } from '@playwright/test';
import { withLanguage } from './helpers';

let client = 0;
/**
 * Each test is its own client for the rate limit (the e2e server trusts one proxy hop): an
 * address from the documentation prefix, unique to the worker process (workerIndex is never
 * reused in a run, unlike parallelIndex when a worker is replaced) and to the test in it.
 */
async function asNewClient(page: Page) {
  const address = `2001:db8::${test.info().workerIndex.toString(16)}:${(++client).toString(16)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

async function fill(
  page: Page,
  values: Partial<Record<'Name' | 'Your email' | 'Subject' | 'Message', string>>,
) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

test('shows the configured contact details', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'help@example.org' })).toHaveAttribute(
    'href',
    'mailto:help@example.org',
  );
  await expect(page.getByRole('link', { name: '+1 555 0100' })).toBeVisible();
});

test('sends a message: sending, then success', async ({ page }) => {
  await asNewClient(page);
  await page.goto('/contact');
  await fill(page, {
    Name: 'Lydia',
    'Your email': 'lydia@example.org',
    Subject: 'Thanks',
    Message: 'The reader helps our group a lot.',
  });
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your message has been sent');
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('checks the fields before sending, in the UI language', async ({ page }) => {
  await withLanguage(page, 'fr');
  await page.goto('/contact');
  let posted = false;
  page.on('request', (r) => r.url().endsWith('/api/contact') && (posted = true));
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Veuillez remplir ce champ.')).toHaveCount(4);
  await expect(page.getByLabel('Nom', { exact: true })).toBeFocused();
  await page.getByLabel('Votre e-mail').fill('pas-un-email');
  await expect(page.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
  await page.getByLabel('Message', { exact: true }).fill('court');
  await expect(page.getByText('Écrivez au moins 10 caractères.')).toBeVisible();
  expect(posted).toBe(false);
});

test('when sending fails the error is shown in the UI language and nothing typed is lost', async ({
  page,
}) => {
  await withLanguage(page, 'te');
  await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
  await page.goto('/contact');
  await fill(page, {});
  await page.getByLabel('పేరు').fill('రాము');
  await page.getByLabel('మీ ఈమెయిల్').fill('ramu@example.org');
  await page.getByLabel('విషయం').fill('ప్రశ్న');
  await page.getByLabel('సందేశం', { exact: true }).fill('యోహాను సువార్త అధ్యయనం గురించి ఒక ప్రశ్న.');
  await page.getByRole('button', { name: 'సందేశం పంపండి' }).click();
  await expect(page.getByRole('alert')).toContainText('సర్వర్‌ను చేరుకోలేకపోయాము');
  await expect(page.getByLabel('పేరు')).toHaveValue('రాము');
  await expect(page.getByLabel('సందేశం', { exact: true })).toHaveValue('యోహాను సువార్త అధ్యయనం గురించి ఒక ప్రశ్న.');
});

test('the rate limit is explained, and the message is kept', async ({ page }) => {
  await asNewClient(page);
  await page.goto('/contact');
  const message = {
    Name: 'Silas',
    'Your email': 'silas@example.org',
    Subject: 'Again',
    Message: 'One more message for the team.',
  };
  for (let i = 0; i < 3; i++) {
    await fill(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Send another message' }).click();
  }
  await fill(page, message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText('Too many requests');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message.Message);
});
