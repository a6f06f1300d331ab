import type { Locator, Page } from '@playwright/test';
import { INTL_LOCALES, type TLocale } from '#shared/i18n/locales';
import { expect, test } from './fixtures';
import { E2E_PASSWORD, findLinkIn, uniqueEmail, uniqueWord, waitForMail } from './helpers';
import { createTranslator, type TE2eTranslate } from './messages';

// One family and one donor, start to finish, in each language: the family signs up in the page,
// confirms the address from the mail, makes and publishes a list; the donor reserves an item and says
// it was bought; the family confirms it arrived and thanks the donor. The English run uses the keyboard
// only (Tab, typing, Enter, arrows).
const JOURNEYS = [
  { locale: 'en', isKeyboardOnly: true },
  { locale: 'es', isKeyboardOnly: false },
] as const satisfies readonly { locale: TLocale; isKeyboardOnly: boolean }[];

/** Presses Tab, then Shift+Tab, until `target` has the focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 120; presses += 1) {
      if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
      await page.keyboard.press(key);
    }
  }
  throw new Error('Tab never reached the element');
}

/** What a person does, by mouse or by keyboard alone. */
function createHands(page: Page, isKeyboardOnly: boolean) {
  return {
    async type(field: Locator, text: string) {
      if (!isKeyboardOnly) return field.fill(text);
      await tabTo(page, field);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(text);
    },
    async press(control: Locator) {
      if (!isKeyboardOnly) return control.click();
      await tabTo(page, control);
      await page.keyboard.press('Enter');
    },
    async choose(select: Locator, label: string) {
      if (!isKeyboardOnly) {
        await select.selectOption({ label });
        return;
      }
      await tabTo(page, select);
      for (let presses = 0; presses < 40; presses += 1) {
        const chosen = await select.locator('option:checked').textContent();
        if (chosen === label) return;
        await page.keyboard.press('ArrowDown');
      }
      throw new Error(`No option "${label}"`);
    },
  };
}

async function confirmAddress(page: Page, email: string, t: TE2eTranslate): Promise<void> {
  const mail = await waitForMail(email, t('mail.verification.subject'));
  await page.goto(findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/));
  await expect(page).toHaveURL(/\/verify-email\?status=verified$/);
}

for (const journey of JOURNEYS) {
  const { locale, isKeyboardOnly } = journey;
  test(`a family publishes a list, a donor gives, and the family confirms and thanks, in ${locale}${isKeyboardOnly ? ', keyboard only' : ''}`, async ({
    openPage,
  }) => {
    test.setTimeout(180_000);
    const t = createTranslator(locale);
    const language = {
      locale: INTL_LOCALES[locale],
      extraHTTPHeaders: { 'accept-language': INTL_LOCALES[locale] },
    };
    const family = await openPage(language);
    const hands = createHands(family, isKeyboardOnly);
    const word = uniqueWord();
    const title = `${locale === 'es' ? 'Ropa de invierno para dos niños' : 'Winter clothes for two kids'} ${word}`;
    const item = locale === 'es' ? 'Abrigo de invierno, talla 8' : 'Winter coat, size 8';
    const familyEmail = uniqueEmail('family');

    await test.step('the family signs up in the page and confirms the address from the mail', async () => {
      await family.goto('/signup');
      await expect(family.locator('html')).toHaveAttribute('lang', locale);
      await expect(family).toHaveTitle(t('titles.ofPage', { title: t('titles.signup') }));
      await hands.type(family.getByLabel(t('auth.field.firstName'), { exact: true }), 'Rosa');
      await hands.type(family.getByLabel(t('auth.field.email'), { exact: true }), familyEmail);
      await hands.type(family.getByLabel(t('auth.field.password'), { exact: true }), E2E_PASSWORD);
      await hands.press(family.getByRole('button', { name: t('auth.signUpForm.submit'), exact: true }));
      // Said on the page and in an on-screen message.
      await expect(family.getByText(t('auth.signUp.linkSent', { email: familyEmail })).first()).toBeVisible();
      await confirmAddress(family, familyEmail, t);
    });

    const listId = await test.step('the family makes the list and publishes it', async () => {
      await family.goto('/create');
      await expect(family.getByRole('heading', { level: 1, name: t('titles.create') })).toBeVisible();
      await hands.type(family.getByLabel(t('list-editor.title.label'), { exact: true }), title);
      await hands.choose(
        family.getByLabel(t('list-editor.category.label'), { exact: true }),
        t('routes.topic.clothing'),
      );
      await hands.type(
        family.getByLabel(t('list-editor.story.label'), { exact: true }),
        `${uniqueWord()} ${uniqueWord()}: our apartment on ${uniqueWord()} Street burned down on Tuesday night. We got out safely with ${uniqueWord()} and the kids, staying at ${uniqueWord()} shelter, but lost their ${word} winter clothes.`,
      );
      await hands.type(family.getByLabel(t('list-editor.place.city'), { exact: true }), 'Dayton');
      await hands.type(family.getByLabel(t('list-editor.place.region'), { exact: true }), 'OH');
      await hands.type(family.getByLabel(t('list-editor.itemForm.name'), { exact: true }), item);
      await hands.type(family.getByLabel(t('list-editor.itemForm.quantity'), { exact: true }), '1');
      await hands.press(family.getByRole('button', { name: t('list-editor.itemForm.add'), exact: true }));
      await expect(family.getByText(`1 × ${item}`)).toBeVisible();
      await hands.press(family.locator('summary').filter({ hasText: t('list-editor.address.title') }));
      await hands.type(family.getByLabel(t('list-editor.address.name'), { exact: true }), 'Rosa Martinez');
      await hands.type(
        family.getByLabel(t('list-editor.address.line1'), { exact: true }),
        '12 Quarry Hollow Rd',
      );
      await hands.press(family.getByRole('button', { name: t('list-editor.address.usePlace'), exact: true }));
      await hands.type(family.getByLabel(t('list-editor.address.postalCode'), { exact: true }), '45402');
      await expect(family.getByText(t('list-editor.save.saved'))).toBeVisible();
      await hands.press(family.getByRole('button', { name: t('list-editor.publish.button'), exact: true }));
      await expect(family).toHaveURL(/\/needslist\/[A-Za-z0-9]{16}$/);
      await expect(family.getByRole('heading', { level: 1, name: title })).toBeVisible();
      return family.url().split('/').pop() ?? '';
    });

    await test.step('a donor reserves the item and tells the family it was bought', async () => {
      const donor = await openPage(language);
      const donorHands = createHands(donor, isKeyboardOnly);
      const donorEmail = uniqueEmail('donor');
      const signUp = await donor.request.post('/api/auth/sign-up', {
        data: { firstName: 'Sam', lastName: 'Okafor', email: donorEmail, password: E2E_PASSWORD },
      });
      expect(signUp.status()).toBe(201);
      await confirmAddress(donor, donorEmail, t);
      await donor.goto(`/needslist/${listId}`);
      await expect(donor.locator('html')).toHaveAttribute('lang', locale);
      await donorHands.press(
        donor.getByRole('button', { name: t('pledges.reserve.itemLabel', { name: item }) }),
      );
      const yourGifts = donor.getByRole('region', { name: t('pledges.donorPanel.title') });
      const reserveIt = donor.getByRole('button', { name: t('pledges.reserve.submitIt'), exact: true });
      await expect(yourGifts.or(reserveIt).first()).toBeVisible();
      if (await reserveIt.isVisible()) await donorHands.press(reserveIt);
      await expect(yourGifts.getByText(t('pledges.status.reserved'))).toBeVisible();
      await donorHands.press(
        yourGifts.getByRole('button', { name: t('pledges.steps.boughtThis'), exact: true }),
      );
      const form = donor.getByRole('form', { name: t('pledges.purchase.formLabel', { name: item }) });
      await donorHands.type(form.getByLabel(t('pledges.purchase.store'), { exact: true }), 'Target');
      await donorHands.press(form.getByRole('button', { name: t('pledges.purchase.tell'), exact: true }));
      await expect(yourGifts.getByText(t('pledges.status.bought'))).toBeVisible();
    });

    await test.step('the family confirms the gift arrived and thanks the donor', async () => {
      const note = locale === 'es' ? `Gracias, Sam. ${word}` : `Thank you, Sam. ${word}`;
      await family.goto(`/needslist/${listId}#gifts`);
      const gifts = family.getByRole('region', { name: t('family-gifts.title') });
      const confirm = gifts.getByRole('button', {
        name: t('family-gifts.actions.confirmReceived'),
        exact: true,
      });
      await hands.press(confirm);
      // Sent once the few seconds to undo it are over.
      await expect(family.getByText(t('list-detail.fulfilled.title'))).toBeVisible({ timeout: 20_000 });
      const received = gifts.getByRole('region', {
        name: new RegExp(`^${t('family-gifts.group.received.title')}`),
      });
      await hands.press(
        received.getByRole('button', { name: t('family-gifts.actions.sendThanks'), exact: true }),
      );
      const thanks = family.getByLabel(t('family-gifts.thanks.label'), { exact: true });
      await expect(thanks).toBeFocused();
      await hands.type(thanks, note);
      await hands.press(family.getByRole('button', { name: t('family-gifts.thanks.send'), exact: true }));
      await expect(received.getByText(note, { exact: false })).toBeVisible();
    });
  });
}

test('a Spanish address of a page with filters in it asks the API for the filters only', async ({ page }) => {
  const t = createTranslator('es');
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) refused.push(response.url());
  });
  await page.goto('/browse?lang=es&sort=newest');
  await expect(page.getByRole('heading', { level: 1, name: t('titles.browse') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(refused).toEqual([]);
});
