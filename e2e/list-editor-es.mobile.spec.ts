import type { Page } from '@playwright/test';
import { INTL_LOCALES } from '#shared/i18n/locales';
import { expect, test } from './fixtures';
import { E2E_PASSWORD, findLinkIn, uniqueEmail, uniqueWord, waitForMail } from './helpers';
import { createTranslator } from './messages';

// A Spanish-speaking family editing its list on a 390 px phone (es-MX).

const t = createTranslator('es');
test.use({ locale: INTL_LOCALES.es, extraHTTPHeaders: { 'accept-language': 'es-MX' } });

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
