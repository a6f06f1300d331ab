import sharp from 'sharp';
import { expect, test } from './fixtures';

test.use({ memberName: 'Noor' });

test('at 390 px: add a profile photo from the phone and see the avatar change', async ({
  memberPage: page,
}) => {
  await page.goto('/profile/edit');
  const photo = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText('Your new photo is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
    'src',
    /\.webp$/,
  );

  const text = Buffer.from('not a picture');
  await page
    .getByLabel('Change photo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: text });
  await expect(page.getByText('Choose a JPEG, PNG or WebP image')).toBeVisible();

  const hasHorizontalScroll = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
  expect(hasHorizontalScroll).toBe(false);
});
