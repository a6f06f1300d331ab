import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyKey, requestJsonOnce } from './idempotent-request';
import { NETWORK_ERROR_MESSAGE } from './request';

afterEach(() => {
  vi.unstubAllGlobals();
});

function mockFetch(answers: Array<() => Promise<Response>>) {
  const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentKey = (mock: ReturnType<typeof mockFetch>, call: number) =>
  (mock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.['idempotency-key'];
const lost = () => Promise.reject(new TypeError('Failed to fetch'));
const ok = () => Promise.resolve(new Response('{"id":"p1"}', { status: 201 }));

describe('requestJsonOnce', () => {
  it('sends a new key for each action, one the server accepts', async () => {
    const fetchMock = mockFetch([ok, ok]);
    await requestJsonOnce('POST', '/api/pledges/p1/purchase', { retailer: 'Target' });
    await requestJsonOnce('POST', '/api/pledges/p1/purchase', { retailer: 'Target' });
    expect(sentKey(fetchMock, 0)).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(sentKey(fetchMock, 1)).not.toBe(sentKey(fetchMock, 0));
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"retailer":"Target"}');
  });

  it('sends the same action once more with the same key when the answer was lost', async () => {
    const fetchMock = mockFetch([lost, ok]);
    const answer = await requestJsonOnce('POST', '/api/x', { quantity: 1 }, { retryDelayMs: 0 });
    expect(answer).toEqual({ id: 'p1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentKey(fetchMock, 1)).toBe(sentKey(fetchMock, 0));
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(fetchMock.mock.calls[0]?.[1]?.body);
  });

  it('gives up after one retry with the network error', async () => {
    const fetchMock = mockFetch([lost, lost]);
    await expect(requestJsonOnce('POST', '/api/x', {}, { retryDelayMs: 0 })).rejects.toThrow(
      NETWORK_ERROR_MESSAGE,
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry an answer the server gave', async () => {
    const fetchMock = mockFetch([
      () => Promise.resolve(new Response('{"message":"taken"}', { status: 409 })),
    ]);
    await expect(requestJsonOnce('POST', '/api/x', {}, { retryDelayMs: 0 })).rejects.toThrow('409');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('makes keys that do not repeat', () => {
    const keys = new Set(Array.from({ length: 1000 }, createIdempotencyKey));
    expect(keys.size).toBe(1000);
  });
});
