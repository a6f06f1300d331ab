// What the donors and families of the kill test do: reserves, purchase reports, cancels, receipts and
// list edits, chosen by a seeded generator from what each of them last saw.
import { LostAnswer, send, type TActor, type TRandom } from './kill-client';

export type TOperation = 'reserve' | 'purchase' | 'cancel' | 'receive' | 'edit';
export const OPERATIONS: readonly TOperation[] = ['reserve', 'purchase', 'cancel', 'receive', 'edit'];

type TItem = { id: string; quantity: number; quantityReserved: number; quantityPurchased: number };
type TList = { id: string; owner: TActor; items: TItem[]; version: number };
type TGift = { id: string; donor: TActor; status: string; listId: string };
/** A keyed write that got no answer: sent again with its key after the restart. */
export type TLostWrite = { operation: TOperation; actor: TActor; path: string; body: unknown; key: string };

export type TTally = Record<
  TOperation,
  { attempted: number; committed: number; refused: number; lost: number; failed: number }
> & { replayed: Record<TOperation, number>; doneOnRetry: Record<TOperation, number> };

export function createTally(): TTally {
  const zero = () => ({ attempted: 0, committed: 0, refused: 0, lost: 0, failed: 0 });
  return {
    reserve: zero(),
    purchase: zero(),
    cancel: zero(),
    receive: zero(),
    edit: zero(),
    replayed: { reserve: 0, purchase: 0, cancel: 0, receive: 0, edit: 0 },
    doneOnRetry: { reserve: 0, purchase: 0, cancel: 0, receive: 0, edit: 0 },
  };
}

export type TWorld = { baseUrl: string; lists: TList[]; donors: TActor[]; gifts: TGift[] };

/** What everyone sees now (read between bursts, while nothing is killed). */
export async function readWorld(baseUrl: string, lists: TList[], donors: TActor[]): Promise<TWorld> {
  const gifts: TGift[] = [];
  for (const list of lists) {
    const answer = await send(baseUrl, list.owner, 'GET', `/api/lists/${list.id}`);
    const body = answer.body as { items: TItem[]; version: number };
    list.items = body.items;
    list.version = body.version;
  }
  for (const donor of donors) {
    const answer = await send(baseUrl, donor, 'GET', '/api/pledges');
    const body = answer.body as { pledges: Array<{ id: string; status: string; list: { id: string } }> };
    for (const gift of body.pledges) {
      gifts.push({ id: gift.id, donor, status: gift.status, listId: gift.list.id });
    }
  }
  return { baseUrl, lists, donors, gifts };
}

function chooseWrite(world: TWorld, random: TRandom): Omit<TLostWrite, 'key'> & { isKeyed: boolean } {
  const roll = random.next();
  const reserved = world.gifts.filter((gift) => gift.status === 'reserved');
  const bought = world.gifts.filter((gift) => gift.status === 'purchased');
  if (roll < 0.25 && reserved.length > 0) {
    const gift = random.pick(reserved) as TGift;
    gift.status = 'reporting';
    const body = {
      retailer: random.pick(['Target', 'Walmart', 'Amazon']),
      orderNumber: `K-${random.int(1, 9999)}`,
    };
    return {
      operation: 'purchase',
      actor: gift.donor,
      path: `/api/pledges/${gift.id}/purchase`,
      body,
      isKeyed: true,
    };
  }
  if (roll < 0.32 && reserved.length > 0) {
    const gift = random.pick(reserved) as TGift;
    gift.status = 'cancelling';
    return {
      operation: 'cancel',
      actor: gift.donor,
      path: `/api/pledges/${gift.id}/cancel`,
      body: {},
      isKeyed: false,
    };
  }
  const list = random.pick(world.lists) as TList;
  if (roll < 0.45 && bought.length > 0) {
    const gift = random.pick(bought) as TGift;
    gift.status = 'receiving';
    const owner = world.lists.find((candidate) => candidate.id === gift.listId)?.owner ?? list.owner;
    return {
      operation: 'receive',
      actor: owner,
      path: `/api/pledges/${gift.id}/receive`,
      body: {},
      isKeyed: false,
    };
  }
  if (roll < 0.55) return chooseEdit(list, random);
  const open = list.items.filter((item) => item.quantity > item.quantityReserved + item.quantityPurchased);
  const item = random.pick(open.length > 0 ? open : list.items) as TItem;
  const donor = random.pick(world.donors) as TActor;
  return {
    operation: 'reserve',
    actor: donor,
    path: `/api/lists/${list.id}/items/${item.id}/pledges`,
    body: { quantity: 1, isAnonymous: random.next() < 0.3 },
    isKeyed: true,
  };
}

function chooseEdit(list: TList, random: TRandom): Omit<TLostWrite, 'key'> & { isKeyed: boolean } {
  const item = random.pick(list.items) as TItem;
  const kind = random.int(0, 3);
  const base = { operation: 'edit' as const, actor: list.owner, isKeyed: false };
  if (kind === 0 && list.items.length < 12) {
    return {
      ...base,
      path: `/api/lists/${list.id}/items`,
      body: { name: `Blanket ${random.int(1, 999)}`, quantity: random.int(1, 4) },
    };
  }
  if (kind === 1) {
    const ids = list.items.map((entry) => entry.id).sort(() => random.next() - 0.5);
    return { ...base, path: `/api/lists/${list.id}/items/order`, body: { ids } };
  }
  if (kind === 2) {
    return {
      ...base,
      path: `/api/lists/${list.id}`,
      body: { title: `Help after the fire ${random.int(1, 99)}`, version: list.version },
    };
  }
  const quantity = Math.min(12, Math.max(1, item.quantity + random.int(-1, 2)));
  return {
    ...base,
    path: `/api/lists/${list.id}/items/${item.id}`,
    body: { quantity, name: `Coat ${random.int(1, 99)}` },
  };
}

const METHOD_OF = (path: string, operation: TOperation) => {
  if (operation !== 'edit') return 'POST' as const;
  if (path.endsWith('/order')) return 'PUT' as const;
  return path.endsWith('/items') ? ('POST' as const) : ('PATCH' as const);
};

/**
 * Runs `workers` loops of writes until the process under them dies (each stops at its first lost
 * answer). Keyed writes that lost their answer are returned, to be sent again after the restart.
 */
export async function runBurst(
  world: TWorld,
  random: TRandom,
  tally: TTally,
  workers: number,
  isStopped: () => boolean,
): Promise<TLostWrite[]> {
  const lost: TLostWrite[] = [];
  const worker = async () => {
    while (!isStopped()) {
      const chosen = chooseWrite(world, random);
      const key = chosen.isKeyed ? random.key() : '';
      const counts = tally[chosen.operation];
      counts.attempted += 1;
      try {
        const method = METHOD_OF(chosen.path, chosen.operation);
        const answer = await send(
          world.baseUrl,
          chosen.actor,
          method,
          chosen.path,
          chosen.body,
          key || undefined,
        );
        if (answer.status < 300) {
          counts.committed += 1;
          const gift = answer.body as { id?: string; list?: { id: string } };
          if (chosen.operation === 'reserve' && gift.id && gift.list) {
            world.gifts.push({ id: gift.id, donor: chosen.actor, status: 'reserved', listId: gift.list.id });
          }
        } else if (answer.status < 500) {
          counts.refused += 1;
          if (process.env.KILL_VERBOSE)
            console.log(`  ${answer.status} ${chosen.path}: ${JSON.stringify(answer.body)}`);
        } else {
          counts.failed += 1;
          console.error(`  ${answer.status} on ${method} ${chosen.path}: ${JSON.stringify(answer.body)}`);
        }
      } catch (error) {
        if (!(error instanceof LostAnswer)) throw error;
        counts.lost += 1;
        if (key) lost.push({ ...chosen, key });
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return lost;
}

/** Sends each lost keyed write again with its key: replayed (it had committed), done now, or refused. */
export async function retryLostWrites(baseUrl: string, lost: TLostWrite[], tally: TTally): Promise<string[]> {
  const problems: string[] = [];
  for (const write of lost) {
    const answer = await send(baseUrl, write.actor, 'POST', write.path, write.body, write.key);
    if (answer.status < 300 && answer.isReplayed) tally.replayed[write.operation] += 1;
    else if (answer.status < 300) tally.doneOnRetry[write.operation] += 1;
    else if (answer.status === 422 || answer.status >= 500) {
      problems.push(`retry of ${write.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }
  return problems;
}
