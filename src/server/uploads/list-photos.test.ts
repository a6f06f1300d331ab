import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countHashDifference, renderListPhoto } from './list-photos';

async function picture(width: number, height: number, quality = 90) {
  // A picture with structure (a gradient and a block), not a flat colour.
  const gradient = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      const isBlock = x > width * 0.3 && x < width * 0.6 && y > height * 0.2 && y < height * 0.7;
      gradient[offset] = isBlock ? 20 : Math.round((x / width) * 255);
      gradient[offset + 1] = isBlock ? 200 : Math.round((y / height) * 255);
      gradient[offset + 2] = 90;
    }
  }
  return sharp(gradient, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

describe('list photo perceptual hash', () => {
  it('sees the same picture through resizing and re-compression, and tells different ones apart', async () => {
    const original = await renderListPhoto(await picture(800, 600));
    const smaller = await renderListPhoto(await picture(400, 300, 50));
    const flipped = await renderListPhoto(
      await sharp(await picture(800, 600))
        .flop()
        .jpeg()
        .toBuffer(),
    );
    expect(original.perceptualHash).toMatch(/^[0-9a-f]{16}$/);
    expect(countHashDifference(original.perceptualHash, smaller.perceptualHash)).toBeLessThanOrEqual(6);
    expect(countHashDifference(original.perceptualHash, flipped.perceptualHash)).toBeGreaterThan(10);
  });

  it('does not compare plain pictures, which all hash alike', async () => {
    for (const background of ['#000000', '#f4f4f4', '#3a6ea5']) {
      const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
        .jpeg()
        .toBuffer();
      expect((await renderListPhoto(plain)).perceptualHash, background).toBe('');
    }
    const darkGradient = Buffer.alloc(800 * 600 * 3);
    for (let index = 0; index < darkGradient.length; index++) darkGradient[index] = ((index / 3) % 800) / 40;
    const gradient = await sharp(darkGradient, { raw: { width: 800, height: 600, channels: 3 } })
      .jpeg()
      .toBuffer();
    expect((await renderListPhoto(gradient)).perceptualHash).toBe('');
    expect((await renderListPhoto(await picture(800, 600))).perceptualHash).not.toBe('');
  });
});
