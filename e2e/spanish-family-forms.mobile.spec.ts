import type { Page } from '@playwright/test';
import { expect, type TOpenPage, test } from './fixtures';
import { E2E_PASSWORD, findLinkIn, publishListViaApi, uniqueEmail, uniqueWord, waitForMail } from './helpers';
import { createTranslator } from './messages';

// A Spanish-speaking family on a 390 px phone (es-MX), where they met a phone number taken as a ZIP
// code, an emoji title counted as 8, a double tap adding two, and 25/12/2026 becoming 02/05/122026.

const t = createTranslator('es');
const SHOTS = process.env.E2E_SHOTS_DIR;

/** A phone in Mexican Spanish, with a family signed up and confirmed. */
async function openSpanishFamily(openPage: TOpenPage): Promise<Page> {
  test.setTimeout(90_000);
  const page = await openPage({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'es-MX',
    extraHTTPHeaders: { 'accept-language': 'es-MX' },
  });
  const email = uniqueEmail('familia');
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { firstName: 'Lucía', lastName: 'Ramírez', email, password: E2E_PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const mail = await waitForMail(email, t('mail.verification.subject'));
  await page.goto(findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/));
  await expect(page).toHaveURL(/\/verify-email\?status=verified$/);
  return page;
}

async function readList(page: Page, listId: string) {
  return (await (await page.request.get(`/api/lists/${listId}`)).json()) as {
    neededBy: string | null;
    postalCode: string;
    shippingAddress: { postalCode: string } | null;
    items: Array<{ name: string; quantity: number; productId: string | null }>;
  };
}

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test('a phone number is not taken as a ZIP code, and the field shows an example', async ({ openPage }) => {
  const page = await openSpanishFamily(openPage);
  const listId = await publishListViaApi(page, { title: `Ropa para los niños ${uniqueWord()}` });
  await page.goto(`/edit-wishlist/${listId}`);
  const zip = page.getByLabel(t('list-editor.place.postalCode'), { exact: true });
  await zip.scrollIntoViewIfNeeded();
  await expect(
    page.getByText(t('list-editor.postalCode.example', { example: '90210' })).first(),
  ).toBeVisible();

  await page
    .locator('summary')
    .filter({ hasText: t('list-editor.address.title') })
    .click();
  const addressZip = page.getByLabel(t('list-editor.address.postalCode'), { exact: true });
  await addressZip.fill('(714) 555-0123');
  await addressZip.press('Tab');
  const expected = t('validation.postalCode.zip', { example: '90210' });
  await expect(page.getByText(expected)).toBeVisible();
  await expect(addressZip).toHaveAttribute('aria-invalid', 'true');
  // The save status says a field needs a change, in words (no API field names).
  await expect(page.getByText(t('list-editor.save.refused'))).toBeVisible();
  await expect(page.getByText(/shippingAddress/)).toHaveCount(0);
  await addressZip.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shoot(page, 'postal-code-error');
  // What donors see stays what was saved before.
  expect((await readList(page, listId)).shippingAddress?.postalCode).toBe('45402');

  // Nine digits are a ZIP+4.
  await addressZip.fill('928011234');
  await addressZip.press('Tab');
  await expect(addressZip).toHaveValue('92801-1234');
  await expect(page.getByText(expected)).toHaveCount(0);
  await expect(page.getByText(t('list-editor.save.saved'))).toBeVisible();
  await expect
    .poll(async () => (await readList(page, listId)).shippingAddress?.postalCode)
    .toBe('92801-1234');
});

test('a title of emoji alone is counted as people see it and is not published', async ({ openPage }) => {
  const page = await openSpanishFamily(openPage);
  await page.goto('/create');
  const title = page.getByLabel(t('list-editor.title.label'), { exact: true });
  await title.fill('🔥🏠💔🙏');
  await expect(page.getByText(t('ui.charCount', { length: 4, max: 100 }))).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('list-editor.problem.title', { min: 5, max: 100 }) }),
  ).toBeVisible();
  await title.fill('🔥🏠💔🙏🙏');
  await expect(page.getByText(t('ui.charCount', { length: 5, max: 100 }))).toBeVisible();
  const words = page.getByRole('button', { name: t('list-editor.problem.titleWords', { letters: 3 }) });
  await expect(words).toBeVisible();
  await title.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shoot(page, 'title-counter');
  await title.fill('Ayuda después del incendio 🔥🏠');
  await expect(words).toHaveCount(0);
});

test('a double tap on "Agregar a la lista" adds one', async ({ openPage }) => {
  const page = await openSpanishFamily(openPage);
  const listTitle = `Cosas para el bebé ${uniqueWord()}`;
  const listId = await publishListViaApi(page, { title: listTitle });
  await page.goto('/products?q=diapers');
  const card = page.getByRole('article').first();
  const add = card.getByRole('button', { name: new RegExp(`^${t('products.add.toTheList')}`) });
  await add.dblclick();
  await expect(
    page.getByRole('status').filter({ hasText: t('products.toast.added', { title: listTitle }) }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const items = (await readList(page, listId)).items.filter((item) => item.productId !== null);
  expect(items.map((item) => item.quantity)).toEqual([1]);
  // A later tap is another add.
  await add.tap();
  await expect
    .poll(async () => (await readList(page, listId)).items.find((item) => item.productId !== null)?.quantity)
    .toBe(2);
});

test('25/12/2026 typed in "Para cuándo lo necesita" is saved as 25 de diciembre de 2026', async ({
  openPage,
}) => {
  const page = await openSpanishFamily(openPage);
  const listId = await publishListViaApi(page, { title: `Útiles escolares ${uniqueWord()}` });
  await page.goto(`/edit-wishlist/${listId}`);
  await page
    .locator('summary')
    .filter({ hasText: t('list-editor.when.title') })
    .click();
  const date = page.getByLabel(t('list-editor.when.neededBy'), { exact: true });
  await expect(page.getByText(t('ui.date.hint', { example: '25/12/2026' }))).toBeVisible();
  await date.pressSequentially('25/12/2026');
  await expect(page.getByText(t('ui.date.readAs', { date: '25 de diciembre de 2026' }))).toBeVisible();
  await date.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shoot(page, 'needed-by-date');
  await date.press('Tab');
  await expect(page.getByText(t('list-editor.save.saved'))).toBeVisible();
  await expect.poll(async () => (await readList(page, listId)).neededBy).toBe('2026-12-25');

  // A day that does not exist is said, and the saved date stays.
  await date.fill('31/02/2027');
  await date.press('Tab');
  await expect(page.getByText(t('ui.date.noSuchDay'))).toBeVisible();
  await shoot(page, 'needed-by-date-error');
  expect((await readList(page, listId)).neededBy).toBe('2026-12-25');
  // Other ways of writing it give the same day, written back the usual way.
  await date.fill('2026-12-25');
  await date.press('Tab');
  await expect(date).toHaveValue('25/12/2026');

  await page.reload();
  await page
    .locator('summary')
    .filter({ hasText: t('list-editor.when.title') })
    .click();
  await expect(page.getByLabel(t('list-editor.when.neededBy'), { exact: true })).toHaveValue('25/12/2026');
  await page.goto(`/needslist/${listId}`);
  await expect(page.getByText(t('list-detail.neededBy', { date: '25 de diciembre de 2026' }))).toBeVisible();
});
