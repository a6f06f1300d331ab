import { isLocale, LANGUAGE_QUERY_PARAM, LOCALES, type TLocale } from '#shared/i18n/locales';
import { formatDocumentTitle, readTopicSlug, type TPageKey } from '#shared/routes';
import type { TPagePreview } from '../services/page-preview';
import { getTranslator, type TTranslate } from '../services/translations';
import type { TRenderPage } from './spa-html';

// What a page's head says: title, description, share card, its address in each language, preloads.

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

/** The language an address names with `?lang=` (the first, if it names several), or null. */
export function readAskedLanguage(url: string): TLocale | null {
  const asked = new URLSearchParams(url.split('?')[1] ?? '').get(LANGUAGE_QUERY_PARAM);
  return isLocale(asked) ? asked : null;
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
export function describePageHead({
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
  const canonicalUrl = readAskedLanguage(url) ? withLanguage(addressUrl, locale) : addressUrl;
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
