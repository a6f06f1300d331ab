import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../db/client';
import { createTestApp, type TTestContext } from '../test/test-app';
import { createHealthProbe } from './health';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/health', () => {
  it('answers 200 with the database round-trip time', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database.isUp).toBe(true);
    expect(body.database.roundTripMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 when the database does not answer, and other routes say so too', async () => {
    const context = await createTestApp();
    try {
      await context.database.close();
      const health = await context.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', database: { isUp: false, roundTripMs: null } });
      const analytics = await context.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload: {
          visitorId: 'visitor_down1',
          path: '/',
          events: [{ name: 'cta_click', params: { cta_id: 'x' } }],
        },
      });
      expect(analytics.statusCode).toBe(503);
      expect(analytics.json().message).toMatch(/temporarily unavailable/);
    } finally {
      // The test app's own close also drops its PostgreSQL database.
      await context.close();
    }
  });
});

describe('createHealthProbe', () => {
  it('reuses a success for the max age, and probes again at once after a failure', async () => {
    let pings = 0;
    let isDown = false;
    const fakeDatabase = {
      ping: async () => {
        pings += 1;
        if (isDown) throw new Error('down');
        return 1.5;
      },
    } as unknown as TDatabaseHandle;
    const status = { markDown: () => {}, markUp: () => {} };
    const probe = createHealthProbe(fakeDatabase, status, 60_000);
    expect(await probe()).toEqual({ status: 'ok', database: { isUp: true, roundTripMs: 1.5 } });
    await probe();
    expect(pings).toBe(1);

    const failing = createHealthProbe(fakeDatabase, status, 0);
    isDown = true;
    expect((await failing()).status).toBe('unavailable');
    isDown = false;
    expect((await failing()).status).toBe('ok');
  });
});
