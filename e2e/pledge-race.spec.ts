import type { Page } from '@playwright/test';
import { expect, type TOpenPage, test } from './fixtures';
import { publishListViaApi, signUpVerified, uniqueWord } from './helpers';

// Two donors reserve the last blanket at the same moment: one gets it, and the other is told why the
// item just turned "All reserved or bought" (in the item's box, with the focus on it), until they
// dismiss it.

const ITEM = 'Warm blankets';
const OTHER_ITEM = 'Rain boots';

function findItemBox(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** A family's list, and two verified donors in their own browsers. */
async function openRace(
  openPage: TOpenPage,
  run: { viewport: { width: number; height: number }; isPhone: boolean },
  items: Array<{ name: string; quantity: number }>,
): Promise<{ listId: string; winner: Page; loser: Page }> {
  const options = { viewport: run.viewport, hasTouch: run.isPhone };
  const owner = await openPage(options);
  const winner = await openPage(options);
  const loser = await openPage(options);
  await signUpVerified(owner, { firstName: 'Rosa' });
  const listId = await publishListViaApi(owner, {
    title: `Blankets for the winter ${uniqueWord()}`,
    // Words of its own every few words: the copycat check holds back a story close to another list's.
    story: `The ${uniqueWord()} wind took the ${uniqueWord()} roof and our ${uniqueWord()} bedding with it. We ${uniqueWord()} sleep at ${uniqueWord()} my sister's and ${uniqueWord()} thank you all.`,
    items,
  });
  await signUpVerified(winner, { firstName: 'Sam', lastName: 'Okafor' });
  await signUpVerified(loser, { firstName: 'Lee', lastName: 'Chen' });
  return { listId, winner, loser };
}

const RUNS = [
  { label: 'desktop', viewport: { width: 1280, height: 800 }, isPhone: false },
  { label: '390 px', viewport: { width: 390, height: 844 }, isPhone: true },
] as const;

for (const run of RUNS) {
  test(`two donors race for the last one at ${run.label}: the one too late is told why`, async ({
    openPage,
  }) => {
    test.setTimeout(90_000);
    const { listId, winner, loser } = await openRace(openPage, run, [
      { name: ITEM, quantity: 1 },
      { name: OTHER_ITEM, quantity: 1 },
    ]);

    await test.step('both donors open the reserve step for the last blanket', async () => {
      for (const page of [winner, loser]) {
        await page.goto(`/needslist/${listId}`);
        await page.getByRole('button', { name: `Reserve ${ITEM}` }).click();
        await expect(page.getByRole('form', { name: `Reserve ${ITEM}` })).toBeVisible();
      }
    });

    await test.step('both submit together; the later one reaches the server after the first is committed', async () => {
      const isReservation = (url: URL) => /\/items\/[^/]+\/pledges$/.test(url.pathname);
      const winnerAnswer = winner.waitForResponse(
        (response) => isReservation(new URL(response.url())) && response.request().method() === 'POST',
      );
      // Held back until the winner's reservation has been answered: the race is decided the same way
      // on every run, and it is still the one a donor meets (the form was open when the last one went).
      await loser.route(isReservation, async (route) => {
        await winnerAnswer;
        await route.continue();
      });
      const loserAnswer = loser.waitForResponse(
        (response) => isReservation(new URL(response.url())) && response.request().method() === 'POST',
      );
      await Promise.all([
        winner
          .getByRole('form', { name: `Reserve ${ITEM}` })
          .getByRole('button', { name: 'Reserve it' })
          .click(),
        loser
          .getByRole('form', { name: `Reserve ${ITEM}` })
          .getByRole('button', { name: 'Reserve it' })
          .click(),
      ]);
      expect((await winnerAnswer).status()).toBe(201);
      expect((await loserAnswer).status()).toBe(409);
    });

    await test.step('the winner sees their reservation', async () => {
      const yourGifts = winner.getByRole('region', { name: 'Your gifts to this list' });
      await expect(yourGifts.getByRole('article', { name: ITEM })).toBeFocused();
      await expect(yourGifts.getByText('Reserved for you')).toBeVisible();
      await expect(findItemBox(winner, ITEM).getByRole('status')).toHaveCount(0);
    });

    const box = findItemBox(loser, ITEM);
    const message = box.getByRole('status');
    await test.step('the other donor sees the item taken, is told why, and lands on the message', async () => {
      await expect(box.getByText('All reserved or bought')).toBeVisible();
      await expect(box.getByRole('form')).toHaveCount(0);
      await expect(message).toContainText(
        'Another donor has just taken the last of this item. Thank you for wanting to help: choose another item the family still needs.',
      );
      await expect(message).toBeFocused();
      await expect(message).toBeInViewport();
      await expect(findItemBox(loser, OTHER_ITEM).getByRole('status')).toHaveCount(0);
      await expect(loser.getByRole('region', { name: 'Your gifts to this list' })).toHaveCount(0);
    });

    await test.step('the message stays while the list refreshes, and goes when the donor dismisses it', async () => {
      // Reserving the other item refreshes the list: the explanation stays on the blanket only.
      await loser.getByRole('button', { name: `Reserve ${OTHER_ITEM}` }).click();
      await loser
        .getByRole('form', { name: `Reserve ${OTHER_ITEM}` })
        .getByRole('button', { name: 'Reserve it' })
        .click();
      const yourGifts = loser.getByRole('region', { name: 'Your gifts to this list' });
      await expect(yourGifts.getByRole('article', { name: OTHER_ITEM })).toBeFocused();
      await expect(findItemBox(loser, OTHER_ITEM).getByText('All reserved or bought')).toBeVisible();
      await expect(findItemBox(loser, OTHER_ITEM).getByRole('status')).toHaveCount(0);
      await expect(message).toContainText('Another donor has just taken the last of this item.');

      await message.getByRole('button', { name: 'Dismiss' }).click();
      await expect(message).toHaveCount(0);
      await expect(box.getByText('All reserved or bought')).toBeFocused();
      await loser.reload();
      await expect(box.getByText('All reserved or bought')).toBeVisible();
      await expect(loser.getByText('Another donor has just taken')).toHaveCount(0);
    });
  });
}

test('a donor who asked for more than another donor left is told how many remain, and can take those', async ({
  openPage,
}) => {
  test.setTimeout(90_000);
  const { listId, winner, loser } = await openRace(openPage, RUNS[0], [{ name: ITEM, quantity: 2 }]);
  const form = loser.getByRole('form', { name: `Reserve ${ITEM}` });
  await loser.goto(`/needslist/${listId}`);
  await loser.getByRole('button', { name: `Reserve ${ITEM}` }).click();
  await form.getByLabel('How many will you give?').selectOption('2');

  await winner.goto(`/needslist/${listId}`);
  await winner.getByRole('button', { name: `Reserve ${ITEM}` }).click();
  await winner.getByRole('button', { name: 'Reserve 1' }).click();
  await expect(winner.getByRole('article', { name: ITEM })).toBeFocused();

  await form.getByRole('button', { name: 'Reserve 2' }).click();
  // The list refreshed with one left: no more quantity to choose, but the reason is still there.
  await expect(form.getByLabel('How many will you give?')).toHaveCount(0);
  await expect(form.getByRole('alert')).toHaveText('Only 1 is still needed. Reserve 1.');
  await expect(form.getByRole('button', { name: 'Reserve it' })).toBeFocused();
  await form.getByRole('button', { name: 'Reserve it' }).click();
  await expect(loser.getByRole('article', { name: ITEM })).toBeFocused();
  await expect(findItemBox(loser, ITEM).getByText('All reserved or bought')).toBeVisible();
  await expect(findItemBox(loser, ITEM).getByRole('status')).toHaveCount(0);
});
