// Whether an email has an account must not show in how long sign-up and password reset take to answer.
// The routes hold every answer until a floor measured from the request's arrival; here the waits are
// recorded instead of slept, so the test checks that both paths are held until the same moment without
// timing anything (scripts/bench-auth-timing.ts measures the real answers over a socket).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, TEST_PASSWORD, type TTestContext } from '#server/test/test-app';

const FLOOR_MS = 60_000;
let ctx: TTestContext;
let waits: number[] = [];
let registered: string;

beforeAll(async () => {
  ctx = await createTestApp({
    authAnswerFloor: {
      floorMs: FLOOR_MS,
      wait: async (ms) => {
        waits.push(ms);
      },
    },
  });
  registered = (await createSignedInUser(ctx.app)).email;
});
afterAll(async () => {
  await ctx.close();
});

/** The status of one request, the waits it was held for, and how long it took without them. */
async function send(url: string, payload: Record<string, unknown>) {
  waits = [];
  const startedAt = performance.now();
  const response = await ctx.app.inject({ method: 'POST', url, payload });
  return { status: response.statusCode, waits, workMs: performance.now() - startedAt };
}

/**
 * Held until the floor: one wait, for what the floor had left after the request's own work, so that
 * its work and its wait add up to the floor whichever path it took.
 */
function expectHeldUntilFloor(answer: { waits: number[]; workMs: number }) {
  expect(answer.waits).toHaveLength(1);
  const [waited = 0] = answer.waits;
  expect(waited).toBeLessThanOrEqual(FLOOR_MS);
  expect(waited).toBeGreaterThanOrEqual(FLOOR_MS - answer.workMs);
}

describe('sign-up and password reset answer at the same moment whether or not the email has an account', () => {
  it('holds a sign-up with a new email and one with a registered email until the floor', async () => {
    const signUp = (email: string) =>
      send('/api/auth/sign-up', { firstName: 'Ana', lastName: '', email, password: TEST_PASSWORD });
    const fresh = await signUp('fresh-timing@example.com');
    const existing = await signUp(registered);
    expect([fresh.status, existing.status]).toEqual([201, 201]);
    expectHeldUntilFloor(fresh);
    expectHeldUntilFloor(existing);
  });

  it('holds a reset request for a registered email and for an unknown one until the floor', async () => {
    const reset = (email: string) => send('/api/auth/request-password-reset', { email });
    const known = await reset(registered);
    const unknown = await reset('nobody-timing@example.com');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expectHeldUntilFloor(known);
    expectHeldUntilFloor(unknown);
  });

  it('holds their refusals too, and leaves other routes alone', async () => {
    const refused = await send('/api/auth/sign-up', {
      firstName: 'Ana',
      email: 'x@example.com',
      password: 'Password1',
    });
    expect(refused.status).toBe(400);
    expectHeldUntilFloor(refused);
    const signIn = await send('/api/auth/sign-in', { email: registered, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.waits).toEqual([]);
  });
});
