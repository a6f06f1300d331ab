import { and, asc, eq } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { listPhotos, needsLists } from '#server/db/schema/needs-lists';
import type { TPagePreview } from '#server/services/page-preview';
import { getTranslator } from '#server/services/translations';
import type { TLocale } from '#shared/i18n/locales';
import { ZListId } from '#shared/schemas/needs-list';
import { whereVisibleToOthers } from './list-access';

const DESCRIPTION_LENGTH = 200;

/** The start of a list's story, or (no story) a line about the list in the page's language. */
function describeStory(flatStory: string, locale: TLocale): string {
  if (!flatStory) return getTranslator(locale)('pages.description.list-detail');
  return flatStory.length > DESCRIPTION_LENGTH ? `${flatStory.slice(0, DESCRIPTION_LENGTH - 1)}…` : flatStory;
}

/**
 * The share preview of a list page (Facebook, WhatsApp, X read it from the HTML): its title, the start
 * of its story (a list without one: a line about it, in the page's language) and its cover photo. Only
 * for lists anyone with the link may see; never the address.
 */
export async function getListPreview(
  db: TDatabase,
  listId: string,
  appUrl: string,
  locale: TLocale,
): Promise<TPagePreview | null> {
  if (!ZListId.safeParse(listId).success) return null;
  const [list] = await db
    .select({ title: needsLists.title, story: needsLists.story })
    .from(needsLists)
    .where(and(eq(needsLists.id, listId), whereVisibleToOthers()))
    .limit(1);
  if (!list) return null;
  const [cover] = await db
    .select({ url: listPhotos.url })
    .from(listPhotos)
    .where(eq(listPhotos.listId, listId))
    .orderBy(asc(listPhotos.position))
    .limit(1);
  const flat = list.story.replace(/\s+/g, ' ').trim();
  return {
    title: list.title,
    description: describeStory(flat, locale),
    imageUrl: cover ? `${appUrl}${cover.url}` : null,
  };
}
