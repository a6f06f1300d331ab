import { sql } from 'drizzle-orm';
import { type TDatabase, toRows } from '#server/db/client';
import { isTopicSlug } from '#shared/routes';
import { type TBrowseQuery, ZBrowseQuery } from '#shared/schemas/browse';
import type { TAttentionList, THomeOverview, THomeSuggestions } from '#shared/schemas/home';
import { browseLists } from '../needs-lists/browse-lists';

const ATTENTION_MAX = 10;
const SUGGESTIONS_MAX = 3;

type TAttentionRow = {
  id: string;
  title: string;
  status: TAttentionList['status'];
  gifts_to_confirm: number | string;
  thanks_to_send: number | string;
};

/** The user's drafts and the lists where gifts wait for them (a receipt to confirm, a donor to thank). */
async function readListsNeedingAttention(db: TDatabase, userId: string): Promise<TAttentionList[]> {
  const result = await db.execute(sql`
    select * from (
      select l.id, l.title, l.status, l.updated_at,
        (select count(*) from pledges p where p.list_id = l.id and p.status = 'purchased') as gifts_to_confirm,
        (select count(*) from pledges p where p.list_id = l.id and p.status = 'received'
          and p.donor_id is not null
          and not exists (select 1 from thank_you_notes t where t.pledge_id = p.id)) as thanks_to_send
      from needs_lists l
      where l.owner_id = ${userId} and l.status in ('draft', 'active', 'fulfilled', 'archived')
    ) as lists
    where status = 'draft' or gifts_to_confirm > 0 or thanks_to_send > 0
    order by updated_at desc
    limit ${ATTENTION_MAX}`);
  return toRows<TAttentionRow>(result).map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    giftsToConfirm: Number(row.gifts_to_confirm),
    thanksToSend: Number(row.thanks_to_send),
  }));
}

type TSuggestionPlan = { kind: THomeSuggestions['kind']; label: string; query: Partial<TBrowseQuery> };

/** Near the place on the profile; else the category the user gave to most; else the newest lists. */
async function planSuggestions(db: TDatabase, userId: string): Promise<TSuggestionPlan> {
  const result = await db.execute(sql`
    select u.city, u.region, (
      select l.category from pledges p join needs_lists l on l.id = p.list_id
      where p.donor_id = u.id and l.category is not null
        and p.status in ('reserved', 'purchased', 'received')
      group by l.category order by count(*) desc, max(p.reserved_at) desc limit 1
    ) as helped_category
    from users u where u.id = ${userId}`);
  const [row] = toRows<{ city: string; region: string; helped_category: string | null }>(result);
  const city = row?.city.trim() ?? '';
  const region = row?.region.trim() ?? '';
  if (city || region) {
    const near = [city, region].filter(Boolean).join(', ');
    return { kind: 'near', label: near, query: { near } };
  }
  const category = row?.helped_category;
  if (category && isTopicSlug(category)) {
    // The topic's slug: the client names it in its own language.
    return { kind: 'helped-category', label: category, query: { category } };
  }
  return { kind: 'newest', label: '', query: {} };
}

async function readNewestSuggestions(db: TDatabase, excluded: Set<string>): Promise<THomeSuggestions> {
  const newest = await browseLists(db, ZBrowseQuery.parse({}));
  return {
    kind: 'newest',
    label: '',
    lists: newest.lists.filter((list) => !excluded.has(list.id)).slice(0, SUGGESTIONS_MAX),
  };
}

async function readSuggestions(db: TDatabase, userId: string): Promise<THomeSuggestions> {
  const plan = await planSuggestions(db, userId);
  // The user's own lists and those they already gave to are not suggestions.
  const known = await db.execute(sql`
    select id from needs_lists where owner_id = ${userId}
    union select list_id from pledges where donor_id = ${userId}`);
  const owned = new Set(toRows<{ id: string }>(known).map((row) => row.id));
  const query = ZBrowseQuery.safeParse(plan.query);
  // A place longer than a search takes (a profile allows more) is not searched for.
  if (!query.success) return readNewestSuggestions(db, owned);
  const found = await browseLists(db, query.data);
  const lists = found.lists.filter((list) => !owned.has(list.id)).slice(0, SUGGESTIONS_MAX);
  // A place nobody near has a list for falls back to the newest lists rather than an empty row.
  if (lists.length === 0 && plan.kind !== 'newest') return readNewestSuggestions(db, owned);
  // The place as the search understood it ("Dayton, OH"), when it knew it.
  return { kind: plan.kind, label: found.place?.label || plan.label, lists };
}

/** What the signed-in home page shows besides the user's gifts and notifications. */
export async function readHomeOverview(db: TDatabase, userId: string): Promise<THomeOverview> {
  const [listsNeedingAttention, suggestions] = await Promise.all([
    readListsNeedingAttention(db, userId),
    readSuggestions(db, userId),
  ]);
  return { listsNeedingAttention, suggestions };
}
