import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOT_ELEMENT_ID, type TBootData, type TSocialProvider } from '#shared/boot-data';
import {
  chooseLocale,
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LOCALES,
  readAcceptLanguage,
  type TLocale,
} from '#shared/i18n/locales';
import { formatDocumentTitle, ROUTE_TABLE, readTopicSlug, type TPageKey } from '#shared/routes';
import type { TCurrentUser } from '#shared/schemas/user';
import { ROUTE_COMPRESSION } from '../plugins/compression';
import type { TPagePreview } from '../services/page-preview';
import { getTranslator, type TTranslate, translate } from '../services/translations';

// Used only when the client has not been built (server tests, or `npm run dev:server`).
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kindlist</title><!--app-head--></head>
<body><div id="root"><p>The Kindlist client has not been built yet. Run <code>npm run build</code>.</p></div><!--app-boot--></body></html>`;

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// JSON inside a <script> data block: '<' is escaped so no value can close the element.
function serializeBootData(data: TBootData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Open Graph's name of each language (territory included, as its readers expect). */
const OG_LOCALES: Record<TLocale, string> = { en: 'en_US', es: 'es_US' };
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type TRenderPage = {
  locale: TLocale;
  /** The page's address in each language (hreflang), and the one without a language for x-default. */
  alternates: { locale: TLocale | 'x-default'; url: string }[];
  title: string;
  description: string;
  canonicalUrl: string | null;
  /** Open Graph type. */
  type?: 'website' | 'article';
  /** Absolute URL of the picture a shared link shows (Open Graph / Twitter card). */
  imageUrl?: string | null;
  /** An API answer the page will ask for first, fetched along with the HTML. */
  dataPreload?: string | null;
  /** The picture the page opens with (a blog post's cover), fetched along with the HTML. */
  imagePreload?: string | null;
  boot: TBootData;
};

/** What a shared link to a page shows, when the page has content of its own (a needs list). */

/** Each language's build has its own index.html (scripts/build.mjs names them index.<locale>.html). */
function readTemplate(clientDir: string, locale: TLocale): string {
  const templatePath = path.join(clientDir, `index.${locale}.html`);
  const template = existsSync(templatePath) ? readFileSync(templatePath, 'utf8') : FALLBACK_TEMPLATE;
  return template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
}

export function createHtmlRenderer(clientDir: string) {
  const renderers = Object.fromEntries(
    LOCALES.map((locale) => [locale, createTemplateRenderer(readTemplate(clientDir, locale))]),
  ) as Record<TLocale, (page: TRenderPage) => string>;
  return (page: TRenderPage): string => renderers[page.locale](page);
}

function createTemplateRenderer(template: string) {
  const [beforeHead, afterHead] = splitOnce(template, '<!--app-head-->');
  const [beforeBoot, afterBoot] = splitOnce(afterHead, '<!--app-boot-->');
  // The template's own <title> is cut out once; the page's title goes between the two parts by plain
  // concatenation. (String.replace would read "$&", "$`" or "$'" in a list's title as patterns.)
  const titleMatch = /<title>[^<]*<\/title>/.exec(beforeHead);
  const beforeTitle = titleMatch ? beforeHead.slice(0, titleMatch.index) : beforeHead;
  const afterTitle = titleMatch ? beforeHead.slice(titleMatch.index + titleMatch[0].length) : '';
  return (page: TRenderPage): string => {
    const title = escapeHtml(page.title);
    const description = escapeHtml(page.description);
    const head = [
      `<meta name="description" content="${description}">`,
      `<meta property="og:site_name" content="Kindlist">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:type" content="${page.type ?? 'website'}">`,
      `<meta property="og:locale" content="${OG_LOCALES[page.locale]}">`,
      ...LOCALES.filter((locale) => locale !== page.locale).map(
        (locale) => `<meta property="og:locale:alternate" content="${OG_LOCALES[locale]}">`,
      ),
      ...page.alternates.map(
        (alternate) =>
          `<link rel="alternate" hreflang="${alternate.locale}" href="${escapeHtml(alternate.url)}">`,
      ),
      page.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">` : '',
      page.canonicalUrl ? `<meta property="og:url" content="${escapeHtml(page.canonicalUrl)}">` : '',
      page.imageUrl ? `<meta property="og:image" content="${escapeHtml(page.imageUrl)}">` : '',
      `<meta name="twitter:card" content="${page.imageUrl ? 'summary_large_image' : 'summary'}">`,
      `<meta name="twitter:title" content="${title}">`,
      `<meta name="twitter:description" content="${description}">`,
      page.imageUrl ? `<meta name="twitter:image" content="${escapeHtml(page.imageUrl)}">` : '',
      // Same mode and credentials as the page's own fetch, so the browser hands it this answer.
      page.dataPreload
        ? `<link rel="preload" href="${escapeHtml(page.dataPreload)}" as="fetch" crossorigin="use-credentials">`
        : '',
      page.imagePreload
        ? `<link rel="preload" href="${escapeHtml(page.imagePreload)}" as="image" fetchpriority="high">`
        : '',
    ]
      .filter(Boolean)
      .join('');
    const withTitle = `${beforeTitle}<title>${title}</title>${afterTitle}`;
    const boot = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${serializeBootData(page.boot)}</script>`;
    return `${withTitle}${head}${beforeBoot}${boot}${afterBoot}`;
  };
  function splitOnce(text: string, marker: string): [string, string] {
    const index = text.indexOf(marker);
    if (index === -1) throw new Error(`index.html is missing the ${marker} marker`);
    return [text.slice(0, index), text.slice(index + marker.length)];
  }
}

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

// The API answer a page asks for first, which the browser can fetch along with the HTML.
function findDataPreload(page: TPageKey, params: Record<string, string>): string | null {
  if ((page === 'list-detail' || page === 'edit-list') && params.id) {
    return `/api/lists/${encodeURIComponent(params.id)}`;
  }
  if (page === 'blog-post' && params.slug) return `/api/blog/${encodeURIComponent(params.slug)}`;
  if (page === 'root' || page === 'landing') return '/api/landing';
  return null;
}

function describePage(t: TTranslate, page: TPageKey, urlPath: string): string {
  const topic = page === 'topic' ? readTopicSlug(urlPath) : null;
  return t(topic ? `pages.topic.${topic}` : `pages.description.${page}`);
}

/** A page's address with `?lang=`: the twin in another language a search engine can index. */
function withLanguage(url: string, locale: TLocale): string {
  return `${url}${url.includes('?') ? '&' : '?'}${LANGUAGE_QUERY_PARAM}=${locale}`;
}

/** A page's one address: its path, and for the blog's later pages the page number. */
function toCanonicalPath(page: TPageKey, url: string): string {
  const [rawPath = '/', query = ''] = url.split('?');
  const urlPath = rawPath === '/' ? '/' : rawPath.replace(/\/$/, '');
  if (page !== 'blog') return urlPath;
  const pageNumber = Number(new URLSearchParams(query).get('page'));
  return Number.isInteger(pageNumber) && pageNumber > 1 ? `${urlPath}?page=${pageNumber}` : urlPath;
}

/** The head of a page: its title, description, share card, canonical address and preloads. */
function describePageHead({
  page,
  preview,
  url,
  params,
  appUrl,
  locale,
}: {
  page: TPageKey | null;
  preview: TPagePreview | null;
  url: string;
  params: Record<string, string>;
  appUrl: string;
  locale: TLocale;
}): Omit<TRenderPage, 'boot'> {
  const urlPath = url.split('?')[0] ?? '/';
  const t = getTranslator(locale);
  if (!page) {
    return {
      locale,
      alternates: [],
      title: formatDocumentTitle(t, t, null),
      description: t('pages.description.notFound'),
      canonicalUrl: null,
      type: 'website',
      imageUrl: null,
      dataPreload: null,
      imagePreload: null,
    };
  }
  const addressUrl = `${appUrl}${toCanonicalPath(page, url)}`;
  // The address without a language is the canonical one; a twin asked for by `?lang=` names itself
  // (a canonical pointing at another language's page would tell search engines the two are one).
  const isLanguageAsked = isLocale(new URLSearchParams(url.split('?')[1] ?? '').get(LANGUAGE_QUERY_PARAM));
  const canonicalUrl = isLanguageAsked ? withLanguage(addressUrl, locale) : addressUrl;
  return {
    locale,
    alternates: [
      ...LOCALES.map((alternate) => ({ locale: alternate, url: withLanguage(addressUrl, alternate) })),
      { locale: 'x-default' as const, url: addressUrl },
    ],
    title: preview ? t('titles.ofPage', { title: preview.title }) : formatDocumentTitle(t, t, page, urlPath),
    description: preview?.description || describePage(t, page, urlPath),
    type: preview?.type ?? 'website',
    imageUrl: preview?.imageUrl ?? null,
    canonicalUrl,
    dataPreload: findDataPreload(page, params),
    // By its path, as the page asks for it (the browser may know this site by another address).
    imagePreload:
      page === 'blog-post' && preview?.imageUrl?.startsWith(`${appUrl}/`)
        ? preview.imageUrl.slice(appUrl.length)
        : null,
  };
}

/**
 * A page's language: `?lang=` (the address names it), else the account's, else the language cookie,
 * else the browser's Accept-Language, else English.
 */
function choosePageLanguage(request: FastifyRequest, user: TCurrentUser | null): TLocale {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const asked = query[LANGUAGE_QUERY_PARAM];
  return chooseLocale(
    typeof asked === 'string' ? asked : null,
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
      reply.setCookie(LANGUAGE_COOKIE, locale, {
        path: '/',
        sameSite: 'lax',
        secure: options.isSecureCookie,
        maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
      });
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
