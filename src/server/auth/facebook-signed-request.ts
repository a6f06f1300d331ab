import { createHmac, timingSafeEqual } from 'node:crypto';

export type TFacebookSignedRequest = { userId: string; issuedAt: number | null };

/**
 * Reads Facebook's `signed_request` ("<signature>.<payload>", both base64url; the signature is
 * HMAC-SHA256 of the payload part with the app secret). Returns null unless the signature is right
 * and the payload names a user.
 */
export function parseFacebookSignedRequest(
  signedRequest: string,
  appSecret: string,
): TFacebookSignedRequest | null {
  const parts = signedRequest.split('.');
  if (parts.length !== 2) return null;
  const [encodedSignature = '', encodedPayload = ''] = parts;
  const signature = Buffer.from(encodedSignature, 'base64url');
  const expected = createHmac('sha256', appSecret).update(encodedPayload).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const record = payload as Record<string, unknown>;
  if (typeof record.algorithm !== 'string' || record.algorithm.toUpperCase() !== 'HMAC-SHA256') return null;
  const userId =
    typeof record.user_id === 'string' || typeof record.user_id === 'number' ? String(record.user_id) : '';
  if (!/^\d{1,32}$/.test(userId)) return null;
  return { userId, issuedAt: typeof record.issued_at === 'number' ? record.issued_at : null };
}

/** Builds a signed_request as Facebook does (used by tests, and by anyone checking the endpoint). */
export function signFacebookRequest(payload: Record<string, unknown>, appSecret: string): string {
  const encodedPayload = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', appSecret).update(encodedPayload).digest('base64url');
  return `${signature}.${encodedPayload}`;
}
