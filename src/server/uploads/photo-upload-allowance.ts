import {
  incrementCounter,
  RateLimitedError,
  type TRateLimitContext,
  toRetryAfterSeconds,
} from '../services/rate-limits';

const HOUR_MS = 60 * 60 * 1000;
// A family adds up to five photos a list and may try a few again; an account sending more than this
// in an hour is making the instances decode pictures for someone else's sake.
export const PHOTO_UPLOADS_PER_HOUR = 30;

/**
 * Counts one photo upload of the account (list photos, profile photo and blog covers alike, across
 * every instance) before any of its bytes are decoded, and refuses past the hour's allowance.
 */
export async function consumePhotoUploadAllowance(context: TRateLimitContext, userId: string): Promise<void> {
  const { count, ttlMs } = await incrementCounter(context, `photo-uploads:${userId}`, HOUR_MS);
  if (count <= PHOTO_UPLOADS_PER_HOUR) return;
  const retryAfterSeconds = toRetryAfterSeconds(ttlMs);
  throw new RateLimitedError(retryAfterSeconds, {
    key: 'errors.photos.tooManyUploads',
    values: { minutes: Math.ceil(retryAfterSeconds / 60) },
  });
}
