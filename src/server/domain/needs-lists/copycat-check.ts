import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { listPhotos, needsLists } from '#server/db/schema/needs-lists';
import { MIN_HASH_BITS_EACH_WAY } from '#server/uploads/list-photos';

type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

// Differing bits of two 64-bit photo hashes at or under which they are taken for the same picture.
export const PHOTO_HASH_MAX_DISTANCE = 6;
// Share of three-word sequences two stories have in common at or over which one copies the other.
export const STORY_SIMILARITY_THRESHOLD = 0.5;
const CANDIDATE_LISTS = 20;

function toWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
}

/** Jaccard similarity of the stories' three-word sequences (0: nothing shared, 1: the same text). */
export function compareStories(a: string, b: string): number {
  const shingles = (text: string) => {
    const words = toWords(text);
    const set = new Set<string>();
    for (let index = 0; index + 2 < words.length; index++) set.add(words.slice(index, index + 3).join(' '));
    return set;
  };
  const first = shingles(a);
  const second = shingles(b);
  if (first.size === 0 || second.size === 0) return 0;
  let shared = 0;
  for (const shingle of first) if (second.has(shingle)) shared++;
  return shared / (first.size + second.size - shared);
}

/**
 * Whether a list about to be published reuses another owner's photo (perceptual hash) or story
 * (shared three-word sequences among the lists its rarest words find). Returns the reason, or null.
 */
export async function findCopycatReason(
  tx: TTransaction,
  list: { id: string; ownerId: string; story: string },
): Promise<string | null> {
  const [samePhoto] = await tx
    .select({ listId: listPhotos.listId })
    .from(listPhotos)
    .innerJoin(needsLists, eq(needsLists.id, listPhotos.listId))
    .where(
      and(
        ne(needsLists.ownerId, list.ownerId),
        ne(listPhotos.perceptualHash, ''),
        // Plain pictures (hashes of nearly all zeros or ones) stored before they were blanked at upload.
        sql`bit_count(('x' || ${listPhotos.perceptualHash})::bit(64)) between ${MIN_HASH_BITS_EACH_WAY} and ${64 - MIN_HASH_BITS_EACH_WAY}`,
        sql`exists (select 1 from list_photos mine where mine.list_id = ${list.id} and mine.perceptual_hash <> ''
          and bit_count(('x' || mine.perceptual_hash)::bit(64)) between ${MIN_HASH_BITS_EACH_WAY} and ${64 - MIN_HASH_BITS_EACH_WAY}
          and bit_count(('x' || mine.perceptual_hash)::bit(64) # ('x' || ${listPhotos.perceptualHash})::bit(64)) <= ${PHOTO_HASH_MAX_DISTANCE})`,
      ),
    )
    .limit(1);
  if (samePhoto) return 'a photo matches another list';

  // Apostrophes would be tsquery syntax: words are cut to letters and digits first.
  const distinctive = [
    ...new Set(
      toWords(list.story)
        .map((word) => word.replace(/'/g, ''))
        .filter((word) => word.length >= 5),
    ),
  ]
    .sort((a, b) => b.length - a.length)
    .slice(0, 12);
  if (distinctive.length < 3) return null;
  const query = sql`to_tsquery('english', ${distinctive.join(' | ')})`;
  const candidates = await tx
    .select({ story: needsLists.story })
    .from(needsLists)
    .where(
      and(
        ne(needsLists.ownerId, list.ownerId),
        ne(needsLists.status, 'draft'),
        sql`${needsLists.searchVector} @@ ${query}`,
      ),
    )
    .orderBy(desc(sql`ts_rank(${needsLists.searchVector}, ${query})`))
    .limit(CANDIDATE_LISTS);
  const isCopied = candidates.some(
    (candidate) => compareStories(list.story, candidate.story) >= STORY_SIMILARITY_THRESHOLD,
  );
  return isCopied ? 'the story matches another list' : null;
}
