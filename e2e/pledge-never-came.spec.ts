import { expect, test } from './fixtures';
import { E2E_STORE_PORT, publishListViaApi, signUpVerified, uniqueWord } from './helpers';

// A donor reports buying a gift that never arrives: a week later the family says so, and the item is
// open to other donors again.

const ITEM = 'Baby bottles';
const WEEK_AND_A_DAY_MS = 8 * 24 * 60 * 60 * 1000;

/** Moves the e2e server's clock (scripts/e2e-server.ts); 0 puts it back. */
async function setServerClockOffset(offsetMs: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${E2E_STORE_PORT}/__clock?offset-ms=${offsetMs}`, {
    method: 'POST',
  });
  expect(response.status).toBe(204);
}

test('the family says a reported gift never came, after waiting a week', async ({ openPage }) => {
  test.setTimeout(90_000);
  const owner = await openPage();
  const donor = await openPage();
  await signUpVerified(owner, { firstName: 'Rosa' });
  const listId = await publishListViaApi(owner, {
    title: `Bottles for the baby ${uniqueWord()}`,
    story: `Our ${uniqueWord()} apartment flooded and the ${uniqueWord()} baby things were lost. We ${uniqueWord()} start again with ${uniqueWord()} help.`,
    items: [{ name: ITEM, quantity: 1 }],
    shippingAddress: {
      name: 'Rosa Martinez',
      line1: '12 Elm Street',
      city: 'Dayton',
      region: 'OH',
      postalCode: '45402',
      country: 'US',
    },
  });
  await signUpVerified(donor, { firstName: 'Sam' });
  const list = (await (await donor.request.get(`/api/lists/${listId}`)).json()) as {
    items: Array<{ id: string }>;
  };
  const reserved = await donor.request.post(`/api/lists/${listId}/items/${list.items[0]?.id}/pledges`, {
    data: { quantity: 1 },
  });
  expect(reserved.status()).toBe(201);
  const { id: pledgeId } = (await reserved.json()) as { id: string };
  expect(
    (
      await donor.request.post(`/api/pledges/${pledgeId}/purchase`, { data: { retailer: 'Corner Store' } })
    ).status(),
  ).toBe(200);

  const gifts = owner.getByRole('region', { name: 'Gifts for your list' });
  await test.step('right after the report, the family can only wait or say it has not come yet', async () => {
    await owner.goto(`/needslist/${listId}`);
    const gift = gifts.getByRole('article', { name: ITEM });
    await expect(gift.getByText(/^If it has not come by .+, you can tell us it never came/)).toBeVisible();
    await expect(gift.getByRole('button', { name: 'This never came' })).toHaveCount(0);
    await expect(gift.getByRole('button', { name: 'Not received yet' })).toBeVisible();
  });

  await test.step('eight days later, the family says it never came', async () => {
    // Both clocks move: the page's, which offers the action, and the server's, which decides it.
    const later = await owner.context().newPage();
    await later.clock.install({ time: new Date(Date.now() + WEEK_AND_A_DAY_MS) });
    await setServerClockOffset(WEEK_AND_A_DAY_MS);
    try {
      await later.goto(`/needslist/${listId}`);
      const laterGifts = later.getByRole('region', { name: 'Gifts for your list' });
      await laterGifts.getByRole('button', { name: 'This never came' }).click();
      const dialog = later.getByRole('alertdialog', { name: 'Did this gift never come?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'It never came' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(laterGifts.getByRole('heading', { name: 'Did not come (1)' })).toBeVisible();
      const ended = laterGifts.getByRole('article', { name: ITEM });
      await expect(
        ended.getByText(/^You said on .+ that it never came\. It is open to other donors again/),
      ).toBeVisible();
      await expect(ended.getByRole('button', { name: 'Confirm received' })).toHaveCount(0);
    } finally {
      await setServerClockOffset(0);
    }
  });

  await test.step('the item is needed again, and the donor sees why', async () => {
    await donor.goto(`/needslist/${listId}`);
    await expect(donor.getByText('1 of 1 still needed')).toBeVisible();
    const mine = (await (await donor.request.get('/api/pledges')).json()) as {
      pledges: Array<{ id: string; endedReason: string | null }>;
    };
    expect(mine.pledges.find((pledge) => pledge.id === pledgeId)?.endedReason).toBe('never_came');
  });
});
