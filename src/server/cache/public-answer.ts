import { brotliCompressSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import {
  BROTLI_OPTIONS,
  COMPRESSION_THRESHOLD_BYTES,
  RESPONSE_ENCODINGS,
  type TResponseEncoding,
} from '../plugins/compression';
import { addToVary } from '../plugins/language';

/**
 * A public answer as the public cache keeps it: its JSON bytes, and those bytes compressed in each
 * encoding a client has asked for so far. Compressing costs more than the rest of sending a kept
 * answer, so each encoding is made once per kept answer, not once per request (docs/decisions/007).
 */
export type TPublicAnswer = {
  readonly json: Buffer;
  readonly encoded: Partial<Record<TResponseEncoding, Buffer>>;
};

const JSON_TYPE = 'application/json; charset=utf-8';
const ENCODINGS: TResponseEncoding[] = [...RESPONSE_ENCODINGS];

const COMPRESS: Record<TResponseEncoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, BROTLI_OPTIONS),
  gzip: (bytes) => gzipSync(bytes),
};

/** Adds request headers to the answer's `Vary`, keeping those already named (an answer by language and by encoding names both). */
export function addVary(reply: FastifyReply, fields: string): void {
  reply.header(
    'vary',
    addToVary(
      reply.getHeader('vary'),
      fields.split(',').map((field) => field.trim()),
    ),
  );
}

/** Stringified once, when the answer is made (Fastify serialises objects, not ready JSON). */
export function createPublicAnswer(value: unknown): TPublicAnswer {
  return { json: Buffer.from(JSON.stringify(value)), encoded: {} };
}

/**
 * Sends a public answer whole, compressed in the best encoding the request accepts (br, then gzip),
 * with its exact length. The bytes are sent as they are: the route's handler must not also return a
 * value, and an async one returns or awaits the reply.
 */
export function sendPublicAnswerBytes<TReply extends FastifyReply>(
  reply: TReply,
  answer: TPublicAnswer,
): TReply {
  reply.type(JSON_TYPE);
  if (answer.json.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(answer.json) as TReply;
  // Caches (a browser's, a proxy's for answers that are the same in every language) keep one copy per encoding.
  addVary(reply, 'accept-encoding');
  const accepted = reply.request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted.toLowerCase(), ENCODINGS) : null;
  if (!encoding) return reply.send(answer.json) as TReply;
  answer.encoded[encoding] ??= COMPRESS[encoding](answer.json);
  return reply.header('content-encoding', encoding).send(answer.encoded[encoding]) as TReply;
}
