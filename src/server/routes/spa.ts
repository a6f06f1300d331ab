import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSocialProvider } from '#shared/boot-data';
import { chooseLocale, LANGUAGE_COOKIE, readAcceptLanguage, type TLocale } from '#shared/i18n/locales';
import { ROUTE_TABLE, type TPageKey } from '#shared/routes';
import type { TCurrentUser } from '#shared/schemas/user';
import { ROUTE_COMPRESSION } from '../plugins/compression';
import { setLanguageCookie } from '../plugins/language';
import type { TPagePreview } from '../services/page-preview';
import { translate } from '../services/translations';
import { describePageHead, readAskedLanguage } from './spa-head';
import { createHtmlRenderer } from './spa-html';

export type TSpaOptions = {
  clientDir: string;
  appUrl: string;
  gaMeasurementId: string | undefined;
  socialProviders: TSocialProvider[];
  resolveUser: (request: FastifyRequest) => Promise<TCurrentUser | null>;
  /**
   * The share preview of a page with its own content (null: the page's generic title and text;
   * 'missing': the content does not exist or is not public, and the page is served with status 404).
   * What the server writes into it itself is in the page's language, `locale`.
   */
  resolvePreview?: (
    page: TPageKey,
    params: Record<string, string>,
    locale: TLocale,
  ) => Promise<TPagePreview | 'missing' | null>;
  buildPageCsp: (styleNonce: string) => string;
  isSecureCookie: boolean;
};

/**
 * A page's language: `?lang=` (the address names it), else the account's, else the language cookie,
 * else the browser's Accept-Language, else English.
 */
function choosePageLanguage(request: FastifyRequest, user: TCurrentUser | null): TLocale {
  return chooseLocale(
    readAskedLanguage(request.url),
    user?.language,
    request.cookies[LANGUAGE_COOKIE],
    readAcceptLanguage(request.headers['accept-language']),
  );
}

export async function registerSpa(app: FastifyInstance, options: TSpaOptions): Promise<void> {
  const render = createHtmlRenderer(options.clientDir);

  if (existsSync(options.clientDir)) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => !/^\/index(\.[a-z]{2})?\.html$/.test(pathName),
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    pageFound: TPageKey | null,
    statusFound: number,
  ) {
    const params = (request.params ?? {}) as Record<string, string>;
    // The account may choose the page's language, which the preview is written in.
    const user = await options.resolveUser(request);
    const locale = choosePageLanguage(request, user);
    const resolved =
      pageFound && options.resolvePreview ? await options.resolvePreview(pageFound, params, locale) : null;
    // Content that does not exist (an unknown or draft post) is a missing page to browsers and crawlers.
    const isMissing = resolved === 'missing';
    const page = isMissing ? null : pageFound;
    const status = isMissing ? 404 : statusFound;
    const preview = isMissing ? null : resolved;
    const styleNonce = randomBytes(16).toString('base64url');
    const html = render({
      ...describePageHead({ page, preview, url: request.url, params, appUrl: options.appUrl, locale }),
      boot: {
        user,
        styleNonce,
        gaMeasurementId: options.gaMeasurementId ?? null,
        socialProviders: options.socialProviders,
      },
    });
    // API answers follow the cookie, else Accept-Language: where they would pick another language than
    // this page's (it came from the address or the account), the cookie is set to the page's.
    if (request.language !== locale) {
      setLanguageCookie(reply, locale, options.isSecureCookie);
    }
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', options.buildPageCsp(styleNonce))
      .send(html);
  }

  for (const entry of ROUTE_TABLE) {
    for (const pattern of entry.paths) {
      app.get(pattern, { schema: { hide: true }, compress: ROUTE_COMPRESSION }, (request, reply) => {
        // Parameterised paths accept any segment; anything odd in it still gets a page (which
        // reports "not found" itself once it asks the API).
        return sendPage(request, reply, entry.page, 200);
      });
    }
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/assets/')) {
      // A missing script or stylesheet is not a page: a short answer, never the HTML app.
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (
      urlPath.startsWith('/api/') ||
      urlPath === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.code(404).send({ message: translate(request.language, { key: 'errors.notFound' }) });
    }
    return sendPage(request, reply, null, 404);
  });
}
