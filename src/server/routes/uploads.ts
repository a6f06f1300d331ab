import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { getUploadsDir, UPLOADS_URL_PREFIX } from '../uploads/profile-photos';

// Uploaded photos, as re-encoded by the server. Every file name is random and never rewritten, so a
// browser may keep a file for a year.
export async function registerUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = getUploadsDir(dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
