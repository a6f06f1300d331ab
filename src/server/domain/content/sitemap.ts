import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { needsLists } from '#server/db/schema/needs-lists';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { readRoutePaths, TOPIC_SLUGS } from '#shared/routes';
import { listPublishedPostPaths } from './blog-posts';

// The pages a search engine may list: the public, informational ones (one address each, the first of
// its route), the topic pages, and every public list. Account pages are left out (robots.txt too).
export const SITEMAP_STATIC_PATHS = [
  PAGE_PATHS.root,
  PAGE_PATHS.browse,
  PAGE_PATHS.products,
  PAGE_PATHS.about,
  PAGE_PATHS.blog,
  PAGE_PATHS.resources,
  PAGE_PATHS.supportResources,
  PAGE_PATHS.faq,
  PAGE_PATHS.community,
  PAGE_PATHS.impact,
  PAGE_PATHS.contact,
  PAGE_PATHS.terms,
  PAGE_PATHS.privacy,
  PAGE_PATHS.cookies,
  PAGE_PATHS.accessibility,
  ...TOPIC_SLUGS.map((slug) => `/${slug}`),
] as const;

// The protocol's limit per file is 50,000 addresses; past that, the newest lists are listed.
const SITEMAP_LISTS_MAX = 45_000;

export const ROBOTS_DISALLOWED_PATHS = [
  PAGE_PATHS.admin,
  PAGE_PATHS.dashboard,
  PAGE_PATHS.settings,
  PAGE_PATHS.profile,
  PAGE_PATHS.quickActions,
  ...readRoutePaths('my-lists'),
  PAGE_PATHS.create,
  pagePaths.editList(''),
  PAGE_PATHS.resetPassword,
  PAGE_PATHS.verifyEmail,
] as const;

function toUrlEntry(location: string, lastModified?: Date): string {
  const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${location}</loc>${modified}</url>`;
}

/** sitemap.xml: static pages, published blog posts and the public lists others can find (active or fulfilled, not held). */
export async function buildSitemap(db: TDatabase, appUrl: string): Promise<string> {
  const lists = await db
    .select({ id: needsLists.id, updatedAt: needsLists.updatedAt })
    .from(needsLists)
    .where(
      and(
        inArray(needsLists.status, ['active', 'fulfilled']),
        eq(needsLists.visibility, 'public'),
        eq(needsLists.moderationState, 'ok'),
        eq(needsLists.isFlagged, false),
      ),
    )
    .orderBy(desc(needsLists.updatedAt))
    .limit(SITEMAP_LISTS_MAX);
  const posts = await listPublishedPostPaths(db);
  // List ids and post slugs are letters, digits and hyphens, and APP_URL is checked at start: nothing here needs escaping but '&'.
  const base = appUrl.replace(/&/g, '&amp;');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_STATIC_PATHS.map((path) => toUrlEntry(`${base}${path}`)),
    ...posts.map((post) => toUrlEntry(`${base}${pagePaths.blogPost(post.slug)}`, post.updatedAt)),
    ...lists.map((list) => toUrlEntry(`${base}${pagePaths.listDetail(list.id)}`, list.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobotsText(appUrl: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
