import { expect, test } from './fixtures';

type TBatch = {
  visitorId: string;
  path: string;
  events: Array<{ name: string; params: Record<string, unknown> }>;
};

// Beacon bodies are not visible to Playwright's network events, so the page's sendBeacon is observed
// (and still called, so the server really receives each batch).
const OBSERVE_BEACONS = `
  window.__beacons = [];
  const send = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => {
    if (data instanceof Blob) data.text().then((text) => window.__beacons.push({ url: String(url), text }));
    return send(url, data);
  };
`;

test('page_view with page_path and page_location is sent by beacon on load and on every navigation', async ({
  page,
}) => {
  await page.addInitScript(OBSERVE_BEACONS);
  const accepted: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/analytics/events')) accepted.push(response.status());
  });
  const readPageViews = async () => {
    const beacons = (await page.evaluate('window.__beacons')) as Array<{ url: string; text: string }>;
    return beacons
      .filter((beacon) => beacon.url.endsWith('/api/analytics/events'))
      .flatMap((beacon) => (JSON.parse(beacon.text) as TBatch).events)
      .filter((event) => event.name === 'page_view')
      .map((event) => event.params);
  };

  await page.goto('/faq');
  await expect.poll(async () => (await readPageViews()).map((view) => view.page_path)).toContain('/faq');

  await page.evaluate('window.scrollTo(0, 400)');
  await page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link', { name: 'Find Needs Lists' })
    .click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect.poll(async () => (await readPageViews()).map((view) => view.page_path)).toContain('/browse');
  const browseView = (await readPageViews()).find((view) => view.page_path === '/browse');
  expect(String(browseView?.page_location)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/browse$/);
  expect(await page.evaluate('window.scrollY')).toBe(0);
  await expect.poll(() => accepted.length).toBeGreaterThan(0);
  expect(accepted.every((status) => status === 202)).toBe(true);
});
