import type { Page } from '@playwright/test';
import { WILLOW_BEND_ADDRESS } from '#shared/test/shipping-addresses';
import { expect, type TOpenPage, test } from './fixtures';
import {
  answerStorePagesLocally,
  E2E_STORE_PORT,
  expectNoSidewaysScroll,
  publishListViaApi,
  signUpVerified,
  uniqueWord,
} from './helpers';

// A donor on a phone in another time zone: the end of a reservation with its date on their clock, the
// store they will report already chosen, and one clear next step once the time is up. A family that
// taps "Confirm received" by mistake undoes it before anyone hears of it.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true } as const;
const TIME_ZONE = 'America/Chicago';
const HOUR_MS = 60 * 60 * 1000;

/** Moves the e2e server's clock (scripts/e2e-server.ts); 0 puts it back. */
async function setServerClockOffset(offsetMs: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${E2E_STORE_PORT}/__clock?offset-ms=${offsetMs}`, {
    method: 'POST',
  });
  expect(response.status).toBe(204);
}

/** Runs a background job of the e2e server now rather than at its next minute. */
async function runServerJob(name: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${E2E_STORE_PORT}/__jobs?name=${name}`, { method: 'POST' });
  expect(response.status).toBe(204);
}

async function openPhonePage(openPage: TOpenPage): Promise<Page> {
  const page = await openPage({ timezoneId: TIME_ZONE, ...PHONE });
  await answerStorePagesLocally(page);
  return page;
}

async function readItemIds(page: Page, listId: string): Promise<string[]> {
  const list = (await (await page.request.get(`/api/lists/${listId}`)).json()) as {
    items: Array<{ id: string }>;
  };
  return list.items.map((item) => item.id);
}

test('a donor sees the end with its date on their own clock, the store already chosen, and what to do when the time is up', async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const owner = await openPhonePage(openPage);
  const donor = await openPhonePage(openPage);
  const other = await openPhonePage(openPage);
  await donor.clock.install();
  await signUpVerified(owner, { firstName: 'Rosa' });
  const listId = await publishListViaApi(owner, {
    title: `A nursery again ${uniqueWord()}`,
    story: `The ${uniqueWord()} storm took the roof over the ${uniqueWord()} nursery and the ${uniqueWord()} things in it. We ${uniqueWord()} are safe with ${uniqueWord()} family.`,
    items: [
      {
        name: 'Crib sheets',
        quantity: 1,
        productUrl: 'https://shop.example.com/crib-sheets',
        retailer: 'Example Shop',
      },
      { name: 'Night light', quantity: 1 },
    ],
    shippingAddress: WILLOW_BEND_ADDRESS,
  });
  await signUpVerified(donor, { firstName: 'Sam' });
  await signUpVerified(other, { firstName: 'Ada' });
  const yourGifts = donor.getByRole('region', { name: 'Your gifts to this list' });
  const sheets = yourGifts.getByRole('article', { name: 'Crib sheets' });
  const light = yourGifts.getByRole('article', { name: 'Night light' });

  await test.step('the end of the reservation has a date and says it is on the donor’s clock', async () => {
    await donor.goto(`/needslist/${listId}`);
    await donor.getByRole('button', { name: 'Reserve Crib sheets' }).click();
    const sent = donor.waitForRequest(
      (request) => request.method() === 'POST' && /\/pledges$/.test(request.url()),
    );
    await donor.getByRole('button', { name: 'Reserve it' }).click();
    const request = await sent;
    // The reminder mail gives the end in the zone the browser sent.
    expect(request.postDataJSON()).toMatchObject({ quantity: 1, timeZone: TIME_ZONE });
    const response = await request.response();
    if (!response) throw new Error('the reservation got no answer');
    expect(response.status()).toBe(201);
    const { expiresAt } = (await response.json()) as { expiresAt: string };
    const end = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: TIME_ZONE,
    }).format(new Date(expiresAt));
    await expect(sheets.getByText(`Reserved until ${end} (your time) · 7`, { exact: false })).toBeVisible();
    await expect(sheets.getByText('Reserved for you')).toBeVisible();
  });

  await test.step('"I bought this" offers the store the family named, with no store opened', async () => {
    await sheets.getByRole('button', { name: 'I bought this' }).click();
    const form = donor.getByRole('form', { name: 'I bought Crib sheets' });
    await expect(form.getByLabel('Store')).toHaveValue('Example Shop');
    await form.getByRole('button', { name: 'Not now' }).click();
  });

  await test.step('a store opened here is offered in another tab too (back from the reminder mail)', async () => {
    await donor.getByRole('button', { name: 'Reserve Night light' }).click();
    await donor.getByRole('button', { name: 'Reserve it' }).click();
    const storeTab = donor.waitForEvent('popup');
    await light.getByRole('link', { name: /Find it at Amazon/ }).click();
    await (await storeTab).close();
    const again = await donor.context().newPage();
    await again.goto(`/needslist/${listId}#your-gifts`);
    const lightAgain = again
      .getByRole('region', { name: 'Your gifts to this list' })
      .getByRole('article', { name: 'Night light' });
    await lightAgain.getByRole('button', { name: 'I bought this' }).click();
    await expect(again.getByRole('form', { name: 'I bought Night light' }).getByLabel('Store')).toHaveValue(
      'Amazon',
    );
    await again.close();
  });

  const later = 72 * HOUR_MS + 2 * 60_000;
  await test.step('when the time is up, the card says so once and keeps "I bought it"', async () => {
    // The donor's clock only: the server has not ended the reservations yet.
    await donor.clock.fastForward(later);
    await expect(sheets.getByText('Your reservation time is up')).toHaveCount(1);
    await expect(sheets.getByText('Reserved for you')).toHaveCount(0);
    await expect(sheets.getByText(/^Reserved until/)).toHaveCount(0);
    await expect(sheets.getByRole('button', { name: 'I bought this' })).toHaveCount(0);
    await expect(
      sheets.getByText('Bought it already? Tell the family: we still record it while the item is needed.'),
    ).toBeVisible();
    await expect(sheets.getByRole('button', { name: 'I bought it' })).toBeVisible();
    await expect(sheets.getByRole('button', { name: /^Reserve again/ })).toHaveCount(0);
    await expectNoSidewaysScroll(donor);
  });

  try {
    await setServerClockOffset(later);
    await runServerJob('pledge-expiry');
    await test.step('once the server let it go, the donor can reserve it again', async () => {
      const [, otherLightId] = await readItemIds(other, listId);
      // Another donor takes the night light: for that one there is nothing left to do.
      expect(
        (
          await other.request.post(`/api/lists/${listId}/items/${otherLightId}/pledges`, {
            data: { quantity: 1 },
          })
        ).status(),
      ).toBe(201);
      await donor.clock.fastForward(20_000);
      await expect(sheets.getByRole('button', { name: 'Reserve again: Crib sheets' })).toBeVisible();
      await expect(sheets.getByText('Other donors can reserve it now.')).toBeVisible();
      await expect(
        light.getByText(
          'Other donors have reserved or bought what was left, so there is nothing more to do here.',
          {
            exact: false,
          },
        ),
      ).toBeVisible();
      await expect(light.getByRole('button')).toHaveCount(0);
      await expectNoSidewaysScroll(donor);

      await sheets.getByRole('button', { name: 'Reserve again: Crib sheets' }).click();
      const renewed = yourGifts.getByRole('article', { name: 'Crib sheets' });
      // The reservation that ran out gives way to the new one, which takes the focus.
      await expect(renewed).toHaveCount(1);
      await expect(renewed).toBeFocused();
      await expect(renewed.getByText('Reserved for you')).toBeVisible();
      await expect(renewed.getByText(/^Reserved until .+ \(your time\) · 7[12] hours left$/)).toBeVisible();
    });
  } finally {
    await setServerClockOffset(0);
  }
});

test('a family that taps "Confirm received" by mistake undoes it, and nobody is told', async ({
  openPage,
}) => {
  test.setTimeout(90_000);
  const owner = await openPhonePage(openPage);
  const donor = await openPhonePage(openPage);
  await owner.clock.install();
  await signUpVerified(owner, { firstName: 'Rosa' });
  const listId = await publishListViaApi(owner, {
    title: `Rain gear for school ${uniqueWord()}`,
    story: `The ${uniqueWord()} flood reached the ${uniqueWord()} hall closet and the ${uniqueWord()} boots in it. We ${uniqueWord()} thank ${uniqueWord()} you.`,
    items: [
      { name: 'Rain boots', quantity: 1 },
      { name: 'Umbrella', quantity: 1 },
    ],
    shippingAddress: WILLOW_BEND_ADDRESS,
  });
  await signUpVerified(donor, { firstName: 'Sam' });
  for (const itemId of await readItemIds(donor, listId)) {
    const reserved = await donor.request.post(`/api/lists/${listId}/items/${itemId}/pledges`, {
      data: { quantity: 1 },
    });
    const { id } = (await reserved.json()) as { id: string };
    expect(
      (
        await donor.request.post(`/api/pledges/${id}/purchase`, { data: { retailer: 'Corner Store' } })
      ).status(),
    ).toBe(200);
  }
  const readStatus = async (itemName: string) => {
    const gifts = (await (await owner.request.get(`/api/lists/${listId}/pledges`)).json()) as {
      pledges: Array<{ status: string; item: { name: string } }>;
    };
    return gifts.pledges.find((gift) => gift.item.name === itemName)?.status;
  };
  const readDonorNoticeTypes = async () =>
    ((await (await donor.request.get('/api/notifications')).json()) as Array<{ type: string }>).map(
      (notice) => notice.type,
    );

  const gifts = owner.getByRole('region', { name: 'Gifts for your list' });
  const boots = gifts.getByRole('article', { name: 'Rain boots' });
  await test.step('a tap on "Confirm received" can be undone for a few seconds', async () => {
    await owner.goto(`/needslist/${listId}#gifts`);
    await boots.getByRole('button', { name: 'Confirm received' }).click();
    await expect(boots.getByRole('status')).toContainText('Marked as received');
    await expect(boots.getByRole('status')).toContainText('Tapped by mistake? Undo it now: we tell Sam in');
    await expect(boots.getByRole('button', { name: 'Undo' })).toBeFocused();
    // Nothing else to tap by mistake meanwhile.
    await expect(boots.getByRole('button', { name: 'Not received yet' })).toHaveCount(0);
    await expectNoSidewaysScroll(owner);
    await boots.getByRole('button', { name: 'Undo' }).click();
    await expect(owner.getByText('Not marked as received', { exact: true })).toBeVisible();
    await expect(boots.getByRole('button', { name: 'Confirm received' })).toBeFocused();
    await owner.clock.fastForward(30_000);
    await expect(boots.getByRole('button', { name: 'Not received yet' })).toBeVisible();
    expect(await readStatus('Rain boots')).toBe('purchased');
    expect(await readDonorNoticeTypes()).not.toContain('item_received');
  });

  await test.step('left alone, the confirmation is sent and the donor told', async () => {
    await boots.getByRole('button', { name: 'Confirm received' }).click();
    await owner.clock.fastForward(10_000);
    const received = gifts
      .getByRole('region', { name: /^Received/ })
      .getByRole('article', { name: 'Rain boots' });
    await expect(received).toBeFocused();
    await expect(owner.getByText('We told Sam it arrived.').first()).toBeVisible();
    expect(await readStatus('Rain boots')).toBe('received');
    expect(await readDonorNoticeTypes()).toContain('item_received');
  });

  await test.step('leaving the page while it can be undone sends it at once', async () => {
    await gifts
      .getByRole('article', { name: 'Umbrella' })
      .getByRole('button', { name: 'Confirm received' })
      .click();
    await owner.goto('/dashboard');
    await expect.poll(() => readStatus('Umbrella')).toBe('received');
  });
});
