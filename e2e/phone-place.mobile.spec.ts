import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createTranslator } from './messages';
import { openPhoneIn, signUpVerifiedIn } from './phone-language';

// On a 390 px phone in Spanish (es-MX): an on-screen message never covers the field being filled in,
// and changing the language leaves the person where they were.

const t = createTranslator('es');

/** Shows a toast the way any script of the page can (the showNotificationToast window event). */
async function showToast(page: Page, title: string): Promise<Locator> {
  await page.evaluate(
    `window.dispatchEvent(new CustomEvent('showNotificationToast', { detail: ${JSON.stringify({
      title,
      description: 'Le enviamos un correo con los detalles.',
      duration: 60_000,
    })} }))`,
  );
  const toast = page
    .getByRole('region', { name: t('ui.toastRegion', { hotkey: 'F8' }) })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(toast).toBeInViewport({ ratio: 1 });
  return toast;
}

async function expectApart(first: Locator, second: Locator, what: string): Promise<void> {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  if (!a || !b) throw new Error('no boxes');
  expect(a.y + a.height <= b.y || b.y + b.height <= a.y, what).toBe(true);
}

test('a toast keeps clear of the field being filled in, and a swipe to the right dismisses it', async ({
  openPage,
}) => {
  const page = await openPhoneIn(openPage, 'es');
  await page.goto('/contact');
  const message = page.getByLabel(t('content.contact.message'), { exact: true });
  const name = page.getByLabel(t('content.contact.name'), { exact: true });

  // The field at the bottom of the screen (where a phone's keyboard opens): the toast goes to the top.
  await message.evaluate((field) => field.scrollIntoView({ block: 'end' }));
  await message.focus();
  const first = await showToast(page, 'Aviso uno');
  await expectApart(first, message, 'field at the bottom');
  expect((await first.boundingBox())?.y).toBeLessThan(422);
  // Compact on a phone: a title and a line of text take little of the screen.
  expect((await first.boundingBox())?.height).toBeLessThan(120);

  // The field near the top: the next toast goes to the bottom.
  await name.evaluate((field) => field.scrollIntoView({ block: 'start' }));
  await page.evaluate('window.scrollBy(0, -100)');
  await name.focus();
  const second = await showToast(page, 'Aviso dos');
  await expectApart(second, name, 'field at the top');
  expect((await second.boundingBox())?.y).toBeGreaterThan(422);

  // A swipe to the right past 50 px dismisses it.
  const box = await second.boundingBox();
  if (!box) throw new Error('no toast');
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  for (const step of [20, 45, 80, 120]) await page.mouse.move(box.x + 40 + step, box.y + box.height / 2);
  await page.mouse.up();
  await expect(second).toHaveCount(0);
});

/** The language control in `within`, and its button for `name`, once its code has loaded. */
async function findLanguageButton(within: Locator, name: string): Promise<Locator> {
  const button = within.getByRole('group').getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  return button;
}

test('changing the language keeps the place on the page and the focus on the control', async ({
  openPage,
}) => {
  test.setTimeout(90_000);
  const page = await openPhoneIn(openPage, 'es');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await test.step('from the footer, at the bottom of a long page', async () => {
    const footer = page.getByRole('contentinfo');
    const toTheBottom = "window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })";
    await page.evaluate(toTheBottom);
    const english = await findLanguageButton(footer, 'English');
    // The control's code loaded as the foot came near, which made the page a little longer.
    await expect(async () => {
      await page.evaluate(toTheBottom);
      await expect(english).toBeInViewport({ ratio: 1, timeout: 500 });
    }).toPass();
    const before = await english.boundingBox();
    await english.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const pressed = await findLanguageButton(footer, 'English');
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(pressed).toBeFocused();
    // Where it was, give or take the English page's foot being a line shorter or longer.
    await expect(pressed).toBeInViewport({ ratio: 1 });
    const after = await pressed.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(24);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  });

  await test.step('from the settings page, back to Spanish', async () => {
    await signUpVerifiedIn(page, 'en');
    await page.goto('/settings');
    const main = page.getByRole('main');
    const spanish = await findLanguageButton(main, 'Español');
    await spanish.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    const before = await spanish.boundingBox();
    await spanish.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const pressed = await findLanguageButton(main, 'Español');
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(pressed).toBeFocused();
    await expect.poll(async () => (await pressed.boundingBox())?.y).toBeCloseTo(before?.y ?? -1, -1);
  });
});
