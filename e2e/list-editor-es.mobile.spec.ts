import type { Page } from '@playwright/test';
import { INTL_LOCALES } from '#shared/i18n/locales';
import { expect, test } from './fixtures';
import { E2E_PASSWORD, E2E_STORE_PORT, findLinkIn, uniqueEmail, uniqueWord, waitForMail } from './helpers';
import { createTranslator } from './messages';

// A Spanish-speaking family editing its list on a 390 px phone (es-MX).

const t = createTranslator('es');
test.use({ locale: INTL_LOCALES.es, extraHTTPHeaders: { 'accept-language': 'es-MX' } });

const STORY =
  'El incendio de la semana pasada se llevó la ropa de invierno de nuestros tres hijos y casi todo lo de la cocina.';

/** Signs up in Spanish through the API and, unless told not to, confirms the address from the mail. */
async function signUpInSpanish(page: Page, { isVerified = true } = {}): Promise<void> {
  const email = uniqueEmail('familia');
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { firstName: 'Rosa', lastName: 'Ortiz', email, password: E2E_PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  if (!isVerified) {
    const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password: E2E_PASSWORD } });
    expect(signIn.status()).toBe(200);
    return;
  }
  const mail = await waitForMail(email, t('mail.verification.subject'));
  await page.goto(findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/));
  await expect(page).toHaveURL(/\/verify-email\?status=verified$/);
}

type TItemSent = {
  name: string;
  quantity: number;
  priority?: number;
  priceCents?: number;
  productUrl?: string;
  retailer?: string;
};

/** A draft made through the API, with these fields and items; answers its id. */
async function createDraft(page: Page, fields: Record<string, unknown>, items: TItemSent[]): Promise<string> {
  const created = await page.request.post('/api/lists', { data: fields });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const item of items) {
    expect((await page.request.post(`/api/lists/${id}/items`, { data: item })).status()).toBe(201);
  }
  return id;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function readList(page: Page, listId: string) {
  const response = await page.request.get(`/api/lists/${listId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    status: string;
    items: Array<Record<string, unknown> & { name: string }>;
  };
}

test('a text longer than its field takes is kept whole, and says how much to remove', async ({ page }) => {
  await signUpInSpanish(page);
  await page.goto('/create');
  const name = page.getByLabel(t('list-editor.itemForm.name'), { exact: true });
  const pasted =
    'Abrigo de invierno impermeable para niña, talla 8, azul marino, con capucha y forro polar. '.repeat(6);
  await name.fill(pasted);
  await expect(name).toHaveValue(pasted);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const over = pasted.length - 200;
  await expect(page.getByText(t('ui.overLimit', { over, max: 200 }))).toBeVisible();
  // Not added, nothing started on the server: the family shortens it first.
  await page.getByRole('button', { name: t('list-editor.itemForm.add'), exact: true }).click();
  await expect(name).toBeFocused();
  expect(await (await page.request.get('/api/lists/mine')).json()).toEqual([]);
  await name.fill(pasted.slice(0, 90).trim());
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: t('list-editor.itemForm.add'), exact: true }).click();
  await expect(page.getByText(`1 × ${pasted.slice(0, 90).trim()}`)).toBeVisible();

  // The title too: all of it stays in the field, with what to remove, and is not saved until it fits.
  const title = page.getByLabel(t('list-editor.title.label'), { exact: true });
  const longTitle = `Ropa de invierno y zapatos para los tres hijos de la familia Ortiz después del incendio ${uniqueWord()} en Dayton, Ohio`;
  expect(longTitle.length).toBeGreaterThan(100);
  await title.fill(longTitle);
  await expect(title).toHaveValue(longTitle);
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('ui.overLimit', { over: longTitle.length - 100, max: 100 }))).toBeVisible();
  await title.fill(longTitle.slice(0, 60));
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('list-editor.save.saved'))).toBeVisible();
  const [draft] = (await (await page.request.get('/api/lists/mine')).json()) as Array<{ title: string }>;
  expect(draft?.title).toBe(longTitle.slice(0, 60).trim());
});

test('removing an item can be undone, and it goes for good once the moment passes or the page is left', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpInSpanish(page);
  const coat = 'Abrigo de invierno, talla 8';
  const boots = 'Botas de lluvia, talla 2';
  const gloves = 'Guantes de lana';
  const listId = await createDraft(page, { title: `Ropa de invierno ${uniqueWord()}` }, [
    {
      name: coat,
      quantity: 2,
      priority: 5,
      priceCents: 4599,
      productUrl: 'https://www.target.com/p/abrigo',
      retailer: 'Target',
    },
    { name: boots, quantity: 1 },
    { name: gloves, quantity: 3 },
  ]);
  await page.goto(`/edit-wishlist/${listId}`);
  const items = page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: t('list-editor.item.change', { name: boots }) }) });
  await expect(items.getByRole('listitem')).toHaveCount(3);
  const shownBefore = await items.innerText();
  const savedBefore = (await readList(page, listId)).items;

  await page.getByRole('button', { name: t('list-editor.item.remove', { name: coat }), exact: true }).click();
  await expect(items.getByText(t('list-editor.removal.done', { name: coat }))).toBeVisible();
  const undo = page.getByRole('button', { name: t('list-editor.removal.undoLabel', { name: coat }) });
  await expect(undo).toBeFocused();
  // Nothing has left the server yet; undo brings the item back as it was, in its place.
  expect((await readList(page, listId)).items).toEqual(savedBefore);
  await undo.click();
  await expect(
    page.getByRole('status').filter({ hasText: t('list-editor.removal.restored', { name: coat }) }),
  ).toBeVisible();
  await expect.poll(() => items.innerText()).toBe(shownBefore);
  expect((await readList(page, listId)).items).toEqual(savedBefore);

  // Not undone: it leaves the list once the seconds are over.
  await page.getByRole('button', { name: t('list-editor.item.remove', { name: coat }), exact: true }).click();
  await expect
    .poll(async () => (await readList(page, listId)).items.map((item) => item.name), { timeout: 20_000 })
    .toEqual([boots, gloves]);
  await expect(items.getByText(t('list-editor.removal.done', { name: coat }))).toHaveCount(0);

  // Leaving the page while it could still be undone removes it: what the family saw is what is kept.
  await page
    .getByRole('button', { name: t('list-editor.item.remove', { name: gloves }), exact: true })
    .click();
  await expect(items.getByText(t('list-editor.removal.done', { name: gloves }))).toBeVisible();
  await page.goto('/my-needs-lists');
  await expect
    .poll(async () => (await readList(page, listId)).items.map((item) => item.name), { timeout: 10_000 })
    .toEqual([boots]);
});

test('a half-typed shipping address marks each part it still needs', async ({ page }) => {
  await signUpInSpanish(page);
  const listId = await createDraft(page, { title: `Ropa de invierno ${uniqueWord()}`, story: STORY }, [
    { name: 'Abrigo de invierno, talla 8', quantity: 1 },
  ]);
  await page.goto(`/edit-wishlist/${listId}`);
  await page
    .locator('summary')
    .filter({ hasText: t('list-editor.address.title') })
    .click();
  const field = (key: string) => page.getByLabel(t(key), { exact: true });
  await field('list-editor.address.name').fill('Rosa Ortiz');
  await field('list-editor.address.line1').fill('12 Quarry Hollow Rd');
  await page.getByRole('button', { name: t('list-editor.address.save'), exact: true }).click();
  const required = (fieldKey: string) => t('validation.text.required', { field: t(fieldKey) });
  await expect(field('list-editor.address.city')).toBeFocused();
  for (const [label, fieldKey] of [
    ['list-editor.address.city', 'validation.field.city'],
    ['list-editor.address.postalCode', 'validation.field.postalCode'],
  ] as const) {
    await expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(label)).toHaveAccessibleDescription(new RegExp(escapeRegExp(required(fieldKey))));
  }
  for (const label of [
    'list-editor.address.name',
    'list-editor.address.line1',
    'list-editor.address.line2',
    'list-editor.address.region',
    'list-editor.address.country',
  ]) {
    await expect(field(label)).not.toHaveAttribute('aria-invalid', 'true');
  }

  // Each mark goes as its part is typed; a complete address is saved.
  await field('list-editor.address.city').fill('Dayton');
  await expect(field('list-editor.address.city')).not.toHaveAttribute('aria-invalid', 'true');
  await field('list-editor.address.region').fill('OH');
  await field('list-editor.address.postalCode').fill('45402');
  await page.getByRole('button', { name: t('list-editor.address.save'), exact: true }).click();
  await expect(page.getByText(t('list-editor.address.saved'))).toBeVisible();

  // Emptied, then left for another part of the form: marked again, the focus left where it went.
  await field('list-editor.address.city').fill('');
  const story = page.getByLabel(t('list-editor.story.label'), { exact: true });
  await story.focus();
  await expect(field('list-editor.address.city')).toHaveAttribute('aria-invalid', 'true');
  await expect(story).toBeFocused();
});

test('a valid store link is never called wrong, whatever its page says', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpInSpanish(page);
  await page.goto('/create');
  await page.getByText(t('list-editor.itemDetails.summary')).click();
  const link = page.getByLabel(t('list-editor.itemDetails.link'), { exact: true });
  const fill = page.getByRole('button', { name: t('list-editor.itemDetails.fill'), exact: true });
  const status = (key: string) => page.getByRole('status').filter({ hasText: t(key) });

  // Shared from a phone with words around it: the link in it is read, and kept.
  const store = `http://127.0.0.1:${E2E_STORE_PORT}`;
  await link.fill(`Mire este hervidor: ${store}/p/robot-check `);
  await fill.click();
  await expect(status('errors.productPage.blockedRefused')).toBeVisible();
  await expect(link).toHaveValue(`${store}/p/robot-check`);
  await expect(link).not.toHaveAttribute('aria-invalid', 'true');

  // A page that names no product: said as it is, not as a page only a browser can show.
  await link.fill(`${store}/p/no-details`);
  await fill.click();
  await expect(status('errors.productPage.blockedNoDetails')).toBeVisible();
  await expect(link).not.toHaveAttribute('aria-invalid', 'true');

  // Pasted without https:// and with spaces around; a site Kindlist cannot reach is not a wrong link.
  await link.fill('  www.tienda-del-barrio.example/p/abrigo-azul ');
  await fill.click();
  await expect(status('errors.productPage.noPublicWebsite')).toBeVisible();
  await expect(link).toHaveValue('https://www.tienda-del-barrio.example/p/abrigo-azul');
  await expect(link).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Revise el enlace/)).toHaveCount(0);
  await page.getByLabel(t('list-editor.itemForm.name'), { exact: true }).fill('Abrigo azul, talla 8');
  await page.getByRole('button', { name: t('list-editor.itemForm.add'), exact: true }).click();
  await expect(page.getByText('1 × Abrigo azul, talla 8')).toBeVisible();
  const [draft] = (await (await page.request.get('/api/lists/mine')).json()) as Array<{
    items: Array<{ productUrl: string | null }>;
  }>;
  expect(draft?.items[0]?.productUrl).toBe('https://www.tienda-del-barrio.example/p/abrigo-azul');
});

test('Publish can always be pressed, and says what is missing with a way to each', async ({
  page,
  openPage,
}) => {
  await signUpInSpanish(page);
  const listId = await createDraft(page, {}, [{ name: 'Abrigo de invierno, talla 8', quantity: 1 }]);
  await page.goto(`/edit-wishlist/${listId}`);
  const publish = page.getByRole('button', { name: t('list-editor.publish.button'), exact: true });
  await expect(publish).toBeEnabled();
  await publish.click();
  const summary = page.getByText(t('list-editor.publish.asked'));
  await expect(summary).toBeFocused();
  for (const key of ['list-editor.problem.category', 'list-editor.problem.place']) {
    await expect(page.getByRole('button', { name: t(key), exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: t('list-editor.problem.category'), exact: true }).click();
  await expect(page.getByLabel(t('list-editor.category.label'), { exact: true })).toBeFocused();
  expect((await readList(page, listId)).status).toBe('draft');

  // Everything typed but the email not confirmed yet: that is what it says, and nothing is published.
  const unconfirmed = await openPage({
    locale: INTL_LOCALES.es,
    extraHTTPHeaders: { 'accept-language': 'es-MX' },
  });
  await signUpInSpanish(unconfirmed, { isVerified: false });
  const readyId = await createDraft(
    unconfirmed,
    {
      title: `Ropa de invierno ${uniqueWord()}`,
      story: STORY,
      category: 'clothing',
      city: 'Dayton',
      region: 'OH',
    },
    [{ name: 'Abrigo de invierno, talla 8', quantity: 1 }],
  );
  await unconfirmed.goto(`/edit-wishlist/${readyId}`);
  await unconfirmed.getByRole('button', { name: t('list-editor.publish.button'), exact: true }).click();
  await expect(unconfirmed.getByText(t('list-editor.publish.asked'))).toBeFocused();
  const verifyFirst = t('list-editor.publish.verifyEmail').split('<0>')[0] ?? '';
  await expect(unconfirmed.getByRole('listitem').filter({ hasText: verifyFirst })).toBeVisible();
  expect((await readList(unconfirmed, readyId)).status).toBe('draft');
});

test('the tab is named after the list on its page and in its editor', async ({ page }) => {
  await signUpInSpanish(page);
  const title = `Abrigos de invierno para la familia Ortiz ${uniqueWord()}`;
  const listId = await createDraft(page, { title }, [{ name: 'Abrigo de invierno, talla 8', quantity: 1 }]);
  await page.goto(`/needslist/${listId}`);
  await expect(page).toHaveTitle(t('titles.ofPage', { title }));
  await page
    .getByRole('link', { name: t('list-detail.owner.continueEditing') })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/edit-wishlist/${listId}$`));
  await expect(page).toHaveTitle(t('titles.ofPage', { title: t('titles.edit-list-named', { title }) }));
  await page.goto(`/edit-wishlist/${listId}`);
  await expect(page).toHaveTitle(t('titles.ofPage', { title: t('titles.edit-list-named', { title }) }));
});
