import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The statistics page counts from the stored events: a visitor's click on the landing page's call to
// action shows up in the admin's CTA table. Other specs click too, so the count is compared with itself.

async function readCtaClicks(page: Page, ctaId: string): Promise<number> {
  await page.goto('/admin/stats?days=7');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  const section = page.getByRole('region', { name: 'CTA clicks' });
  await expect(section).toBeVisible();
  if ((await section.getByText('Table view').count()) === 0) return 0;
  await section.getByText('Table view').click();
  const row = section
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: ctaId, exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').first().textContent())?.replace(/\D/g, '') ?? '0');
}

test('the statistics page shows the events visitors just made', async ({ adminPage: page, openPage }) => {
  test.setTimeout(90_000);
  const before = await readCtaClicks(page, 'landing_create_list');

  const visitor = await openPage();
  await visitor.goto('/');
  const sent = visitor.waitForResponse(
    (response) => response.url().endsWith('/api/analytics/events') && response.status() < 300,
  );
  await visitor.getByRole('link', { name: 'Create a needs list' }).first().click();
  // Signed out, the create page sends the visitor on to sign up with the way back to it, as soon as it
  // knows nobody is signed in: either address may be the one seen.
  await expect(visitor).toHaveURL(/\/create$|\/signup\?returnTo=%2Fcreate$/);
  await sent;
  await visitor.close();

  await expect.poll(() => readCtaClicks(page, 'landing_create_list'), { timeout: 15_000 }).toBe(before + 1);
  const section = page.getByRole('region', { name: 'CTA clicks' });
  await expect(section.getByRole('button', { name: /Download CSV/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: /Download CSV/ }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^kindlist-cta-clicks-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );

  const audit = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(audit.violations.map((violation) => violation.id)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
});
