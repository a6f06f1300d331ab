import { expect, type Page, test } from '@playwright/test';
import {
  E2E_PASSWORD,
  findLinkIn,
  publishListViaApi,
  signUpVerified,
  uniqueEmail,
  uniqueWord,
  waitForMail,
} from './helpers';

// A family on a 390 px phone (issue 9, findings 13 to 18).

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate('document.documentElement.scrollWidth'), page.url()).toBeLessThanOrEqual(390);
}

test('the create form asks what they need first, locks nothing, and fits in three screens', async ({
  page,
}) => {
  await signUpVerified(page, { firstName: 'Noor' });
  await page.goto('/create');
  const itemName = page.getByLabel('What do you need?');
  // On the first screen, without scrolling.
  const itemBox = await itemName.boundingBox();
  expect(itemBox && itemBox.y + itemBox.height).toBeLessThan(844);
  // A first item the server would refuse starts no draft.
  await itemName.fill('Diapers, size 3');
  await page.getByLabel('How many?').fill('0');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('A whole number from 1 to 999')).toBeVisible();
  expect(await (await page.request.get('/api/lists/mine')).json()).toEqual([]);
  // Nothing else typed yet: the first item starts the draft.
  await page.getByLabel('How many?').fill('6');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('6 × Diapers, size 3')).toBeVisible();
  const mine = (await (await page.request.get('/api/lists/mine')).json()) as Array<{ items: unknown[] }>;
  expect(mine[0]?.items).toHaveLength(1);
  // The whole form, from its title to the publish button, with the optional parts folded.
  const [heading, publish] = await Promise.all([
    page.getByRole('heading', { level: 1, name: 'Create a needs list' }).boundingBox(),
    page.getByRole('button', { name: 'Publish my list' }).boundingBox(),
  ]);
  if (!heading || !publish) throw new Error('no boxes');
  const formHeight = publish.y + publish.height - heading.y;
  expect(formHeight).toBeLessThanOrEqual(3 * 844);
  await expectNoSidewaysScroll(page);
});

test('the save status never covers the field being typed in', async ({ page }) => {
  await signUpVerified(page, { firstName: 'Noor' });
  await page.goto('/create');
  const story = page.getByLabel('Your story');
  // The field sits at the very bottom of the screen, where a phone's sticky bar would be.
  await story.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await story.focus();
  await page.keyboard.type('We lost our home in the fire last week and are staying with family.');
  const status = page.getByRole('status').filter({ hasText: 'All changes saved.' });
  await expect(status).toBeVisible();
  const [field, bar] = await Promise.all([story.boundingBox(), status.boundingBox()]);
  if (!field || !bar) throw new Error('no boxes');
  const overlaps = bar.y < field.y + field.height && field.y < bar.y + bar.height;
  expect(overlaps).toBe(false);
  // The field's lower edge is the field itself, not something on top of it.
  const atLowerEdge = await page.evaluate(
    `document.elementFromPoint(${field.x + field.width / 2}, ${Math.min(field.y + field.height - 4, 840)})?.tagName`,
  );
  expect(atLowerEdge).toBe('TEXTAREA');
});

test('signed out, /create leads with a free account, keeps the way back, and continues the list after confirming', async ({
  page,
}) => {
  await page.goto('/create');
  const createAccount = page.getByRole('link', { name: 'Create a free account' });
  const signIn = page.getByRole('link', { name: 'Sign in', exact: true });
  const [big, small] = await Promise.all([createAccount.boundingBox(), signIn.boundingBox()]);
  expect(big?.height).toBeGreaterThanOrEqual(44);
  expect((big?.width ?? 0) > (small?.width ?? 0)).toBe(true);
  await createAccount.click();
  await expect(page).toHaveURL(/\/signup\?returnTo=%2Fcreate$/);
  // Over to sign-in and back: the way to /create is kept both ways.
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcreate$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup\?returnTo=%2Fcreate$/);
  const email = uniqueEmail('family');
  await page.getByLabel('First name').fill('Ayla');
  await page.getByLabel('Last name').fill('Demir');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText(/We sent you a link to confirm your email address/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to sign-in' })).toHaveAttribute(
    'href',
    /returnTo=%2Fcreate/,
  );
  const mail = await waitForMail(email, 'Confirm your email address for Kindlist');
  await page.goto(findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/));
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue your list' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByLabel('What do you need?')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a long unbroken word breaks wherever it is shown, and the page says when the list was posted', async ({
  page,
}) => {
  await signUpVerified(page, { firstName: 'Bartholomewthegreatestofallnamesinthisworldforever' });
  const word = uniqueWord();
  const title = `Help${word}Supercalifragilisticexpialidociousandthensome`;
  const listId = await publishListViaApi(page, {
    title,
    city: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
    region: 'OH',
    story: `Our ${word} story has one long word: Pneumonoultramicroscopicsilicovolcanoconiosisandmore and goes on from there.`,
    items: [{ name: 'Antidisestablishmentarianismwithoutanyspacesatall', quantity: 1 }],
  });
  for (const path of [`/browse?q=${word}`, `/needslist/${listId}`, '/my-needs-lists']) {
    await page.goto(path);
    await expect(page.getByText(title).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  await page.goto(`/needslist/${listId}`);
  await expect(page.getByText(/Posted (just now|1 minute ago)/)).toBeVisible();
  const ownerLink = page.getByRole('link', { name: /Bartholomew/ });
  await ownerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: /Bartholomew/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
