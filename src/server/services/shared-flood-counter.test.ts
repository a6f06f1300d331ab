import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../db/client';
import { createTestApp, type TTestContext } from '../test/test-app';
import { createFixedClock } from './clock';
import { createSharedFloodCounter, type TSharedFloodCounter } from './shared-flood-counter';

const WINDOW_MS = 60_000;
const clock = createFixedClock(new Date('2026-03-02T10:00:00Z'));
let ctx: TTestContext;
let statements = 0;
const counters: TSharedFloodCounter[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  for (const counter of counters) counter.stop();
  await ctx.close();
});

/** One instance's counter on the test database, whose statements are counted. */
function createInstanceCounter(): TSharedFloodCounter {
  const { db } = ctx.database;
  const counting = {
    execute: (query: Parameters<TDatabase['execute']>[0]) => {
      statements += 1;
      return db.execute(query);
    },
  } as unknown as TDatabase;
  const silent = { warn: () => {}, info: () => {} } as unknown as Parameters<
    typeof createSharedFloodCounter
  >[1];
  const counter = createSharedFloodCounter({ db: counting, clock }, silent);
  counters.push(counter);
  return counter;
}

describe('the shared flood counter', () => {
  it('adds every instance’s batched hits to one count', async () => {
    const [first, second] = [createInstanceCounter(), createInstanceCounter()];
    for (let hit = 0; hit < 10; hit++) {
      await first.hit('global|10.0.0.1', WINDOW_MS, 1000);
      await second.hit('global|10.0.0.1', WINDOW_MS, 1000);
    }
    await first.flush();
    await second.flush();
    await first.hit('global|10.0.0.1', WINDOW_MS, 1000);
    await first.flush();
    expect(first.peek('global|10.0.0.1').count).toBe(21);
  });

  it('lets exactly the limit through two instances taking turns', async () => {
    const pair = [createInstanceCounter(), createInstanceCounter()];
    const counts: number[] = [];
    for (let hit = 0; hit < 12; hit++) {
      const { count } = await (pair[hit % 2] as TSharedFloodCounter).hit('global|10.0.0.2', WINDOW_MS, 8);
      counts.push(count);
    }
    expect(counts.filter((count) => count <= 8)).toHaveLength(8);
  });

  it('refuses a client past its limit without asking the database', async () => {
    const counter = createInstanceCounter();
    for (let hit = 0; hit < 5; hit++) await counter.hit('global|10.0.0.3', WINDOW_MS, 4);
    const before = statements;
    for (let hit = 0; hit < 50; hit++) {
      expect((await counter.hit('global|10.0.0.3', WINDOW_MS, 4)).count).toBeGreaterThan(4);
    }
    expect(statements).toBe(before);
    // A new window starts afresh.
    clock.advance(WINDOW_MS + 1);
    expect((await counter.hit('global|10.0.0.3', WINDOW_MS, 4)).count).toBe(1);
  });
});
