import { expect, test } from './fixtures';
import {
  E2E_PASSWORD,
  findLinkIn,
  publishListViaApi,
  signUpVerified,
  uniqueEmail,
  uniqueWord,
  waitForMail,
} from './helpers';

// A new donor holds an item in their usual browser, then their phone's mail app opens the link in a
// browser of its own. The first tab stays signed in and, without a reload, shows the reservation.

test('confirming the email in another browser keeps the first signed in, and its hold becomes a 72-hour reservation there', async ({
  page,
  openPage,
}) => {
  test.setTimeout(120_000);
  const family = await openPage();
  await signUpVerified(family, { firstName: 'Rosa' });
  const listId = await publishListViaApi(family, {
    title: `Blankets for the shelter ${uniqueWord()}`,
    story: `The ${uniqueWord()} flood reached ${uniqueWord()} our bedrooms and ${uniqueWord()} soaked every ${uniqueWord()} blanket we ${uniqueWord()} had, and ${uniqueWord()} nights are cold.`,
    items: [{ name: 'Wool blanket', quantity: 1 }],
  });

  const email = uniqueEmail('two-browsers');
  const gift = page.getByRole('article', { name: 'Wool blanket' });
  await test.step('the first browser signs up from the item and holds it', async () => {
    await page.goto(`/needslist/${listId}`);
    await page.getByRole('button', { name: 'Reserve Wool blanket' }).click();
    const step = page.getByRole('region', { name: 'Reserve Wool blanket' });
    await step.getByLabel('First name').fill('Nia');
    await step.getByLabel('Email').fill(email);
    await step.getByLabel('Password').fill(E2E_PASSWORD);
    await step.getByRole('button', { name: 'Create account and reserve' }).click();
    await expect(gift.getByText(/^Reserved until .+ · (30|29) minutes left$/)).toBeVisible();
    await expect(gift.getByRole('button', { name: 'Show the shipping address' })).toHaveCount(0);
  });

  await test.step('the mail says why to confirm, and another browser opens its link', async () => {
    const mail = await waitForMail(email, 'Confirm your email address for Kindlist');
    expect(mail).toContain('into a reservation for 72 hours, and shows you where to send it.');
    const phone = await openPage();
    await phone.goto(findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/));
    await expect(phone.getByText(/is held for you for 72 hours now/)).toBeVisible();
    await expect(phone.getByText(/you are still signed in there/)).toBeVisible();
    await expect(phone.getByRole('button', { name: 'I did not create this account' })).toBeVisible();
  });

  await test.step('the first tab, not reloaded, is still signed in and shows the reservation', async () => {
    await expect(
      gift.getByText(/^Your email is confirmed: this item is reserved for you until .+\.$/),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(gift.getByText(/^Reserved until .+ · 7[12] hours left$/)).toBeVisible();
    await gift.getByRole('button', { name: 'Show the shipping address' }).click();
    await expect(gift.getByText('Send it to')).toBeVisible();
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  });
});
