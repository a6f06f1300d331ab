import { sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { readSearchWords } from '#shared/search-words';

// Shorter words are never corrected (a typo in "tv" is another word), and digits are sizes and counts.
const CORRECTABLE_WORD = /^\p{L}{3,}$/u;

/** A word typo correction may suggest: as search reads it, and as the catalog writes it ("colchón"). */
export type TProductWord = { word: string; spelling: string };

/**
 * The words typo correction may suggest: every word of the offered products' texts, once, each with
 * its spelling in the catalog (the accented one when the catalog writes it both ways).
 */
export function collectProductWords(texts: Iterable<string>): TProductWord[] {
  const spellings = new Map<string, string>();
  for (const text of texts) {
    for (const { word, written } of readSearchWords(text)) {
      if (!CORRECTABLE_WORD.test(word)) continue;
      const known = spellings.get(word);
      if (known === undefined || (known === word && written !== word)) spellings.set(word, written);
    }
  }
  return [...spellings]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([word, spelling]) => ({ word, spelling }));
}

const toTextArray = (values: string[]) =>
  sql`${`{${values.map((value) => `"${value}"`).join(',')}}`}::text[]`;

/** Makes product_words hold exactly these words; run again with the same words, it changes nothing. */
export async function replaceProductWords(
  db: Pick<TDatabase, 'execute'>,
  words: TProductWord[],
): Promise<void> {
  const list = toTextArray(words.map(({ word }) => word));
  const spellings = toTextArray(words.map(({ spelling }) => spelling));
  await db.execute(sql`delete from product_words where word <> all(${list})`);
  await db.execute(sql`
    insert into product_words (word, spelling) select * from unnest(${list}, ${spellings})
    on conflict (word) do update set spelling = excluded.spelling
      where product_words.spelling is distinct from excluded.spelling`);
}
