import type { Page } from '@playwright/test';
import axe from 'axe-core';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { LANGUAGE_QUERY_PARAM, LOCALES, type TLocale } from '#shared/i18n/locales';
import { ROUTE_TABLE } from '#shared/routes';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './helpers';

// WCAG 2.2 AA, checked by axe on every page of the route table: in each language, signed out and
// signed in (as the admin, whose account opens every page, the admin area included), at desktop width
// and on a phone. Each page is audited once it has drawn its content (a heading, no spinner).
//
// The first page is loaded from the server in the language under test; the others are reached the
// way a reader moves through the app, without reloading it, so axe is loaded once per run rather than
// once per page (that load, not the audit, was most of the time).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const BLOG_POST_SLUG = 'how-to-write-a-needs-list-that-gets-fulfilled';

type TViolation = { id: string; targets: string[] };

// Run in the page (as source text: these specs are typed without the DOM's names).
const RUN_AXE = `(async () => {
  const result = await window.axe.run(document, {
    runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} },
    resultTypes: ['violations'],
  });
  return result.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
})()`;

/** One address per page of the route table (a real list and blog post: their content is audited). */
function listPagePaths(listId: string): string[] {
  return ROUTE_TABLE.map((entry) =>
    (entry.paths[0] ?? '/').replace(':slug', BLOG_POST_SLUG).replace(':id', listId),
  );
}

/**
 * Moves to `path` inside the running app, as its links do, and waits for the new page: the router
 * draws it (or its loading state) within a frame, then its heading and data arrive.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)})`);
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  await waitForContent(page);
}

async function waitForContent(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  // Parts that load their code when scrolled near (the footer's language control, the landing page's
  // last sections) are audited too. The admin area has no footer.
  await page.evaluate("window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })");
  const footer = page.getByRole('contentinfo');
  if ((await footer.count()) > 0) await expect(footer.getByRole('group')).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  // Back at the top, at once (not a smooth scroll still moving): axe judges a control's size where it
  // is drawn, and one passing under the sticky header would count as covered.
  await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
}

async function auditPage(page: Page, path: string): Promise<string[]> {
  const violations = (await page.evaluate(RUN_AXE)) as TViolation[];
  return violations.map((violation) => `${path}: ${violation.id} — ${violation.targets.join(' | ')}`);
}

async function openFirstPage(page: Page, locale: TLocale): Promise<void> {
  await page.goto(`/?${LANGUAGE_QUERY_PARAM}=${locale}`);
  await waitForContent(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  // Through the debugging protocol, as Playwright evaluates: the page's own CSP still applies to it.
  await page.evaluate(axe.source);
}

test('the audit reports what it finds', async ({ page }) => {
  await openFirstPage(page, 'en');
  await page.evaluate(
    `document.querySelector('main').append(Object.assign(document.createElement('img'), { src: '/favicon.svg' }))`,
  );
  expect((await auditPage(page, '/')).join('\n')).toContain('/: image-alt');
});

for (const locale of LOCALES) {
  for (const isSignedIn of [false, true]) {
    for (const size of WIDTHS) {
      const state = isSignedIn ? 'signed in' : 'signed out';
      test(`axe finds nothing on any page (${locale}, ${state}, ${size.name})`, async ({ page }) => {
        test.setTimeout(300_000);
        await page.setViewportSize({ width: size.width, height: size.height });
        if (isSignedIn) await signInAsAdmin(page);
        const lists = await page.request.get(needsListApi.root);
        const listId = ((await lists.json()) as { lists: { id: string }[] }).lists[0]?.id ?? 'k7Qm2xPz9LwR';
        await openFirstPage(page, locale);
        for (const [index, path] of listPagePaths(listId).entries()) {
          if (index > 0) await openInApp(page, path);
          // The language chosen by the first page holds on every page reached from it.
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          // Each page on its own: a failure names the page, and the others are still audited.
          expect.soft(await auditPage(page, path), `${locale} ${state} ${size.name} ${path}`).toEqual([]);
        }
      });
    }
  }
}

test('a reader who asks for less motion gets the notices drawer without its slide, and the focus back', async ({
  memberPage: page,
}) => {
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  for (const [motion, animation] of [
    ['no-preference', 'kl-slide-in-right'],
    ['reduce', 'none'],
  ] as const) {
    await page.emulateMedia({ reducedMotion: motion });
    await bell.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    expect(await page.evaluate("getComputedStyle(document.querySelector('.kl-drawer')).animationName")).toBe(
      animation,
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(bell).toBeFocused();
  }
});
