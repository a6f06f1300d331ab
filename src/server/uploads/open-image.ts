import pLimit from 'p-limit';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { renderRefusal } from '../domain/domain-error';
import { HttpError } from '../plugins/errors';
import type { TMessage } from '../services/translations';

// Every upload is a new picture: libvips' cache of operations would only keep memory that is never reused.
sharp.cache(false);

/**
 * What one picture may be. A decompression bomb (a small file that decodes to a huge image) is refused
 * before decoding; a picture far thinner than a photo (60000 × 2) or with a tiny short side is refused
 * too, since no rendering of it is useful and cropping it to a card would mean enlarging it.
 */
export const IMAGE_LIMITS = {
  maxInputPixels: 50_000_000,
  minShortSide: 100,
  maxLongToShort: 10,
} as const;

// Decoding and resizing a 50-megapixel photo takes about 70 MB and a core for a few seconds: two at
// once per instance, a few more waiting, and past that the uploader is asked to try again shortly.
export const IMAGE_LIMITS_AT_ONCE = { running: 2, waiting: 8 } as const;
const BUSY_RETRY_AFTER_SECONDS = 5;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const UNSUPPORTED_PHOTO: TMessage = { key: 'errors.photos.unsupported' };
export const UNSUPPORTED_PHOTO_MESSAGE = renderRefusal('en', { refusal: UNSUPPORTED_PHOTO, field: 'photo' });
/** An upload sharp could not decode. */
export const DAMAGED_PHOTO: TMessage = { key: 'errors.photos.damaged' };
const IMAGES_BUSY: TMessage = {
  key: 'errors.photos.busy',
  values: { seconds: BUSY_RETRY_AFTER_SECONDS },
};

export type TOpenedImage = {
  /** The picture, turned upright by its EXIF orientation. */
  image: Sharp;
  /** Its size once upright. */
  width: number;
  height: number;
};

const queue = pLimit(IMAGE_LIMITS_AT_ONCE.running);

/** How many pictures this instance is processing and how many wait (for tests and measurement). */
export function readImageQueue(): { running: number; waiting: number } {
  return { running: queue.activeCount, waiting: queue.pendingCount };
}

/**
 * A picture's bytes, or how to read them: an upload is read only once its turn comes, so that the
 * uploads waiting hold their unread bodies in their connections rather than 10 MB each in memory.
 */
export type TImageInput = Buffer | (() => Promise<Buffer>);

/**
 * Opens a picture and renders it within the instance's bounds: JPEG, PNG or WebP only, of a
 * photo's proportions, at most a few at a time. `render` must never enlarge the picture (see
 * fitWithin), so the memory one picture takes is bounded by its own pixels.
 */
export async function renderImage<T>(
  input: TImageInput,
  render: (opened: TOpenedImage) => Promise<T>,
): Promise<T> {
  if (queue.pendingCount >= IMAGE_LIMITS_AT_ONCE.waiting) {
    throw new HttpError(503, IMAGES_BUSY, { field: 'photo', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
  }
  return queue(async () => {
    const opened = await openImage(typeof input === 'function' ? await input() : input);
    try {
      return await render(opened);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, DAMAGED_PHOTO, { field: 'photo' });
    }
  });
}

async function openImage(input: Buffer): Promise<TOpenedImage> {
  const source = sharp(input, { limitInputPixels: IMAGE_LIMITS.maxInputPixels, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await source.metadata();
  } catch {
    throw new HttpError(400, UNSUPPORTED_PHOTO, { field: 'photo' });
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new HttpError(400, UNSUPPORTED_PHOTO, { field: 'photo' });
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: its width becomes its height.
  const isTurned = (metadata.orientation ?? 1) >= 5;
  const width = (isTurned ? metadata.height : metadata.width) ?? 0;
  const height = (isTurned ? metadata.width : metadata.height) ?? 0;
  assertPhotoProportions(width, height);
  return { image: source.rotate(), width, height };
}

function assertPhotoProportions(width: number, height: number): void {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (width * height > IMAGE_LIMITS.maxInputPixels) {
    throw new HttpError(
      400,
      { key: 'errors.photos.tooManyPixels', values: { width, height } },
      { field: 'photo' },
    );
  }
  if (short < IMAGE_LIMITS.minShortSide) {
    throw new HttpError(
      400,
      { key: 'errors.photos.tooSmall', values: { width, height, minimum: IMAGE_LIMITS.minShortSide } },
      { field: 'photo' },
    );
  }
  if (long > short * IMAGE_LIMITS.maxLongToShort) {
    throw new HttpError(
      400,
      { key: 'errors.photos.tooThin', values: { width, height, ratio: IMAGE_LIMITS.maxLongToShort } },
      { field: 'photo' },
    );
  }
}

/**
 * The largest box of the wanted shape that fits both the wanted size and the picture itself: cropping
 * a picture to it shrinks or crops, never enlarges.
 */
export function fitWithin(
  picture: { width: number; height: number },
  wanted: { width: number; height: number },
): { width: number; height: number } {
  const scale = Math.min(1, picture.width / wanted.width, picture.height / wanted.height);
  return {
    width: Math.max(1, Math.floor(wanted.width * scale)),
    height: Math.max(1, Math.floor(wanted.height * scale)),
  };
}

/**
 * The picture shrunk to fit `maxSide` (never enlarged), decoded once into raw pixels, so that every
 * size made from it reads this small copy instead of decoding the upload again.
 */
export async function shrinkToRaw(
  opened: TOpenedImage,
  maxSide: number,
): Promise<{ pixels: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 }> {
  const { data, info } = await opened.image
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: info.channels };
}

/** A sharp pipeline on raw pixels made by shrinkToRaw. */
export function openRaw(raw: Awaited<ReturnType<typeof shrinkToRaw>>): Sharp {
  return sharp(raw.pixels, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
}
