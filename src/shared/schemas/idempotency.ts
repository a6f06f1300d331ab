import { z } from 'zod';

/** The request header naming one user action, so that its retry is answered instead of done again. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const ZIdempotencyKey = z
  .string()
  .regex(
    IDEMPOTENCY_KEY_PATTERN,
    'Idempotency-Key must be 16 to 128 letters, digits, "-" or "_": a new random value (such as a UUID) for each action, the same one for its retries',
  );

/** The headers of a write that takes an idempotency key (every other header passes through). */
export const ZIdempotentWriteHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKey.optional(),
});
