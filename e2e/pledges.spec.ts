import type { Page } from '@playwright/test';
import { WILLOW_BEND_ADDRESS } from '#shared/test/shipping-addresses';
import { expect, type TOpenPage, test } from './fixtures';
import {
  answerStorePagesLocally,
  E2E_PASSWORD,
  expectNoSidewaysScroll,
  OBSERVE_BEACONS,
  publishListViaApi,
  readBeaconEvents,
  signUpVerified,
  uniqueWord,
} from './helpers';

// Giving, from both sides: a donor reserves an item, sees where to buy it and where to send it, and
// reports the purchase; the family hears of it, confirms it arrived and says thank you.

const ITEM = 'Warm blankets';
const STORE = 'Example Shop';

async function readUnreadCount(page: Page): Promise<number> {
  const name =
    (await page.getByRole('button', { name: /^Notifications, / }).getAttribute('aria-label')) ?? '';
  return Number(name.match(/Notifications, (\d+)/)?.[1] ?? Number.NaN);
}

async function openGiverPage(
  openPage: TOpenPage,
  viewport: { width: number; height: number },
  isPhone: boolean,
): Promise<Page> {
  const page = await openPage({
    viewport,
    hasTouch: isPhone,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await answerStorePagesLocally(page);
  return page;
}

const RUNS = [
  { label: 'desktop', viewport: { width: 1280, height: 800 }, isPhone: false },
  { label: '390 px', viewport: { width: 390, height: 844 }, isPhone: true },
] as const;

for (const run of RUNS) {
  test(`giving at ${run.label}: reserve, buy, report; the family confirms and thanks; the list is fulfilled`, async ({
    openPage,
  }) => {
    test.setTimeout(120_000);
    const owner = await openGiverPage(openPage, run.viewport, run.isPhone);
    const donor = await openGiverPage(openPage, run.viewport, run.isPhone);
    // The family's notifications poll every 60 s: their clock is ours to move.
    await owner.clock.install();
    await donor.addInitScript(OBSERVE_BEACONS);

    await signUpVerified(owner, { firstName: 'Rosa' });
    const title = `Blankets for the winter ${uniqueWord()}`;
    const listId = await publishListViaApi(owner, {
      title,
      // Words of its own every few words: the copycat check holds a story close to another list's.
      story: `The ${uniqueWord()} river rose over ${uniqueWord()} Street and took our ${uniqueWord()} beds and ${uniqueWord()} blankets. We are ${uniqueWord()} safe at ${uniqueWord()} church and thank ${uniqueWord()} everyone.`,
      items: [{ name: ITEM, quantity: 2, productUrl: 'https://shop.example.com/blankets', retailer: STORE }],
      shippingAddress: WILLOW_BEND_ADDRESS,
    });
    const { email: donorEmail } = await signUpVerified(donor, { firstName: 'Sam', lastName: 'Okafor' });
    await donor.context().clearCookies();

    await test.step('the family sees no gifts yet, and that nobody saw their address', async () => {
      await owner.goto(`/needslist/${listId}`);
      const gifts = owner.getByRole('region', { name: 'Gifts for your list' });
      await expect(gifts.getByText('No gifts yet.')).toBeVisible();
      await expect(gifts.getByText('Nobody has seen your shipping address yet.')).toBeVisible();
      // At least the welcome notification, loaded with the page.
      await expect(owner.getByRole('button', { name: /^Notifications, [1-9]/ })).toBeVisible();
      await expectNoSidewaysScroll(owner);
    });
    const unreadBefore = await readUnreadCount(owner);

    const yourGifts = donor.getByRole('region', { name: 'Your gifts to this list' });
    await test.step('signed out, a donor signs in from the item itself, says how many and reserves both blankets', async () => {
      await donor.goto(`/needslist/${listId}`);
      await expect(donor.getByText('2 of 2 still needed')).toBeVisible();
      // Store links come only with a reservation; the address only on request.
      await expect(donor.getByRole('link', { name: /View at|Buy at/ })).toHaveCount(0);
      await expect(donor.getByText(WILLOW_BEND_ADDRESS.line1)).toHaveCount(0);
      await donor.getByRole('button', { name: `Reserve ${ITEM}` }).click();
      const step = donor.getByRole('region', { name: `Reserve ${ITEM}` });
      await expect(step.getByLabel('First name')).toBeFocused();
      await step.getByRole('button', { name: 'Sign in here' }).click();
      await expect(step.getByLabel('Email')).toBeFocused();
      await step.getByLabel('Email').fill(donorEmail);
      await step.getByLabel('Password').fill(E2E_PASSWORD);
      await step.getByRole('button', { name: 'Sign in and reserve' }).click();
      // Signed in, with more than one to give: the reserve step asks how many, ready to answer.
      const howMany = donor.getByLabel('How many will you give?');
      await expect(howMany).toBeFocused();
      await howMany.selectOption('2');
      await donor.getByRole('button', { name: 'Reserve 2' }).click();
      await expect(yourGifts).toBeVisible();
      await expect(donor.getByRole('article', { name: `2 × ${ITEM}` })).toBeFocused();
      await expect(yourGifts.getByText(/^Reserved until .+ · 7[12] hours left$/)).toBeVisible();
      await expect(donor.getByText('All 2 reserved')).toBeVisible();
      await expect(donor.getByText('All reserved or bought')).toBeVisible();
      await expect(donor.getByText(WILLOW_BEND_ADDRESS.line1)).toHaveCount(0);
      await expect(donor).toHaveURL(new RegExp(`/needslist/${listId}$`));
      await expectNoSidewaysScroll(donor);
    });

    await test.step('the donor opens the store, sees the address and copies it', async () => {
      const storeTab = donor.waitForEvent('popup');
      await yourGifts.getByRole('link', { name: `Buy at ${STORE}` }).click();
      await (await storeTab).close();
      await expect
        .poll(async () => (await readBeaconEvents(donor)).filter((e) => e.name === 'outbound_purchase_click'))
        .toEqual([{ name: 'outbound_purchase_click', params: { retailer: STORE, list_id: listId } }]);
      await expect(yourGifts.getByRole('link', { name: /Find it at Amazon/ })).toHaveAttribute(
        'href',
        'https://www.amazon.com/s?k=Warm%20blankets',
      );
      await expect(yourGifts.getByRole('link', { name: /Find it at Amazon/ })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );

      await expect(donor.getByText(WILLOW_BEND_ADDRESS.line1)).toHaveCount(0);
      await yourGifts.getByRole('button', { name: 'Show the shipping address' }).click();
      await expect(yourGifts.getByText(WILLOW_BEND_ADDRESS.line1)).toBeVisible();
      await expect(yourGifts.getByText('Dayton, OH 45402')).toBeVisible();
      await yourGifts.getByRole('button', { name: 'Copy address' }).click();
      await expect(donor.getByText('Address copied', { exact: true })).toBeVisible();
      expect(await donor.evaluate('navigator.clipboard.readText()')).toContain(WILLOW_BEND_ADDRESS.line1);
      await expectNoSidewaysScroll(donor);
    });

    await test.step('the donor reports the purchase', async () => {
      await yourGifts.getByRole('button', { name: 'I bought this' }).click();
      const form = donor.getByRole('form', { name: `I bought ${ITEM}` });
      await expect(form.getByLabel('Store')).toBeFocused();
      await expect(form.getByLabel('Store')).toHaveValue(STORE);
      await form.getByLabel('Order or tracking number (optional)').fill('EX-20418');
      await form.getByLabel('Message to the family (optional)').fill('One blue, one grey. Stay warm!');
      await form.getByRole('button', { name: 'Tell the family' }).click();
      await expect(yourGifts.getByText('Bought — waiting for the family to confirm')).toBeVisible();
      await expect(yourGifts.getByText('Order or tracking number: EX-20418')).toBeVisible();
      await expect(donor.getByText('All 2 bought, on the way')).toBeVisible();
      await expect
        .poll(async () => (await readBeaconEvents(donor)).filter((e) => e.name === 'purchase_self_reported'))
        .toEqual([
          { name: 'purchase_self_reported', params: { retailer: STORE, list_id: listId, items_count: 2 } },
        ]);
    });

    await test.step('the family hears of it at the next poll, confirms it and says thank you', async () => {
      // Nothing new until the next poll.
      expect(await readUnreadCount(owner)).toBe(unreadBefore);
      await owner.clock.fastForward(60_000);
      await expect.poll(() => readUnreadCount(owner)).toBeGreaterThanOrEqual(unreadBefore + 2);
      await owner.getByRole('button', { name: /^Notifications, / }).click();
      const drawer = owner.getByRole('dialog', { name: 'Notifications' });
      await drawer.getByRole('button', { name: new RegExp(`2 × ${ITEM} bought for you`) }).click();
      await expect(owner).toHaveURL(new RegExp(`/needslist/${listId}#gifts$`));
      const gifts = owner.getByRole('region', { name: 'Gifts for your list' });
      await expect(gifts).toBeInViewport();
      const gift = gifts.getByRole('article', { name: `2 × ${ITEM}` });
      await expect(gift.getByText(/^From Sam/)).toBeVisible();
      await expect(gift.getByText(`Bought at ${STORE}`, { exact: false })).toBeVisible();
      await expect(gift.getByText('Order or tracking number: EX-20418')).toBeVisible();
      await expect(gift.getByText('One blue, one grey. Stay warm!')).toBeVisible();
      await expect(
        gifts.getByRole('region', { name: 'Who saw your address' }).getByText(/^Sam/),
      ).toBeVisible();
      await expectNoSidewaysScroll(owner);

      await gift.getByRole('button', { name: 'Confirm received' }).click();
      // Sent once it can no longer be undone.
      await expect(gift.getByRole('button', { name: 'Undo' })).toBeFocused();
      await owner.clock.fastForward(10_000);
      await expect(owner.getByText('Everything on this list has arrived.')).toBeVisible();
      const received = gifts
        .getByRole('region', { name: /^Received/ })
        .getByRole('article', { name: `2 × ${ITEM}` });
      await expect(received).toBeFocused();
      await received.getByRole('button', { name: 'Send a thank-you' }).click();
      await expect(owner.getByLabel('Your thank-you note')).toBeFocused();
      await owner.getByLabel('Your thank-you note').fill('Thank you, Sam. The kids slept warm last night.');
      await owner.getByRole('button', { name: 'Send thank-you' }).click();
      await expect(received.getByText('The kids slept warm last night.', { exact: false })).toBeVisible();
      await expect(received.getByRole('button', { name: 'Send a thank-you' })).toHaveCount(0);
      await expectNoSidewaysScroll(owner);
    });

    await test.step('the donor reads the thank-you, and the list says everything arrived', async () => {
      await donor.goto('/profile#my-gifts');
      const myGifts = donor.getByRole('region', { name: 'My gifts' });
      await expect(myGifts).toBeFocused();
      await expect(myGifts).toBeInViewport();
      await expect(myGifts.getByText('0 reserved · 0 bought · 1 received · 1 thank-you')).toBeVisible();
      await expect(myGifts.getByText('The kids slept warm last night.', { exact: false })).toBeVisible();
      await expectNoSidewaysScroll(donor);
      await myGifts.getByRole('link', { name: title }).click();
      await expect(donor).toHaveURL(new RegExp(`/needslist/${listId}#your-gifts$`));
      await expect(donor.getByText('Everything on this list has arrived.')).toBeVisible();
      await expect(yourGifts).toBeInViewport();
      await expect(yourGifts.getByText('Received', { exact: true })).toBeVisible();
      await expect(donor.getByRole('button', { name: /^Reserve/ })).toHaveCount(0);
      await expectNoSidewaysScroll(donor);
    });
  });
}
