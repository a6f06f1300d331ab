import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { signUpAndSignIn, signUpVerified, uniqueWord } from './helpers';

/**
 * The whole needs-list journey, run at desktop width and at 390 px: a family creates a list
 * with items and a photo, publishes it; a donor finds it by a word of its story and by its category,
 * opens it by its three paths, shares and reports it; the family edits and archives it.
 * `checkLayout` runs at each step's end (the phone run checks for sideways scrolling there).
 */
export async function runNeedsListJourney(
  page: Page,
  checkLayout: (page: Page) => Promise<void> = async () => {},
) {
  await signUpVerified(page);
  const word = uniqueWord();
  const title = `Winter clothes for two kids ${word}`;

  await test.step('fill in the guided form; a reload loses nothing', async () => {
    await page.goto('/create');
    await page.getByLabel('Title').fill(title);
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await page.getByLabel('Category').selectOption('clothing');
    // Options with a good default are folded under a line that says what they are set to.
    await expect(page.getByText('Medium · no date')).toBeVisible();
    await page.getByText('How urgent, and by when?').click();
    await page.getByLabel('How urgent is it?').selectOption('high');
    await page.getByLabel('Your story').fill(
      // Words of its own in every few words: the copycat check holds a story that shares half its
      // three-word sequences with another family's list (an earlier run, a retry).
      `Our apartment on ${uniqueWord()} Street burned down on Tuesday night. We got out safely with ${uniqueWord()} and the ${uniqueWord()} kids, staying at ${uniqueWord()} shelter, but lost their ${word} winter clothes and ${uniqueWord()} school things.`,
    );
    await page.getByLabel('City', { exact: true }).fill('Dayton');
    await page.getByLabel('State or region', { exact: true }).fill('OH');
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('You are continuing the draft you started earlier.')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Dayton');
    await checkLayout(page);
  });

  await test.step('add a photo and an item, then publish', async () => {
    await expect(page.getByText('At least one item')).toBeVisible();
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toBuffer();
    await page.getByText('Photos', { exact: true }).click();
    await page
      .getByLabel('Add photos')
      .setInputFiles({ name: 'home.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: 'Cover of the list' })).toBeVisible();
    await page.getByLabel('What do you need?').fill('Winter coat, kids size 8');
    await page.getByLabel('How many?').fill('2');
    await page.getByText('Priority, price and a link (optional)').click();
    await page.getByLabel('Price each').fill('abc');
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByText('Enter a price such as 12.50, or leave it empty')).toBeVisible();
    await page.getByLabel('Price each').fill('39.99');
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByText('2 × Winter coat, kids size 8')).toBeVisible();
    await expect(page.getByText('Added “Winter coat, kids size 8” to your list.')).toBeVisible();
    await expect(page.getByLabel('What do you need?')).toBeFocused();

    // A decimal comma is read as one, and an item can be changed after it is added.
    await page.getByLabel('What do you need?').fill('Snow boots');
    await page.getByLabel('Price each').fill('12,50');
    await expect(page.getByText('Read as $12.50')).toBeVisible();
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByText('1 × Snow boots')).toBeVisible();
    await expect(page.getByText('Normal priority · $12.50 each')).toBeVisible();
    await page.getByRole('button', { name: 'Change Snow boots' }).click();
    await page.getByRole('form', { name: 'Change “Snow boots”' }).getByLabel('How many?').fill('3');
    await page.getByRole('button', { name: 'Save item' }).click();
    await expect(page.getByText('3 × Snow boots')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Snow boots' })).toBeFocused();

    // A half-typed address is saved, and publishing asks for the rest.
    await page.getByText('Where should gifts be sent?').click();
    await page.getByLabel('Recipient name').fill('Dana Whitfield');
    await page.getByLabel('Address line 1').fill('12 Quarry Hollow Rd');
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await expect(page.getByText('Still needed for this address: city, postal code.')).toBeVisible();
    await page.getByRole('button', { name: /The rest of the shipping address/ }).click();
    await expect(page.getByLabel('Address city')).toBeFocused();
    await page.getByRole('button', { name: 'Use my city, state and ZIP code' }).click();
    await page.getByLabel('Address postal code').fill('45402');
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await expect(page.getByText('Everything is ready.')).toBeVisible();
    await page.getByRole('button', { name: 'Publish my list' }).click();
    await expect(page).toHaveURL(/\/needslist\/[A-Za-z0-9]{16}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Right after publishing: the list is live, and the share buttons are the first thing on the page.
    const live = page.getByRole('region', { name: 'Your list is live: share it' });
    await expect(live.getByRole('heading', { name: 'Your list is live: share it' })).toBeFocused();
    await expect(live.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(live.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await expect(page.getByText('Posted just now')).toBeVisible();
    await expect(page.getByText('2 of 2 still needed · about $39.99 each')).toBeVisible();
    await checkLayout(page);
  });

  const listId = page.url().split('/').pop() ?? '';

  await test.step('find it in browse by a word of its story and by its category', async () => {
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    // The donor uses the same kind of screen as the family.
    const donorContext = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: page.viewportSize(),
      hasTouch: Boolean(await page.evaluate('window.matchMedia("(pointer: coarse)").matches')),
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const donor = await donorContext.newPage();
    await donor.goto('/browse');
    await donor.getByRole('searchbox', { name: 'Search' }).fill(word);
    await donor.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(donor).toHaveURL(new RegExp(`/browse\\?q=${word}$`));
    await expect(donor.getByRole('link', { name: title })).toBeVisible();
    // A filter applies as it is chosen, the count is said, and the focus stays on the filter.
    const count = donor.getByRole('status').filter({ hasText: /needs lists? (found|match)/ });
    await donor.getByLabel('Category').focus();
    await donor.getByLabel('Category').selectOption('clothing');
    await expect(donor).toHaveURL(/category=clothing/);
    await expect(count).toHaveText('1 needs list found.');
    await expect(donor.getByRole('link', { name: title })).toBeVisible();
    await expect(donor.getByLabel('Category')).toBeFocused();
    await donor.getByLabel('Category').selectOption('baby-items');
    await expect(count).toHaveText('No needs lists match.');
    await expect(donor.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);
    await donor.goBack();
    await expect(donor.getByRole('link', { name: title })).toBeVisible();
    await donor.getByRole('link', { name: title }).click();
    await expect(donor).toHaveURL(new RegExp(`/needslist/${listId}$`));
    for (const path of ['wishlist', 'wishlists']) {
      await donor.goto(`/${path}/${listId}`);
      await expect(donor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    // "By Rosa" leads to a profile that shows the family's lists and what a donor needs to trust them.
    await donor.getByRole('link', { name: 'Rosa', exact: true }).click();
    await expect(donor.getByRole('heading', { level: 1, name: 'Rosa' })).toBeVisible();
    await expect(donor.getByText(/Member since/)).toBeVisible();
    await expect(donor.getByText('1 list published')).toBeVisible();
    await expect(donor.getByText('none fulfilled yet')).toBeVisible();
    await expect(donor.getByRole('link', { name: title })).toBeVisible();
    await donor.goBack();
    await expect(donor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(donor.getByRole('heading', { name: 'Share this list' })).toBeVisible();
    await expect(donor.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*needslist%2F${listId}`),
    );
    await donor.getByRole('button', { name: 'Copy link' }).click();
    await expect(donor.getByRole('button', { name: 'Link copied' })).toBeVisible();
    await expect(donor.getByText('Sign in to report it')).toBeVisible();
    await signUpAndSignIn(donor);
    await donor.reload();
    await donor.getByRole('button', { name: 'Report this list' }).click();
    await donor.getByRole('button', { name: 'Send report' }).click();
    await expect(donor.getByText('Choose a reason')).toBeVisible();
    await donor.getByLabel('It copies another list').check();
    await donor.getByLabel('Details (optional)').fill('I saw the same photo on another list.');
    await donor.getByRole('button', { name: 'Send report' }).click();
    await expect(donor.getByText(/Thank you\. Our team will look at this list/)).toBeVisible();
    await donor.keyboard.press('Escape');
    await expect(donor.getByRole('button', { name: 'Report this list' })).toBeFocused();
    const html = await (await donor.request.get(`/needslist/${listId}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${title} · Kindlist">`);
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/list-photos\/[^"]+-large\.webp">/,
    );
    await checkLayout(donor);
    await donorContext.close();
    const own = await (await page.request.get(`/api/lists/${listId}`)).json();
    expect(own.shareCount).toBe(1);
  });

  await test.step('edit it, then archive it', async () => {
    await page.getByRole('link', { name: 'Edit list and items' }).click();
    // A published list keeps its title: emptying it is refused, and said under the field.
    await page.getByLabel('Title').fill('Hat');
    await expect(page.getByText('A published list needs a title of 5 to 100 characters')).toBeVisible();
    await page.getByLabel('Title').fill(`${title} and boots`);
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await page.getByRole('link', { name: 'your list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${title} and boots` })).toBeVisible();
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText(/This list is archived/)).toBeVisible();
    await page.goto(`/browse?q=${word}`);
    await expect(page.getByText('No needs lists match.')).toBeVisible();
    await page.goto('/my-needs-lists');
    await expect(page.getByText('Archived')).toBeVisible();
    await checkLayout(page);
  });
}
