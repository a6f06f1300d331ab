import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  E2E_PASSWORD,
  E2E_STORE_PORT,
  expectNoSidewaysScroll,
  publishListViaApi,
  signUpVerified,
  uniqueWord,
} from './helpers';
import { createTranslator } from './messages';

// Products: a family finds essentials in the catalog (typos forgiven), filters them, and adds them to
// a list, from the catalog or from a store's product page.

const RUNS = [
  { label: 'desktop', viewport: { width: 1280, height: 800 }, isPhone: false },
  { label: '390 px', viewport: { width: 390, height: 844 }, isPhone: true },
] as const;

const product = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

for (const run of RUNS) {
  test(`products at ${run.label}: search, a typo, filters, sign in to add, choose a list, open it`, async ({
    openPage,
  }) => {
    test.setTimeout(90_000);
    const page = await openPage({ viewport: run.viewport, hasTouch: run.isPhone });
    // The family has two lists, and is signed out when it starts looking.
    const { email } = await signUpVerified(page, { firstName: 'Ana' });
    const firstList = `Baby things ${uniqueWord()}`;
    const secondList = `For the twins ${uniqueWord()}`;
    await publishListViaApi(page, { title: firstList });
    const secondId = await publishListViaApi(page, { title: secondList });
    await page.context().clearCookies();

    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'Find products', level: 1 })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'What do you need?' });
    await box.fill('diapers size 4');
    // Results follow the typing, and the address follows the results.
    await expect(page).toHaveURL(/\/products\?q=diapers\+size\+4$/);
    await expect(product(page, 'Diapers, size 4')).toBeVisible();
    await expectNoSidewaysScroll(page);

    await box.fill('diapres');
    await expect(page.getByText(/Nothing is called “diapres”, so these are for/)).toBeVisible();
    await expect(product(page, 'Diapers, size 4')).toBeVisible();

    // A category and a price band narrow it; the back button undoes them one at a time.
    await page.getByRole('button', { name: 'Baby Items' }).click();
    await expect(page).toHaveURL(/category=baby-items/);
    await expect(page.getByRole('button', { name: 'Baby Items' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Price').selectOption({ label: '$10 to $25' });
    await expect(page).toHaveURL(/minPrice=10&maxPrice=25/);
    await expect(product(page, 'Diapers, size 4')).toBeVisible();
    await page.getByLabel('Price').selectOption({ label: 'Under $10' });
    await expect(page).toHaveURL(/maxPrice=10/);
    await expect(product(page, 'Diapers, size 4')).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/minPrice=10&maxPrice=25/);
    await expect(product(page, 'Diapers, size 4')).toBeVisible();

    // Signed out: sign in, and come back to the same product.
    await product(page, 'Diapers, size 4')
      .getByRole('link', { name: /Sign in to add to a list/ })
      .click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?.*add=diapers-size-4/);
    const comingBack = page.getByRole('region', { name: 'You were adding this product' });
    await expect(comingBack.getByRole('heading', { name: 'Diapers, size 4' })).toBeVisible();

    // Two lists: choose one.
    await comingBack.getByLabel('How many?').fill('3');
    await comingBack.getByRole('button', { name: /Add to a needs list…/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to which list?' });
    await dialog.getByRole('radio', { name: new RegExp(secondList) }).check();
    await dialog.getByRole('button', { name: 'Add to this list' }).click();
    await expect(dialog).toBeHidden();
    const toast = page.getByRole('status').filter({ hasText: `Added to “${secondList}”` });
    await expect(toast).toBeVisible();
    await page.getByRole('link', { name: 'Open the list' }).click();
    await expect(page).toHaveURL(new RegExp(`/needslist/${secondId}$`));
    await expect(page.getByRole('heading', { name: 'Diapers, size 4', level: 3 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test(`products at ${run.label}: "Add items" fills that list; a store's link is read and checked before saving`, async ({
    openPage,
  }) => {
    test.setTimeout(90_000);
    const page = await openPage({ viewport: run.viewport, hasTouch: run.isPhone });
    await signUpVerified(page, { firstName: 'Lena' });
    const title = `Kitchen after the fire ${uniqueWord()}`;
    const listId = await publishListViaApi(page, { title });
    await publishListViaApi(page, { title: `Another list ${uniqueWord()}` });

    // From the owner's list page: "Add items" adds straight to that list, even with two lists.
    await page.goto(`/needslist/${listId}`);
    await page.getByRole('link', { name: 'Add items' }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?list=${listId}$`));
    await expect(page.getByText(`Adding to ${title}`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'What do you need?' }).fill('can opener');
    const opener = page
      .getByRole('article')
      .filter({ hasText: /can opener/i })
      .first();
    await opener.getByRole('button', { name: /Add to needs list/ }).click();
    await expect(page.getByRole('status').filter({ hasText: `Added to “${title}”` })).toBeVisible();
    // The same product again raises its quantity.
    await opener.getByRole('button', { name: /Add to needs list/ }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” now asks for 2` })).toBeVisible();

    // In the editor: a store's page is read into the new item, which the owner checks before adding it.
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-wishlist/${listId}$`));
    await page.getByText('Priority, price and a link (optional)').click();
    const link = page.getByLabel('Link to the product');
    await link.fill(`http://127.0.0.1:${E2E_STORE_PORT}/p/electric-kettle`);
    await page.getByRole('button', { name: 'Fill in from this link' }).click();
    await expect(
      page.getByText(/Filled in from the store’s page: check the name and the price/),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'The product, as the store shows it' })).toBeVisible();
    const name = page.getByLabel('What do you need?');
    await expect(name).toHaveValue('Electric kettle, 1.7 liters, auto shut-off');
    await expect(page.getByLabel('Price each')).toHaveValue('24.99');
    await expect(page.getByLabel('Store')).toHaveValue('Corner Store');
    await name.fill('Electric kettle');
    await page.getByRole('button', { name: 'Add item', exact: true }).click();
    await expect(page.getByText('1 × Electric kettle', { exact: true })).toBeVisible();

    // A store that keeps robots out: said plainly, the link kept for adding it by hand.
    if (!(await link.isVisible())) await page.getByText('Priority, price and a link (optional)').click();
    await link.fill(`http://127.0.0.1:${E2E_STORE_PORT}/p/robot-check`);
    await page.getByRole('button', { name: 'Fill in from this link' }).click();
    await expect(page.getByText(/does not let Kindlist read its pages/)).toBeVisible();
    await expect(link).toHaveValue(`http://127.0.0.1:${E2E_STORE_PORT}/p/robot-check`);
    await expect(name).toHaveValue('');
    await name.fill('Toaster');
    await page.getByRole('button', { name: 'Add item', exact: true }).click();
    await expect(page.getByText('1 × Toaster', { exact: true })).toBeVisible();

    // A page that could not be read is not a wrong link: the link stays (not marked as wrong), the
    // store is named after the site, and the name is next to type.
    if (!(await link.isVisible())) await page.getByText('Priority, price and a link (optional)').click();
    const gone = `http://127.0.0.1:${E2E_STORE_PORT}/p/sold-out`;
    await link.fill(gone);
    await page.getByRole('button', { name: 'Fill in from this link' }).click();
    await expect(
      page.getByText(/Kindlist cannot read it. The link is kept: add the name and the price by hand/),
    ).toBeVisible();
    await expect(link).toHaveValue(gone);
    await expect(link).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Store')).toHaveValue('127.0.0.1');
    await expect(name).toBeFocused();
    await name.fill('Kettle descaler');
    await page.getByRole('button', { name: 'Add item', exact: true }).click();
    await expect(page.getByText('1 × Kettle descaler', { exact: true })).toBeVisible();
    // The list page shows the kettle with the picture kept by Kindlist, not the store's address.
    await page.goto(`/needslist/${listId}`);
    const picture = page.locator('img[src^="/uploads/item-images/"]');
    await expect(picture).toHaveCount(1);
    await expectNoSidewaysScroll(page);
  });
}

// A Spanish-speaking family on a phone: the catalog speaks Spanish, a search finds a product written with
// or without its accents, and a product takes the language of the list it goes to, not the page's.
test('products in Spanish at 390 px: a search without accents, and each list gets its own language', async ({
  openPage,
}) => {
  test.setTimeout(90_000);
  const t = createTranslator('es');
  const page = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await signUpVerified(page, { firstName: 'Lucía' });
  expect((await page.request.put('/api/language', { data: { language: 'es' } })).status()).toBe(200);
  const spanishList = `Para dormir otra vez ${uniqueWord()}`;
  const englishList = `For the grandparents ${uniqueWord()}`;
  const spanishId = await publishListViaApi(page, { title: spanishList, language: 'es' });
  const englishId = await publishListViaApi(page, { title: englishList, language: 'en' });

  await page.goto('/products');
  await expect(page.getByRole('heading', { name: t('products.page.title'), level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: t('products.search.query') }).fill('colchon inflable');
  const mattress = product(page, 'Colchón inflable, queen, con bomba');
  await expect(mattress).toBeVisible();
  await expect(mattress).toContainText('Una cama inflable queen con bomba integrada');
  await expect(page.getByText('Air mattress, queen, with pump')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('products-es-390.png'), fullPage: false });

  for (const [title, id, itemName] of [
    [spanishList, spanishId, 'Colchón inflable, queen, con bomba'],
    [englishList, englishId, 'Air mattress, queen, with pump'],
  ] as const) {
    await mattress.getByRole('button', { name: new RegExp(t('products.add.toAList')) }).click();
    const dialog = page.getByRole('dialog', { name: t('products.dialog.title') });
    await dialog.getByRole('radio', { name: new RegExp(title) }).check();
    await dialog.getByRole('button', { name: t('products.dialog.add') }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: t('products.toast.added', { title }) }),
    ).toBeVisible();
    // The list shows the item as its family writes it, whatever the page's language.
    const list = await page.request.get(`/api/lists/${id}`);
    expect(
      ((await list.json()) as { items: Array<{ name: string }> }).items.map((item) => item.name),
    ).toContain(itemName);
  }
  await page.goto(`/needslist/${spanishId}`);
  await expect(page.getByRole('heading', { name: spanishList, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('heading', { name: 'Colchón inflable, queen, con bomba', level: 3 }),
  ).toBeVisible();
});

// The browser asks for compressed answers: a large search (longer than the compressor's 8 KiB in one
// pass) must arrive whole the first time, as the server's cache misses it.
test('a search with many results shows them the first time, sent compressed', async ({ page }) => {
  const search = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/products' && url.search === '?q=winter';
  });
  await page.goto('/products?q=winter');
  const answer = await search;
  expect((await answer.allHeaders())['content-encoding']).toMatch(/^(br|gzip)$/);
  expect((await answer.body()).length).toBeGreaterThan(8192);
  await expect(product(page, "Women's winter coat, sizes S–XL")).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toBeHidden();
});
