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

// A family on a 390 px phone.

test.use({ memberName: 'Noor' });

test('the create form asks what they need first, locks nothing, and fits in three screens', async ({
  verifiedPage: page,
}) => {
  await page.goto('/create');
  const itemName = page.getByLabel('What do you need?');
  // On the first screen, without scrolling.
  const itemBox = await itemName.boundingBox();
  expect(itemBox && itemBox.y + itemBox.height).toBeLessThan(844);
  // A first item the server would refuse starts no draft, and everything to fix is said at once,
  // each under its field, the focus on the first.
  await itemName.fill('Diapers, size 3');
  await page.getByLabel('How many?').fill('0');
  const details = page.getByText('Priority, price and a link (optional)');
  await details.click();
  await page.getByLabel('Price each').fill('abc');
  await page.getByLabel('Link to the product').fill('not a link');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('A whole number from 1 to 999')).toBeVisible();
  await expect(page.getByText('Enter a price such as 12.50, or leave it empty')).toBeVisible();
  await expect(page.getByText(/^This is not a link to a web page/)).toBeVisible();
  await expect(page.getByLabel('How many?')).toBeFocused();
  expect(await (await page.request.get('/api/lists/mine')).json()).toEqual([]);
  // Nothing else typed yet: the first item starts the draft.
  await page.getByLabel('How many?').fill('6');
  await page.getByLabel('Price each').fill('');
  await page.getByLabel('Link to the product').fill('');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('6 × Diapers, size 3')).toBeVisible();
  await details.click();
  const mine = (await (await page.request.get('/api/lists/mine')).json()) as Array<{ items: unknown[] }>;
  expect(mine[0]?.items).toHaveLength(1);
  // The whole form, from its title to the publish button, with the optional parts folded.
  const [heading, publish] = await Promise.all([
    page.getByRole('heading', { level: 1, name: 'Create a needs list' }).boundingBox(),
    page.getByRole('button', { name: 'Publish my list' }).boundingBox(),
  ]);
  if (!heading || !publish) throw new Error('no boxes');
  const formHeight = publish.y + publish.height - heading.y;
  expect(formHeight).toBeLessThanOrEqual(3 * 844);
  await expectNoSidewaysScrollOnPhone(page);
});

test('the save status shows where the family is typing, and never covers the field', async ({
  verifiedPage: page,
}) => {
  await page.goto('/create');
  const story = page.getByLabel('Your story');
  const status = page.getByRole('status').filter({ hasText: 'All changes saved.' });
  const header = await page.getByRole('banner').boundingBox();
  // The field at the very bottom of the screen (where the keyboard opens), then at the very top.
  for (const [block, words] of [
    ['end', 'We lost our home in the fire last week'],
    ['start', ' and are staying with family.'],
  ] as const) {
    await story.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
    await story.focus();
    await page.keyboard.type(words);
    await expect(status).toBeInViewport({ ratio: 1 });
    const [field, bar] = await Promise.all([story.boundingBox(), status.boundingBox()]);
    if (!field || !bar || !header) throw new Error('no boxes');
    // Just under the site's header, not behind it, and not over the field.
    expect(bar.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    const overlaps = bar.y < field.y + field.height && field.y < bar.y + bar.height;
    expect(overlaps, block).toBe(false);
    // The field's edges are the field itself, not something on top of it.
    for (const y of [Math.max(field.y + 4, 0), Math.min(field.y + field.height - 4, 840)]) {
      if (y < bar.y + bar.height || y > 840) continue;
      const tag = await page.evaluate(
        `document.elementFromPoint(${field.x + field.width / 2}, ${y})?.tagName`,
      );
      expect(tag, `${block} at ${y}`).toBe('TEXTAREA');
    }
  }
});

test('an item typed but not added is kept, and publishing asks for it first', async ({
  verifiedPage: page,
}) => {
  await page.goto('/create');
  await page.getByLabel('What do you need?').fill('Baby wipes');
  // Leaving and coming back (a reload here) loses nothing typed.
  await page.reload();
  await expect(page.getByLabel('What do you need?')).toHaveValue('Baby wipes');
  const pending = page.getByRole('button', {
    name: '“Baby wipes” added, or cleared (it is typed but not added yet)',
  });
  await expect(pending).toBeVisible();
  await expect(page.getByRole('button', { name: 'At least one item' })).toHaveCount(0);
  await pending.click();
  await expect(page.getByRole('button', { name: 'Add item' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 × Baby wipes')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('1 × Baby wipes')).toBeVisible();
  await expect(page.getByLabel('What do you need?')).toHaveValue('');
});

test('the family shares its list through the phone’s own share sheet', async ({ verifiedPage: page }) => {
  // This Chromium has no share sheet: one that records what it was given stands in for the phone's.
  await page.addInitScript({
    content: 'window.shared = []; navigator.share = async (data) => { window.shared.push(data); };',
  });
  const title = `Formula for the twins ${uniqueWord()}`;
  const listId = await publishListViaApi(page, { title });
  await page.goto(`/needslist/${listId}`);
  await page.getByRole('button', { name: 'Share…' }).click();
  expect(await page.evaluate('window.shared')).toEqual([
    { title, url: `${new URL(page.url()).origin}/needslist/${listId}` },
  ]);
});

test('a phone-sized screen never tells anyone to press F8, whatever pointer it reports', async ({
  openPage,
}) => {
  // A phone with a stylus may report a fine pointer: the size alone says a keyboard is unlikely.
  const page = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: false });
  await signUpVerified(page, { firstName: 'Noor' });
  await page.goto('/about');
  const tips = page.getByRole('complementary', { name: 'Quick tips' });
  await expect(tips).toBeVisible();
  await expect(tips.getByText(/F8/)).toBeHidden();
});

test('signed out, /create opens the sign-up form at once, keeps the way back, signs in at once, and continues the list after confirming', async ({
  page,
}) => {
  await page.goto('/create');
  // No page in between: the form to create an account, which comes back to /create.
  await expect(page).toHaveURL(/\/signup\?returnTo=%2Fcreate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeVisible();
  // The back button leaves, rather than landing on /create to be sent on again.
  expect(await page.evaluate('history.length')).toBe(2);
  // Over to sign-in and back: the way to /create is kept both ways.
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcreate$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup\?returnTo=%2Fcreate$/);
  const email = uniqueEmail('family');
  await page.getByLabel('First name').fill('Ayla');
  await page.getByLabel('Last name (optional)').fill('Demir');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: /create account/i }).click();
  // Signed in at once, straight on to the list: no password typed twice.
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByLabel('What do you need?')).toBeVisible();
  const mail = await waitForMail(email, 'Confirm your email address for Kindlist');
  await page.goto(findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/));
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue your list' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByLabel('What do you need?')).toBeVisible();
  await expectNoSidewaysScrollOnPhone(page);
});

test.describe(() => {
  test.use({ memberName: 'Bartholomewthegreatestofallnamesinthisworldforever' });

  test('a long unbroken word breaks wherever it is shown, and the page says when the list was posted', async ({
    verifiedPage: page,
  }) => {
    const word = uniqueWord();
    const title = `Help${word}Supercalifragilisticexpialidociousandthensome`;
    const listId = await publishListViaApi(page, {
      title,
      city: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
      region: 'OH',
      story: `Our ${word} story has one long word: Pneumonoultramicroscopicsilicovolcanoconiosisandmore and goes on from there.`,
      items: [{ name: 'Antidisestablishmentarianismwithoutanyspacesatall', quantity: 1 }],
    });
    for (const path of [`/browse?q=${word}`, `/needslist/${listId}`, '/my-needs-lists']) {
      await page.goto(path);
      await expect(page.getByText(title).first()).toBeVisible();
      await expectNoSidewaysScrollOnPhone(page);
    }
    await page.goto(`/needslist/${listId}`);
    await expect(page.getByText(/Posted (just now|1 minute ago)/)).toBeVisible();
    const ownerLink = page.getByRole('link', { name: /Bartholomew/ });
    await ownerLink.click();
    await expect(page.getByRole('heading', { level: 1, name: /Bartholomew/ })).toBeVisible();
    await expectNoSidewaysScrollOnPhone(page);
  });
});
