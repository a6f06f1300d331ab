// The steady load of `npm run soak`: an open loop that starts `rate` scenarios a second, whatever the
// server's speed (a closed loop would slow down with the server and hide it), each a visitor's read or
// a donor's reserve-then-cancel, and the figures of each window of the run.
import type { TSoakList, TSoakUser } from './soak-data';
import { toClientAddress } from './soak-data';

export type TWindowFigures = { requests: number; errors: number; p50: number; p99: number };

/** Every answer that is not the one a scenario expects is an error: 5xx, 429, network failures. */
export type TLoadStats = {
  takeWindow: () => TWindowFigures;
  total: () => TWindowFigures & { skipped: number; errorsByKind: Map<string, number> };
};

const MAX_IN_FLIGHT = 256;
// Visitors come from this many addresses (each well under the per-address flood limit).
const VISITOR_ADDRESSES = 500;
// A donor makes at most 20 reservations a day; each soak donor makes fewer.
export const RESERVES_PER_DONOR = 18;

export const SEARCH_WORDS = ['winter', 'coat', 'crib', 'school', 'diapers', 'blanket', 'shoes', 'storm'];
const PRODUCT_SEARCHES = [
  '/api/products?q=diapers%20size%204',
  '/api/products?q=diap',
  '/api/products?q=winter%20coat',
  '/api/products?q=toothbrush',
  '/api/products?q=formula&sort=price-low',
  '/api/products?q=blanket&category=essential-items',
];
const BROWSE_PATHS = [
  '/api/lists',
  '/api/lists?sort=newest',
  '/api/lists?category=essential-items',
  '/api/lists?page=2',
  '/api/landing',
];

function findPercentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

function summarise(latencies: number[], errors: number): TWindowFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50: findPercentile(sorted, 0.5),
    p99: findPercentile(sorted, 0.99),
  };
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;

export function startLoad(options: {
  baseUrl: string;
  rate: number;
  /** Donors' reserve-then-cancel scenarios a second, within `rate` (the rest are reads). */
  reservesPerSecond: number;
  lists: TSoakList[];
  /** Public list ids to read (the soak's lists and the demo content's). */
  listIds: string[];
  donors: TSoakUser[];
}): { stats: TLoadStats; stop: () => Promise<void> } {
  const { baseUrl, rate, lists, listIds, donors } = options;
  const reserveShare = Math.min(1, options.reservesPerSecond / rate);
  let window: number[] = [];
  let windowErrors = 0;
  const all: number[] = [];
  let allErrors = 0;
  let skipped = 0;
  const errorsByKind = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  let donorTurn = 0;
  const donorUses = new Map<string, number>();

  const noteError = (kind: string) => {
    windowErrors++;
    allErrors++;
    errorsByKind.set(kind, (errorsByKind.get(kind) ?? 0) + 1);
  };

  async function request(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    expected: number,
    label: string,
  ): Promise<unknown> {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
        body: method === 'POST' ? (label === 'reserve' ? '{"quantity":1}' : '{}') : undefined,
      });
      const body = await response.arrayBuffer();
      const ms = performance.now() - started;
      window.push(ms);
      all.push(ms);
      if (response.status !== expected) {
        const text = Buffer.from(body).toString('utf8');
        const message = /"message":"([^"]{0,100})/.exec(text)?.[1] ?? '';
        noteError(`${label} ${response.status} ${message}`.trim());
        return undefined;
      }
      return label === 'reserve' ? JSON.parse(Buffer.from(body).toString('utf8')) : undefined;
    } catch (error) {
      noteError(
        `${label} ${(error as Error).cause ? String((error as Error).cause) : (error as Error).message}`,
      );
      return undefined;
    }
  }

  // Round robin over the donors, each up to its share of reservations.
  function takeDonor(): TSoakUser | undefined {
    for (let offset = 0; offset < donors.length; offset++) {
      const candidate = donors[(donorTurn + offset) % donors.length];
      const uses = candidate ? (donorUses.get(candidate.id) ?? 0) : RESERVES_PER_DONOR;
      if (candidate && uses < RESERVES_PER_DONOR) {
        donorTurn = (donorTurn + offset + 1) % donors.length;
        donorUses.set(candidate.id, uses + 1);
        return candidate;
      }
    }
    return undefined;
  }

  async function reserveAndCancel(): Promise<void> {
    const chosen = takeDonor();
    if (!chosen) {
      skipped++;
      return;
    }
    const list = pick(lists);
    const headers = { cookie: chosen.cookie, 'x-forwarded-for': chosen.address };
    const pledge = (await request(
      'POST',
      `/api/lists/${list.id}/items/${pick(list.itemIds)}/pledges`,
      headers,
      201,
      'reserve',
    )) as { id: string } | undefined;
    if (pledge) await request('POST', `/api/pledges/${pledge.id}/cancel`, headers, 200, 'cancel');
  }

  function runScenario(): Promise<void> {
    if (Math.random() < reserveShare) return reserveAndCancel();
    const headers = {
      'x-forwarded-for': toClientAddress(1000 + Math.floor(Math.random() * VISITOR_ADDRESSES)),
      'accept-encoding': 'gzip, br',
    };
    const roll = Math.random();
    if (roll < 0.3) return request('GET', pick(BROWSE_PATHS), headers, 200, 'browse').then(() => {});
    if (roll < 0.5) {
      return request('GET', `/api/lists?q=${pick(SEARCH_WORDS)}`, headers, 200, 'search').then(() => {});
    }
    if (roll < 0.8) return request('GET', `/api/lists/${pick(listIds)}`, headers, 200, 'list').then(() => {});
    return request('GET', pick(PRODUCT_SEARCHES), headers, 200, 'product search').then(() => {});
  }

  const started = performance.now();
  let issued = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; issued < due; issued++) {
      // The server is far behind: counted, not piled up without end.
      if (inFlight.size >= MAX_IN_FLIGHT) {
        skipped++;
        continue;
      }
      const run = runScenario().finally(() => inFlight.delete(run));
      inFlight.add(run);
    }
  }, 5);

  return {
    stats: {
      takeWindow() {
        const figures = summarise(window, windowErrors);
        window = [];
        windowErrors = 0;
        return figures;
      },
      total: () => ({ ...summarise(all, allErrors), skipped, errorsByKind }),
    },
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
}
