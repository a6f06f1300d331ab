import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { LANGUAGE_QUERY_PARAM, LOCALES, type TLocale } from '#shared/i18n/locales';
import { ROUTE_TABLE } from '#shared/routes';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './helpers';

// WCAG 2.2 AA, checked by axe on every page of the route table: in each language, signed out and
// signed in (as the admin, whose account opens every page, the admin area included), at desktop width
// and on a phone. Each page is audited once it has drawn its content (a heading, no spinner).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const BLOG_POST_SLUG = 'how-to-write-a-needs-list-that-gets-fulfilled';

/** One address per page of the route table (a real list and blog post: their content is audited). */
function listPagePaths(listId: string): string[] {
  return ROUTE_TABLE.map((entry) =>
    (entry.paths[0] ?? '/').replace(':slug', BLOG_POST_SLUG).replace(':id', listId),
  );
}

async function auditPage(page: Page, path: string, locale: TLocale): Promise<string[]> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}${LANGUAGE_QUERY_PARAM}=${locale}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const audit = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return audit.violations.map(
    (violation) =>
      `${path}: ${violation.id} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

for (const locale of LOCALES) {
  for (const isSignedIn of [false, true]) {
    for (const size of WIDTHS) {
      const state = isSignedIn ? 'signed in' : 'signed out';
      test(`axe finds nothing on any page (${locale}, ${state}, ${size.name})`, async ({ page }) => {
        test.setTimeout(900_000);
        await page.setViewportSize({ width: size.width, height: size.height });
        if (isSignedIn) await signInAsAdmin(page);
        const lists = await page.request.get(needsListApi.root);
        const listId = ((await lists.json()) as { lists: { id: string }[] }).lists[0]?.id ?? 'k7Qm2xPz9LwR';
        for (const path of listPagePaths(listId)) {
          // Each page on its own: a failure names the page, and the others are still audited.
          expect
            .soft(await auditPage(page, path, locale), `${locale} ${state} ${size.name} ${path}`)
            .toEqual([]);
        }
      });
    }
  }
}
