/** People of the Bible (issue 25): find a person, see the family, events, places and verses. */
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe, isDesktop, withLanguage } from './helpers';

test('finds namesakes apart, opens a person with family, events in order, a map and verses in the reader', async ({
  page,
}, info) => {
  await page.goto('/research-tools');
  await page.getByRole('link', { name: /People of the Bible/ }).click();
  await expect(page.getByRole('heading', { name: 'People of the Bible', level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill('joseph');
  await page.getByRole('button', { name: 'Find' }).click();
  const results = page.locator('.people-search .matches a');
  await expect(results.first()).toContainText('Joseph, son of Jacob');
  await expect(page.getByRole('link', { name: /Joseph of Arimathea/ })).toBeVisible();
  await page.getByRole('link', { name: /Joseph, husband of Mary/ }).click();

  await expect(page).toHaveURL(/\/research-tools\/people\/joseph_1715$/);
  await expect(page.getByRole('heading', { name: 'Joseph, husband of Mary', level: 1 })).toBeVisible();
  const family = page.locator('.family-diagram');
  await expect(family.getByRole('link', { name: 'Mary, mother of Jesus' })).toBeVisible();
  await expect(family.getByRole('link', { name: 'Jesus Christ' })).toBeVisible();
  // the presentation in the temple comes before the flight to Egypt
  const titles = await page.locator('.timeline .event-title').allTextContents();
  expect(titles.indexOf('Jesus presented in the temple')).toBeLessThan(
    titles.indexOf('Joseph and Mary flee to Egypt'),
  );
  // the map is drawn from the app itself (no tile server): land and a marker per place
  await expect(page.locator('.places-map path.leaflet-interactive')).not.toHaveCount(0);
  await expect(page.locator('.place-list')).toContainText('Egypt');
  await expect(page.getByText(/Theographic Bible Metadata/)).toBeVisible();
  await page.screenshot({
    path: `test-results/screens/person-en-${isDesktop(info) ? '1280' : '390'}.png`,
    fullPage: true,
  });
  await expectNoSeriousAxe(page);

  // a verse opens in the reader, highlighted
  await page.locator('.verse-links').getByRole('link', { name: 'Matthew 1:16' }).click();
  await expect(page).toHaveURL(/\/study-guides\/book\/Matt\/1\?translation=KJV&kv=16/);
  await expect(page.locator('#v16')).toHaveClass(/highlight/);
});

test('in French: names and titles in French, verses opened in the Segond, errors in French', async ({
  page,
}) => {
  await withLanguage(page, 'fr');
  await page.goto('/research-tools/people?q=marie');
  await expect(page.getByRole('link', { name: /Marie de Magdala/ })).toBeVisible();
  await page.getByRole('link', { name: /Marie, mère de Jésus/ }).click();
  await expect(page.getByRole('heading', { name: 'Marie, mère de Jésus', level: 1 })).toBeVisible();
  await expect(page.getByText('Les liens vers les versets ouvrent la Louis Segond 1910.')).toBeVisible();
  await expect(page.locator('.verse-links a').first()).toHaveAttribute('href', /translation=LSG/);
  // the character study is one click away
  await page.getByRole('link', { name: /Étude du personnage/ }).click();
  await expect(page).toHaveURL(/\/character-studies\?character=mary-mother-of-jesus/);
  await expect(page.getByRole('combobox', { name: 'Personnage biblique' })).toHaveValue(
    /Marie, mère de Jésus/,
  );

  // no one has the id: the not-found page, in French (issue 43: it was a 200 with an alert)
  const res = await page.goto('/research-tools/people/personne_0');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personnage introuvable');
});

test('Esther has her husband and the cousin who brought her up, and a life in dated events (issue 42)', async ({
  page,
}, info) => {
  await page.goto('/research-tools/people/esther_1343');
  await expect(page.getByRole('heading', { name: 'Esther', level: 1 })).toBeVisible();
  const family = page.locator('.family-diagram');
  await expect(family.locator('.family-group', { hasText: 'Spouse' })).toContainText('Ahasuerus');
  await expect(family.locator('.family-group', { hasText: 'Cousins' })).toContainText('Mordecai');
  await expect(family.locator('.family-group', { hasText: 'Brought up by' })).toContainText('Mordecai');
  const titles = await page.locator('.timeline .event-title').allTextContents();
  for (const title of [
    'Esther is made queen',
    'Esther goes in unbidden to the king',
    'The Jews prevail; the feast of Purim',
  ])
    expect(titles, title).toContain(title);
  expect(titles.indexOf('Esther is made queen')).toBeLessThan(
    titles.indexOf('Esther goes in unbidden to the king'),
  );
  await expect(page.locator('.place-list')).toHaveText('Susa');
  // one place is named on the map without a hover, in a view wide enough to show a coast
  await expect(page.locator('.places-map .leaflet-tooltip')).toHaveText('Susa');
  await expect(page.locator('.timeline .badge.english')).toHaveCount(0);
  await page.screenshot({
    path: `test-results/screens/person-esther-en-${isDesktop(info) ? '1280' : '390'}.png`,
    fullPage: true,
  });
});

test('in Telugu, event titles are Telugu, and Peter is not on Paul’s journeys', async ({ page }) => {
  await withLanguage(page, 'te');
  await page.goto('/research-tools/people/peter_2745');
  const titles = page.locator('.timeline .event-title');
  await expect(titles.first()).toBeVisible();
  await expect(page.locator('.timeline')).toContainText('యేసే క్రీస్తు అని పేతురు ఒప్పుకుంటాడు');
  await expect(titles.first()).toHaveAttribute('lang', 'te');
  await expect(page.locator('.timeline .badge.english')).toHaveCount(0);
  await expect(page.locator('.place-list')).not.toContainText('Athens');
  await expect(page.locator('.place-list')).not.toContainText('Berea');
});

test('the reader lists the people and places of the chapter, each a link', async ({ page }) => {
  await page.goto('/study-guides/book/John/3');
  await expect(page.locator('#v16')).toBeVisible();
  const panel = page.locator('.chapter-people');
  await panel.getByText('People and places in this chapter').click();
  await expect(panel.getByRole('link', { name: 'Nicodemus' })).toBeVisible();
  await expect(panel).toContainText('Aenon');
  await expect(panel.getByText('Judea')).toHaveCount(1);
  // a verse number highlights that verse in the chapter shown
  await panel.getByRole('link', { name: 'verse 4 (KJV numbering)' }).first().click();
  await expect(page.locator('#v4')).toHaveClass(/highlight/);
  await panel.getByRole('link', { name: 'Nicodemus' }).click();
  await expect(page.getByRole('heading', { name: 'Nicodemus', level: 1 })).toBeVisible();
});
