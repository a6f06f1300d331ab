import { expect, test } from './fixtures';
import { uniqueEmail, waitForMail } from './helpers';

// The contact form, as someone with a question would use it, at desktop width and on a phone.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`contact at ${viewport.width} px: mistakes are shown before sending, then the message is sent and confirmed`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.getByLabel('Your name').fill('Rosa Martinez');
    await page.getByLabel('Your email').fill('not an address');
    await page.getByLabel('Subject').fill('Reservations');
    await page.getByLabel('Message').fill('Short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter an email address such as name@example.com')).toBeVisible();
    await expect(page.getByText('Message: write at least 10 characters')).toBeVisible();

    const email = uniqueEmail('writer');
    await page.getByLabel('Your email').fill(email);
    await page
      .getByLabel('Message')
      .fill('How long does a donor keep an item reserved before it is free again?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'your message has reached the Kindlist team' }),
    ).toBeVisible();
    // The confirmation mail (written to DATA_DIR/mail without SMTP) tells the sender it arrived.
    expect(await waitForMail(email, 'We received your message to Kindlist')).toMatch(
      /a person reads\s+every\s+message/,
    );
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
  });
}
