import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { uniqueWord } from './helpers';

// An admin writes a post with a live preview, publishes it, and it is on the blog at once; what a
// script in the Markdown would do never happens, for the admin or for readers.
test('an admin writes and publishes a post that appears at /blog/{slug}', async ({
  adminPage: page,
  openPage,
}) => {
  test.setTimeout(90_000);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog editor' })).toBeVisible();
  await page.getByRole('button', { name: 'New post' }).click();

  const word = uniqueWord();
  const title = `Winter coats for every child ${word}`;
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Address (slug)')).toHaveValue(`winter-coats-for-every-child-${word}`);
  await page
    .getByLabel('Excerpt')
    .fill('How sizes, colours and a short note help a family get the right coat.');
  await page
    .getByLabel('Body')
    .fill(
      `## Measure first\n\nWrite the **size** on the list.\n\n<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>\n\n[Our FAQ](/faq)`,
    );
  // The preview is rendered by the server's sanitiser, as the public page will be.
  const preview = page.getByRole('region', { name: /preview/i });
  await expect(preview.getByRole('heading', { name: 'Measure first' })).toBeVisible();
  await expect(preview.getByText(/<script>alert\(.x.\)<\/script>/)).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByRole('button', { name: 'Save changes' }).or(page.getByRole('button', { name: 'Publish' })),
  ).toBeVisible();
  const audit = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(audit.violations.map((violation) => violation.id)).toEqual([]);

  // A draft is nobody's to read yet.
  const reader = await openPage();
  const slug = `winter-coats-for-every-child-${word}`;
  expect((await reader.goto(`/blog/${slug}`))?.status()).toBe(404);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  const response = await reader.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 2, name: 'Measure first' })).toBeVisible();
  await expect(reader.getByText(/<script>alert\(.x.\)<\/script>/)).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Our FAQ' })).toHaveAttribute('rel', 'noopener noreferrer');
  await reader.goto('/blog');
  await expect(reader.getByRole('link', { name: title })).toBeVisible();
  expect(dialogs).toEqual([]);
  await reader.close();
});
