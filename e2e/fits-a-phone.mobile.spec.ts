import type { Page } from '@playwright/test';
import { LOCALES } from '#shared/i18n/locales';
import { expect, test } from './fixtures';
import { publishListViaApi, uniqueWord } from './helpers';
import { openPhoneIn, signUpVerifiedIn } from './phone-language';

// What a family reads and taps on a 390 px phone, in English and in Spanish (es-MX): every field shows
// its whole placeholder and choice, and every control outside a sentence is a comfortable target.

// Run in the page (as source text: these specs are typed without the DOM's names). Each visible text
// field's placeholder and value, and each of a select's options, measured against the room the field
// has: a text with the field's font, against its width less its padding; an option, in a copy of the
// select as wide as its text needs (arrow included), against the select itself.
const FIND_CUT_TEXT = `(() => {
  const cut = [];
  const context = document.createElement('canvas').getContext('2d');
  const isShown = (field) => field.getClientRects().length > 0 && field.offsetWidth > 2;
  for (const field of document.querySelectorAll('input, select')) {
    if (!isShown(field) || ['checkbox', 'radio', 'file', 'hidden', 'range', 'color'].includes(field.type)) continue;
    const style = getComputedStyle(field);
    const name = field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.name;
    if (field.tagName === 'SELECT') {
      for (const option of field.options) {
        const copy = field.cloneNode(false);
        copy.removeAttribute('id');
        copy.style.cssText = 'position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none;display:inline-block';
        copy.append(new Option(option.text));
        field.parentElement.append(copy);
        const needed = copy.offsetWidth;
        copy.remove();
        if (needed > field.offsetWidth) cut.push(name + ': option "' + option.text + '" needs ' + needed + ' px of ' + field.offsetWidth);
      }
      continue;
    }
    context.font = style.font;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    for (const text of [field.placeholder, field.value]) {
      const width = text ? Math.ceil(context.measureText(text).width) : 0;
      if (width > room) cut.push(name + ': "' + text + '" needs ' + width + ' px of ' + Math.floor(room));
    }
  }
  return cut;
})()`;

// Every control a finger aims at, with its box, unless the box is not what is tapped: a link in a
// sentence (the sentence sets its size: WCAG 2.5.8's inline exception), a link stretched over its card
// (the card is tapped), or a control hidden until it has the focus (the skip link).
const FIND_SMALL_TARGETS = `(() => {
  const small = [];
  const selector = 'a[href], button, summary, select, input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file])';
  for (const target of document.querySelectorAll(selector)) {
    const box = target.getBoundingClientRect();
    const style = getComputedStyle(target);
    if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
    if (getComputedStyle(target, '::after').position === 'absolute') continue;
    const text = (target.textContent || '').trim();
    const sentence = target.parentElement?.closest('p, li, dd, dt, td, th, figcaption, blockquote, label, h1, h2, h3, h4');
    const isInline = style.display === 'inline' || style.display === 'inline-block';
    if (isInline && sentence && (sentence.textContent || '').trim().length > text.length + 3) continue;
    if (box.height < 44 || box.width < 24) {
      small.push(target.tagName.toLowerCase() + ' "' + (text || target.getAttribute('aria-label') || '').slice(0, 40) + '" ' + Math.round(box.width) + '×' + Math.round(box.height));
    }
  }
  return [...new Set(small)];
})()`;

async function findSmallTargets(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  // Down to the footer, where parts load their code when near (the language control), and back.
  await page.evaluate("window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })");
  await expect(page.getByRole('contentinfo').getByRole('group')).toBeVisible();
  await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
  const small = (await page.evaluate(FIND_SMALL_TARGETS)) as string[];
  return small.map((text) => `${path} ${text}`);
}

async function findCutText(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  // Folded parts of a form (an item's details, the address, more options) are opened: their fields too.
  await page.evaluate("document.querySelectorAll('details').forEach((fold) => { fold.open = true; })");
  const cut = (await page.evaluate(FIND_CUT_TEXT)) as string[];
  return cut.map((text) => `${path} ${text}`);
}

for (const locale of LOCALES) {
  test(`every field shows its whole placeholder and choices at 390 px, in ${locale}`, async ({
    openPage,
  }) => {
    test.setTimeout(90_000);
    const page = await openPhoneIn(openPage, locale);
    await signUpVerifiedIn(page, locale);
    await publishListViaApi(page, { title: `Winter coats ${uniqueWord()}` });
    const cut: string[] = [];
    for (const path of ['/', '/browse', '/products', '/create']) cut.push(...(await findCutText(page, path)));
    expect(cut).toEqual([]);
  });
}

test('every control outside a sentence is a 44 px tall target on a touch phone, in es-MX', async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const page = await openPhoneIn(openPage, 'es');
  await signUpVerifiedIn(page, 'es');
  const listId = await publishListViaApi(page, { title: `Abrigos ${uniqueWord()}` });
  expect(await page.evaluate('matchMedia("(pointer: coarse)").matches')).toBe(true);
  const small: string[] = [];
  for (const path of ['/products', '/', '/browse', `/needslist/${listId}`, '/create', '/profile', '/faq']) {
    small.push(...(await findSmallTargets(page, path)));
  }
  expect(small).toEqual([]);
  // The stores' links on a product card, each its own target.
  const card = page.getByRole('article').first();
  await page.goto('/products');
  const stores = card.getByRole('link', { name: /Amazon|Walmart|Target/ });
  await expect(stores).toHaveCount(3);
  for (const store of await stores.all()) {
    expect((await store.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
});
