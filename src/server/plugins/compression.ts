import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/** The encodings answers are compressed with, the client's preference first, then this order. */
export const RESPONSE_ENCODINGS = ['br', 'gzip'] as const;
export type TResponseEncoding = (typeof RESPONSE_ENCODINGS)[number];

/** Below this many bytes an answer goes out as it is: compressing it saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Quality 4 of 11: most of brotli's gain over gzip at a cost close to gzip's (11 takes milliseconds).
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The compress plugin's settings, given both when it is registered and as each opting-in route's
 * `compress` option: the plugin takes a route's object in place of the registered settings (an empty
 * `compress: {}` would offer every encoding zlib has).
 */
export const ROUTE_COMPRESSION = {
  encodings: [...RESPONSE_ENCODINGS],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  brotliOptions: BROTLI_OPTIONS,
} satisfies FastifyCompressOptions;
