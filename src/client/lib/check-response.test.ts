import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZNotification } from '#shared/schemas/notification';
import { checkResponseBody, ResponseContractError } from './check-response';
import { requestJsonOnce } from './idempotent-request';
import { createQueryFn, requestJson } from './request';

function answerWith(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('response checking (on in tests, as in development and the e2e build)', () => {
  it('is switched on here', () => {
    expect(__CHECK_RESPONSES__).toBe(true);
  });

  it('throws, naming the URL and the Zod issue, when an answer does not match its schema', async () => {
    answerWith({ id: 42 });
    const sent = requestJson('POST', '/api/notifications/n1/read', undefined, undefined, ZNotification);
    await expect(sent).rejects.toBeInstanceOf(ResponseContractError);
    await expect(
      requestJson('POST', '/api/notifications/n1/read', undefined, undefined, ZNotification),
    ).rejects.toThrow(/^The answer of \/api\/notifications\/n1\/read does not match its schema: id: /);
  });

  it('checks query answers and keyed writes too', async () => {
    answerWith([]);
    const queryFn = createQueryFn({ on401: 'throw', schema: ZNotification });
    await expect(
      queryFn({
        client: new QueryClient(),
        queryKey: ['/api/notifications', 'n1'],
        signal: new AbortController().signal,
        meta: undefined,
      }),
    ).rejects.toThrow('The answer of /api/notifications/n1 does not match its schema: (the body)');
    await expect(
      requestJsonOnce('POST', '/api/pledges/p1/purchase', {}, { schema: ZNotification }),
    ).rejects.toThrow(ResponseContractError);
  });

  it('returns a matching body as it came, without a schema nothing is checked', async () => {
    const body = {
      id: '0b8e6f3c-4d2a-4f7e-9a1b-2c3d4e5f6a7b',
      extra: 'kept',
    };
    answerWith(body);
    await expect(requestJson('GET', '/api/anything')).resolves.toEqual(body);
    expect(() => checkResponseBody(ZNotification.pick({ id: true }), body, '/api/x')).not.toThrow();
  });
});
