import { sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { splitSearchWords } from '#shared/search-words';

// Shorter words are never corrected (a typo in "tv" is another word), and digits are sizes and counts.
const CORRECTABLE_WORD = /^\p{L}{3,}$/u;

/** The words typo correction may suggest: every word of the offered products, once. */
export function collectProductWords(documents: Iterable<string>): string[] {
  const words = new Set<string>();
  for (const document of documents) {
    for (const word of splitSearchWords(document)) if (CORRECTABLE_WORD.test(word)) words.add(word);
  }
  return [...words].sort();
}

/** Makes product_words hold exactly these words; run again with the same words, it changes nothing. */
export async function replaceProductWords(db: Pick<TDatabase, 'execute'>, words: string[]): Promise<void> {
  const list = sql`${`{${words.map((word) => `"${word}"`).join(',')}}`}::text[]`;
  await db.execute(sql`delete from product_words where word <> all(${list})`);
  await db.execute(sql`insert into product_words (word) select unnest(${list}) on conflict do nothing`);
}
