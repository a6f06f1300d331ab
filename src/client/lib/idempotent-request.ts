import { IDEMPOTENCY_KEY_HEADER } from '#shared/schemas/idempotency';
import type { TResponseSchema } from './check-response';
import {
  fetchWithNetworkError,
  NETWORK_ERROR_MESSAGE,
  readResponseJson,
  throwIfResponseNotOk,
} from './request';

const RETRY_DELAY_MS = 1000;

/** A new key for one action of the user: 32 hex digits from the browser's random source. */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// The request never got its answer: the write may or may not have happened.
function isLostAnswer(error: unknown): boolean {
  return (error instanceof Error && error.message === NETWORK_ERROR_MESSAGE) || error instanceof TypeError;
}

async function sendOnce<T>(
  method: 'POST',
  url: string,
  data: unknown,
  key: string,
  schema: TResponseSchema,
): Promise<T> {
  const response = await fetchWithNetworkError(url, {
    method,
    headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
    body: JSON.stringify(data),
  });
  await throwIfResponseNotOk(response);
  return readResponseJson<T>(response, url, schema);
}

/**
 * A write donors race on (reserving, reporting a purchase), sent with a key that names this one
 * action. When the connection fails before the answer arrives, it is sent once more with the same
 * key: the server then answers with what the first one did instead of doing it twice.
 */
export async function requestJsonOnce<T>(
  method: 'POST',
  url: string,
  data: unknown,
  {
    key = createIdempotencyKey(),
    retryDelayMs = RETRY_DELAY_MS,
    schema,
  }: { key?: string; retryDelayMs?: number; schema?: TResponseSchema } = {},
): Promise<T> {
  try {
    return await sendOnce<T>(method, url, data, key, schema);
  } catch (error) {
    if (!isLostAnswer(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return sendOnce<T>(method, url, data, key, schema);
  }
}
