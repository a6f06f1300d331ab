import type { Page } from '@playwright/test';
import { INTL_LOCALES } from '#shared/i18n/locales';
import { expect, test } from './fixtures';
import { E2E_PASSWORD, publishListViaApi, uniqueWord } from './helpers';
import { createTranslator } from './messages';
import { openPhoneIn, signUpVerifiedIn } from './phone-language';

// What a Spanish-speaking family and donor read on a 390 px phone (es-MX), where the words used to
// be wrong: a heading, a count, a toast, the word typed to delete an account, a gift's news.

const t = createTranslator('es');

async function readItemId(page: Page, listId: string): Promise<string> {
  const list = (await (await page.request.get(`/api/lists/${listId}`)).json()) as {
    items: Array<{ id: string }>;
  };
  return list.items[0]?.id ?? '';
}

test('a family reads a confirmed address, agreeing counts and its list named, and deletes with ELIMINAR', async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const page = await openPhoneIn(openPage, 'es');
  await signUpVerifiedIn(page, 'es');

  await test.step('the confirmation page says the address is confirmed', async () => {
    await expect(page).toHaveURL(/\/verify-email\?status=verified$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.verify.titleConfirmed'));
  });

  await test.step('one blanket still needed of one: “Falta 1 de 1”', async () => {
    const listId = await publishListViaApi(page, {
      title: `Cobijas para el invierno ${uniqueWord()}`,
      items: [{ name: 'Cobija', quantity: 1 }],
    });
    await page.goto(`/needslist/${listId}`);
    await expect(page.getByText('Falta 1 de 1', { exact: false }).first()).toBeVisible();
  });

  await test.step('a product added to the list names it: its draft, then its title in quotes', async () => {
    const created = await page.request.post('/api/lists', { data: {} });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/products?list=${id}`);
    const addTo = (index: number) =>
      page
        .getByRole('article')
        .nth(index)
        .getByRole('button', { name: new RegExp(`^${t('products.add.toTheList')}`) });
    await addTo(0).click();
    await expect(page.getByText(t('products.toast.addedToDraft'), { exact: true })).toBeVisible();
    const title = `Ropa para los niños ${uniqueWord()}`;
    const { version } = (await (await page.request.get(`/api/lists/${id}`)).json()) as { version: number };
    expect((await page.request.patch(`/api/lists/${id}`, { data: { title, version } })).status()).toBe(200);
    await page.reload();
    await addTo(1).click();
    await expect(page.getByText(`Se agregó a “${title}”`, { exact: true })).toBeVisible();
  });

  await test.step('the account is deleted by typing ELIMINAR', async () => {
    await page.goto('/settings');
    const submit = page.getByRole('button', { name: t('account.delete.submit'), exact: true });
    await submit.click();
    const word = page.getByLabel('Escriba ELIMINAR para confirmar', { exact: true });
    await word.fill('DELETE ME');
    await page.getByLabel(t('account.delete.password'), { exact: true }).fill(E2E_PASSWORD);
    await submit.click();
    await expect(page.getByText('Escriba ELIMINAR para confirmar', { exact: true }).last()).toBeVisible();
    await word.fill('ELIMINAR');
    await submit.click();
    await expect(page).toHaveURL(/\/data-deletion\?code=[A-Z2-9]{16}&deleted=1$/);
  });
});

test('a donor whose gift arrived reads that it did, with the day, not that the family will confirm it', async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const family = await openPhoneIn(openPage, 'es');
  await signUpVerifiedIn(family, 'es');
  const listId = await publishListViaApi(family, {
    title: `Útiles para la escuela ${uniqueWord()}`,
    // Words of its own every few words: the copycat check holds a story close to another list's.
    story: `La ${uniqueWord()} escuela empezó ${uniqueWord()} y las mochilas ${uniqueWord()} se quemaron ${uniqueWord()} en el incendio ${uniqueWord()} de la casa.`,
    items: [{ name: 'Mochila', quantity: 1 }],
  });
  const donor = await openPhoneIn(openPage, 'es');
  await signUpVerifiedIn(donor, 'es', 'Sam');
  const reserved = await donor.request.post(
    `/api/lists/${listId}/items/${await readItemId(donor, listId)}/pledges`,
    {
      data: { quantity: 1 },
    },
  );
  expect(reserved.status()).toBe(201);
  const { id: pledgeId } = (await reserved.json()) as { id: string };
  const purchase = await donor.request.post(`/api/pledges/${pledgeId}/purchase`, {
    data: { retailer: 'Target' },
  });
  expect(purchase.status()).toBe(200);

  const gifts = donor.getByRole('region', { name: t('pledges.donorPanel.title') });
  await donor.goto(`/needslist/${listId}`);
  await expect(gifts.getByText(t('pledges.donorPanel.introGiven'))).toBeVisible();

  expect((await family.request.post(`/api/pledges/${pledgeId}/receive`)).status()).toBe(200);
  const mine = (await (await donor.request.get('/api/pledges')).json()) as {
    pledges: Array<{ id: string; receivedAt: string }>;
  };
  const receivedAt = new Date(mine.pledges.find((pledge) => pledge.id === pledgeId)?.receivedAt ?? '');
  const day = new Intl.DateTimeFormat(INTL_LOCALES.es, { month: 'long', day: 'numeric', year: 'numeric' });
  await donor.reload();
  await expect(
    gifts.getByText(t('pledges.donorPanel.introArrived', { count: 1, date: day.format(receivedAt) })),
  ).toBeVisible();
  await expect(gifts.getByText(t('pledges.donorPanel.introGiven'))).toHaveCount(0);
});
