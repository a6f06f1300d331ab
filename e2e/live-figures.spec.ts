import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { WILLOW_BEND_ADDRESS } from '#shared/test/shipping-addresses';
import { expect, test } from './fixtures';
import { publishListViaApi, signUpVerified, uniqueWord } from './helpers';

// The landing and impact pages count from the database: a family publishing a list and confirming a
// gift moves them. Other specs publish lists on the same server at the same time, so each figure is
// compared with what it was before (at least the change this test made).

const FIGURES_REGION = 'What the community has done so far';

/** A figure of the landing page (a term and its number); 0 when it is not shown, as zeros are not. */
async function readLandingFigure(page: Page, term: RegExp): Promise<number> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const region = page.getByRole('region', { name: FIGURES_REGION });
  if ((await region.count()) === 0) return 0;
  const terms = await region.getByRole('term').allInnerTexts();
  const values = await region.getByRole('definition').allInnerTexts();
  const index = terms.findIndex((text) => term.test(text));
  return index === -1 ? 0 : Number(values[index]?.replace(/\D/g, ''));
}

/** The same figure on the community impact page (its totals say a zero in words, without a number). */
async function readImpactFigure(page: Page, term: RegExp): Promise<number> {
  await page.goto('/community-impact');
  await expect(page.getByRole('heading', { level: 1, name: 'Community impact' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const figure = page
    .getByRole('region', { name: 'Since Kindlist began' })
    .getByRole('listitem')
    .filter({ hasText: term });
  if ((await figure.count()) === 0) return 0;
  return Number((await figure.innerText()).match(/^[\d,]+/)?.[0].replace(/,/g, '') ?? '0');
}

test('the landing and impact figures follow a list being published and a gift being received', async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const visitor = await openPage();
  const family = await openPage();
  const donor = await openPage();
  const published = /lists? published/;
  const received = /items? received/;

  const before = {
    landingPublished: await readLandingFigure(visitor, published),
    landingReceived: await readLandingFigure(visitor, received),
    impactPublished: await readImpactFigure(visitor, published),
    impactReceived: await readImpactFigure(visitor, received),
  };

  await signUpVerified(family, { firstName: 'Rosa' });
  const title = `Coats for three ${uniqueWord()}`;
  const listId = await publishListViaApi(family, {
    title,
    // Words of its own every few words: a story close to another list's is held for review, and a
    // held list is not counted.
    story: `Smoke from the ${uniqueWord()} fire next door ruined our ${uniqueWord()} coats and the ${uniqueWord()} boots of our ${uniqueWord()} children. We are ${uniqueWord()} staying with ${uniqueWord()} family for now.`,
    items: [{ name: 'Winter coat', quantity: 2 }],
    shippingAddress: WILLOW_BEND_ADDRESS,
  });

  await test.step('a published list is counted at once', async () => {
    expect(await readLandingFigure(visitor, published)).toBeGreaterThanOrEqual(before.landingPublished + 1);
    expect(await readImpactFigure(visitor, published)).toBeGreaterThanOrEqual(before.impactPublished + 1);
  });

  await test.step('a donor buys two coats; they count once the family confirms them', async () => {
    await signUpVerified(donor, { firstName: 'Sam' });
    await donor.goto(`/needslist/${listId}`);
    await donor.getByRole('button', { name: 'Reserve Winter coat' }).click();
    await donor.getByLabel('How many will you give?').selectOption('2');
    await donor.getByRole('button', { name: 'Reserve 2' }).click();
    const yourGifts = donor.getByRole('region', { name: 'Your gifts to this list' });
    await yourGifts.getByRole('button', { name: 'I bought this' }).click();
    await donor.getByLabel('Store').fill('Example Shop');
    await donor.getByRole('button', { name: 'Tell the family' }).click();
    await expect(yourGifts.getByText('Bought — waiting for the family to confirm')).toBeVisible();

    await family.goto(`/needslist/${listId}#gifts`);
    const gifts = family.getByRole('region', { name: 'Gifts for your list' });
    await gifts
      .getByRole('article', { name: '2 × Winter coat' })
      .getByRole('button', { name: 'Confirm received' })
      .click();
    // Sent once the few seconds to undo it are over.
    await expect(family.getByText('Everything on this list has arrived.')).toBeVisible({ timeout: 20_000 });

    expect(await readLandingFigure(visitor, received)).toBeGreaterThanOrEqual(before.landingReceived + 2);
    expect(await readImpactFigure(visitor, received)).toBeGreaterThanOrEqual(before.impactReceived + 2);
  });

  await test.step("the family's home page asks for the thank-you, and leads to it", async () => {
    await family.goto('/dashboard');
    const lists = family.getByRole('region', { name: 'Your lists' });
    await expect(lists.getByRole('heading', { name: title })).toBeVisible();
    await expect(lists.getByText('A received gift is waiting for your thank-you.')).toBeVisible();
    const audit = await new AxeBuilder({ page: family })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    await lists.getByRole('link', { name: 'Send a thank-you' }).click();
    await expect(family).toHaveURL(new RegExp(`/needslist/${listId}#gifts$`));
    await expect(family.getByRole('button', { name: 'Send a thank-you' })).toBeVisible();
  });
});
