import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOT_ELEMENT_ID, type TBootData } from '#shared/boot-data';
import { LOCALES, type TLocale } from '#shared/i18n/locales';

// The HTML of a page: the built index.html of its language with the page's head and boot data.

// Used only when the client has not been built (server tests, or `npm run dev:server`).
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kindlist</title><!--app-head--></head>
<body><div id="root"><p>The Kindlist client has not been built yet. Run <code>npm run build</code>.</p></div><!--app-boot--></body></html>`;

export function escapeHtml(value: string): string {
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
