import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../plugins/errors';
import { renderBlogCover } from './blog-covers';
import { renderListPhoto } from './list-photos';
import { fitWithin, IMAGE_LIMITS_AT_ONCE, readImageQueue, renderImage } from './open-image';
import { renderProfilePhotoSizes } from './profile-photos';

/** A PNG of one grey colour: a few hundred bytes whatever its size in pixels. */
function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function refusalOf(work: Promise<unknown>): Promise<{ statusCode: number; message: string }> {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { statusCode: error.statusCode, message: error.message };
}

describe('pictures of no photo proportions', () => {
  it.each([
    ['60000 × 2', 60_000, 2],
    ['2 × 60000', 2, 60_000],
    ['1000 × 1', 1000, 1],
  ])(
    'refuses a tiny file of %s pixels, before any enlargement, for every kind of upload',
    async (_label, width, height) => {
      const input = await plainPng(width, height);
      expect(input.length).toBeLessThan(2000);
      for (const render of [renderListPhoto, renderProfilePhotoSizes, renderBlogCover]) {
        expect(await refusalOf(render(input))).toEqual({
          statusCode: 400,
          message: `photo: This image is too small (${width} × ${height} pixels). Choose a photo at least 100 pixels on each side.`,
        });
      }
    },
  );

  it('refuses a picture far longer than wide, naming the rule', async () => {
    expect(await refusalOf(renderListPhoto(await plainPng(4400, 400)))).toEqual({
      statusCode: 400,
      message:
        'photo: This image is too narrow for a photo (4400 × 400 pixels). Choose a photo whose long side is at most 10 times its short side.',
    });
  });

  it('reads the size upright: a picture turned by its EXIF orientation is judged as shown', async () => {
    const turned = await sharp({ create: { width: 1200, height: 100, channels: 3, background: '#808080' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await refusalOf(renderListPhoto(turned))).message).toContain('(100 × 1200 pixels)');
  });
});

describe('small photos are cropped, never enlarged', () => {
  it('keeps a list photo smaller than a card at its own size, in the card shape', async () => {
    const photo = await renderListPhoto(await plainPng(400, 200));
    expect(await sharp(photo.large).metadata()).toMatchObject({ width: 400, height: 200 });
    expect(await sharp(photo.thumbnail).metadata()).toMatchObject({ width: 266, height: 200 });
  });

  it('keeps every profile size within the picture', async () => {
    const sizes = await renderProfilePhotoSizes(await plainPng(300, 150));
    const sides = await Promise.all(
      [...sizes.values()].map(async (data) => {
        const { width, height } = await sharp(data).metadata();
        return [width, height];
      }),
    );
    expect(sides).toEqual([
      [96, 96],
      [150, 150],
      [150, 150],
    ]);
  });

  it('computes the largest box of the wanted shape within a picture', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, { width: 640, height: 480 })).toEqual({
      width: 640,
      height: 480,
    });
    expect(fitWithin({ width: 300, height: 1000 }, { width: 640, height: 480 })).toEqual({
      width: 300,
      height: 225,
    });
    expect(fitWithin({ width: 1000, height: 120 }, { width: 640, height: 480 })).toEqual({
      width: 160,
      height: 120,
    });
  });
});

describe('pictures processed at once', () => {
  it('runs a few at a time, lets a few wait, and asks the next to try again shortly', async () => {
    const input = await plainPng(200, 200);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const capacity = IMAGE_LIMITS_AT_ONCE.running + IMAGE_LIMITS_AT_ONCE.waiting;
    const accepted = Array.from({ length: capacity }, () => renderImage(input, () => held));
    await expect.poll(() => readImageQueue().running).toBe(IMAGE_LIMITS_AT_ONCE.running);
    expect(readImageQueue().waiting).toBe(IMAGE_LIMITS_AT_ONCE.waiting);

    const busy = await renderImage(input, async () => 'never').then(
      () => null,
      (error: unknown) => error,
    );
    expect(busy).toBeInstanceOf(HttpError);
    expect(busy).toMatchObject({ statusCode: 503, retryAfterSeconds: 5 });
    expect((busy as HttpError).message).toBe(
      'photo: Many photos are being prepared right now. Try again in 5 seconds.',
    );

    release();
    await Promise.all(accepted);
    expect(readImageQueue()).toEqual({ running: 0, waiting: 0 });
    await expect(renderImage(input, async ({ width }) => width)).resolves.toBe(200);
  });

  it('reads an upload only when its turn comes, and never one it turns away', async () => {
    const input = await plainPng(200, 200);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reads: number[] = [];
    const readAs = (index: number) => async () => {
      reads.push(index);
      return input;
    };
    const capacity = IMAGE_LIMITS_AT_ONCE.running + IMAGE_LIMITS_AT_ONCE.waiting;
    const accepted = Array.from({ length: capacity }, (_, index) => renderImage(readAs(index), () => held));
    await expect.poll(() => readImageQueue().running).toBe(IMAGE_LIMITS_AT_ONCE.running);
    await expect.poll(() => reads.length).toBe(IMAGE_LIMITS_AT_ONCE.running);
    const busy = await renderImage(readAs(-1), async () => 'never').catch((error: unknown) => error);
    expect(busy).toMatchObject({ statusCode: 503 });

    release();
    await Promise.all(accepted);
    expect(reads.toSorted((a, b) => a - b)).toEqual(Array.from({ length: capacity }, (_, index) => index));
  });
});
