import type { IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';

/**
 * The body as decoded bytes, so the size limit counts what is actually read (a small compressed body
 * that inflates to gigabytes is cut off at the limit).
 */
export function decodeBody(response: IncomingMessage): Readable {
  const decoder = readDecoder(response.headers['content-encoding']);
  if (!decoder || decoder === 'identity') return response;
  const stream = decoder();
  response.on('error', (error) => stream.destroy(error));
  return response.pipe(stream);
}

/** How to decode a Content-Encoding: null for one we do not read. */
export function readDecoder(encoding: string | undefined): (() => Transform) | 'identity' | null {
  switch ((encoding ?? 'identity').trim().toLowerCase()) {
    case 'identity':
    case '':
      return 'identity';
    case 'gzip':
    case 'x-gzip':
      return () => zlib.createGunzip();
    case 'deflate':
      return () => zlib.createInflate();
    case 'br':
      return () => zlib.createBrotliDecompress();
    default:
      return null;
  }
}
