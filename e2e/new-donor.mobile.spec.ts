import { MAPLE_AVENUE_ADDRESS } from '#shared/test/shipping-addresses';
import { expect, test } from './fixtures';
import {
  E2E_PASSWORD,
  expectNoSidewaysScrollOnPhone,
  findLinkIn,
  publishListViaApi,
  signUpVerified,
  uniqueEmail,
  uniqueWord,
  waitForMail,
} from './helpers';

// A donor who has never used Kindlist, on a 390 px phone, from a link someone shared.

test('a new donor reserves from the item in two taps, then keeps it by opening the mail link', async ({
  page,
  openPage,
}) => {
  test.setTimeout(90_000);
  const family = await openPage();
  await signUpVerified(family, { firstName: 'Rosa' });
  const listId = await publishListViaApi(family, {
    title: `Coats for the twins ${uniqueWord()}`,
    // Words of its own every few words: the copycat check holds a story close to another list's.
    story: `The ${uniqueWord()} twins outgrew ${uniqueWord()} their coats when ${uniqueWord()} the cold came ${uniqueWord()} early, and ${uniqueWord()} the shelter ${uniqueWord()} has none left.`,
    items: [{ name: 'Winter coat', quantity: 2 }],
  });
  const waitingId = await publishListViaApi(family, {
    title: `Kitchen things after the fire ${uniqueWord()}`,
    story: `Our ${uniqueWord()} kitchen burned ${uniqueWord()} down with ${uniqueWord()} the pots ${uniqueWord()} inside, and we ${uniqueWord()} cook on ${uniqueWord()} a camp stove.`,
    items: [{ name: 'Saucepan', quantity: 1 }],
    shippingAddress: null,
  });

  await test.step('a list without a shipping address says why nothing can be reserved', async () => {
    await page.goto(`/needslist/${waitingId}`);
    await expect(
      page.getByText('Not taking reservations yet: the family is still adding where to send gifts.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reserve Saucepan' })).toHaveCount(0);
  });

  const email = uniqueEmail('new-donor');
  const gift = page.getByRole('article', { name: 'Winter coat' });
  await test.step('two taps and three fields: the item is held for them', async () => {
    await page.goto(`/needslist/${listId}`);
    await page.getByRole('button', { name: 'Reserve Winter coat' }).click();
    const step = page.getByRole('region', { name: 'Reserve Winter coat' });
    await expect(step.getByLabel('First name')).toBeFocused();
    await expectNoSidewaysScrollOnPhone(page);
    await step.getByLabel('First name').fill('Nia');
    await step.getByLabel('Email').fill(email);
    await step.getByLabel('Password').fill(E2E_PASSWORD);
    await step.getByRole('button', { name: 'Create account and reserve' }).click();
    await expect(gift).toBeFocused();
    await expect(gift).toBeInViewport();
    await expect(gift.getByText(/^Reserved until .+ · (30|29) minutes left$/)).toBeVisible();
    await expect(gift.getByText(/^Confirm your email address first/)).toBeVisible();
    await expect(gift.getByRole('button', { name: 'Show the shipping address' })).toHaveCount(0);
    await expect(page.getByText('1 of 2 still needed')).toBeVisible();
    await expectNoSidewaysScrollOnPhone(page);
  });

  await test.step('the mail link brings them back to their gift, now held 72 hours', async () => {
    const mail = await waitForMail(email, 'Confirm your email address for Kindlist');
    await page.goto(findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/));
    await expect(page.getByText(/is held for you for 72 hours now/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(gift).toBeFocused();
    await expect(gift).toBeInViewport();
    await expect(gift.getByText(/^Reserved until .+ · 7[12] hours left$/)).toBeVisible();
    await gift.getByRole('button', { name: 'Show the shipping address' }).click();
    await expect(gift.getByText(MAPLE_AVENUE_ADDRESS.line1)).toBeVisible();
    await expectNoSidewaysScrollOnPhone(page);
  });
});
