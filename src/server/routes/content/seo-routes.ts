import type { FastifyPluginAsync } from 'fastify';
import type { TDatabase } from '#server/db/client';
import { buildRobotsText, buildSitemap } from '#server/domain/content/sitemap';

// Crawlers ask for the sitemap often and it reads every public list: one answer serves everyone for
// this long, so a burst of requests costs one query.
const SITEMAP_REUSE_MS = 5 * 60_000;

/** robots.txt and sitemap.xml, which name this deployment's own address (APP_URL). */
export function seoRoutes({ db, appUrl }: { db: TDatabase; appUrl: string }): FastifyPluginAsync {
  return async (app) => {
    const robots = buildRobotsText(appUrl);
    let sitemap: { xml: Promise<string>; madeAt: number } | null = null;

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      if (!sitemap || performance.now() - sitemap.madeAt > SITEMAP_REUSE_MS) {
        const xml = buildSitemap(db, appUrl);
        sitemap = { xml, madeAt: performance.now() };
        // A failed build is not kept: the next request tries again.
        xml.catch(() => {
          sitemap = null;
        });
      }
      const xml = await sitemap.xml;
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', `public, max-age=${SITEMAP_REUSE_MS / 1000}`)
        .send(xml);
    });
  };
}
