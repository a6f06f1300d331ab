import { TOPIC_SLUGS } from '#shared/routes';
import { expect, test } from './fixtures';
import { tEnglish } from './messages';

// Every informational page: each renders its own content at desktop width and on a phone and fits the
// screen (accessibility.spec.ts audits them with axe). The blog post is one the e2e server seeds
// (SEED_DEMO).
const PAGES = [
  { path: '/', heading: 'Help a family rebuild, one item at a time' },
  { path: '/blog', heading: 'Blog' },
  {
    path: '/blog/how-to-write-a-needs-list-that-gets-fulfilled',
    heading: 'How to write a needs list that gets fulfilled',
  },
  { path: '/community-impact', heading: 'Community impact' },
  { path: '/data-deletion', heading: 'Data deletion' },
  ...TOPIC_SLUGS.map((slug) => ({ path: `/${slug}`, heading: tEnglish(`routes.topic.${slug}`) })),
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/resources', heading: 'Guides and resources' },
  { path: '/support-resources', heading: 'Support resources' },
  { path: '/contact-us', heading: 'Contact us' },
  { path: '/about-us', heading: 'About Kindlist' },
  { path: '/community', heading: 'Community' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
  { path: '/cookies-policy', heading: 'Cookies policy' },
  { path: '/terms-and-conditions', heading: 'Terms and conditions' },
] as const;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`informational pages at ${viewport.width} px: finished and on screen`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(
        page.getByText(
          /will (be (gathered|listed|collected|available) here|explain|introduce)|Here you will read/,
        ),
        path,
      ).toHaveCount(0);
      // Sections far down a page load their code when scrolled near: they must fit too.
      await page.keyboard.press('End');
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate('document.documentElement.scrollWidth'), path).toBeLessThanOrEqual(
        viewport.width,
      );
    }
  });
}

test('an answer opens with the keyboard, and support numbers are links to call', async ({ page }) => {
  await page.goto('/faq');
  const question = page.locator('summary', { hasText: 'How long does a reservation last?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/We remind you 12 hours before it ends/)).toBeVisible();
  await page.goto('/support-resources');
  await expect(page.getByRole('link', { name: '988' }).first()).toHaveAttribute('href', 'tel:988');
  const fema = page.getByRole('link', { name: /disasterassistance\.gov/ });
  await expect(fema).toHaveAttribute('rel', 'noopener noreferrer');
});
