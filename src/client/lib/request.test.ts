import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  createQueryFn,
  fetchAuthState,
  NETWORK_ERROR_MESSAGE,
  readApiErrorMessage,
  requestJson,
  throwIfResponseNotOk,
} from './request';

function mockFetch(implementation: (...args: Parameters<typeof fetch>) => Promise<Response>) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function queryContext(url: string): QueryFunctionContext {
  return {
    client: new QueryClient(),
    queryKey: [url],
    signal: new AbortController().signal,
    meta: undefined,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends a body as JSON with a JSON content type and includes cookies', async () => {
    const fetchMock = mockFetch(async () => new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/things', { name: 'Blanket' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"name":"Blanket"}');
  });

  it('sends neither a body nor a content type without data', async () => {
    const fetchMock = mockFetch(async () => new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/notifications/clear-all');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({});
    expect(init?.body).toBeUndefined();
  });

  it('raises a non-ok answer as "status: response text"', async () => {
    mockFetch(async () => new Response('{"message":"Invalid email or password"}', { status: 401 }));
    await expect(apiRequest('POST', '/api/auth/sign-in', {})).rejects.toThrow(
      '401: {"message":"Invalid email or password"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(async () => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it("uses 'Network error' when the body cannot be read", async () => {
    const response = new Response('boom', { status: 500, statusText: 'Internal Server Error' });
    vi.spyOn(response, 'text').mockRejectedValue(new TypeError('terminated'));
    mockFetch(async () => response);
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^500: Network error$/);
  });

  it('reports a failed fetch as a network error', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it('lets an abort pass through unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    mockFetch(async () => {
      throw abort;
    });
    await expect(apiRequest('GET', '/api/x')).rejects.toBe(abort);
  });

  it('parses JSON with requestJson', async () => {
    mockFetch(async () => new Response('{"count":3}', { status: 200 }));
    await expect(requestJson<{ count: number }>('POST', '/api/x')).resolves.toEqual({ count: 3 });
  });
});

describe('throwIfResponseNotOk', () => {
  it('does nothing for an ok answer', async () => {
    await expect(throwIfResponseNotOk(new Response('ok', { status: 200 }))).resolves.toBeUndefined();
  });

  it('throws an ApiError keeping status and detail', async () => {
    const error = await throwIfResponseNotOk(new Response('nope', { status: 404 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, detail: 'nope', message: '404: nope' });
  });
});

describe('createQueryFn', () => {
  it('GETs the query key as the URL with cookies and parses JSON', async () => {
    const fetchMock = mockFetch(async () => new Response('[{"id":"1"}]', { status: 200 }));
    const queryFn = createQueryFn<{ id: string }[]>({ on401: 'throw' });
    await expect(queryFn(queryContext('/api/notifications'))).resolves.toEqual([{ id: '1' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/notifications');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBeUndefined();
  });

  it('throws on 401 by default', async () => {
    mockFetch(async () => new Response('{"message":"Unauthorized"}', { status: 401 }));
    const queryFn = createQueryFn({ on401: 'throw' });
    await expect(queryFn(queryContext('/api/x'))).rejects.toThrow('401: {"message":"Unauthorized"}');
  });

  it('yields null on 401 when asked to', async () => {
    mockFetch(async () => new Response('{"message":"Unauthorized"}', { status: 401 }));
    const queryFn = createQueryFn({ on401: 'returnNull' });
    await expect(queryFn(queryContext('/api/x'))).resolves.toBeNull();
  });

  it('still throws other statuses when 401 yields null', async () => {
    mockFetch(async () => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const queryFn = createQueryFn({ on401: 'returnNull' });
    await expect(queryFn(queryContext('/api/x'))).rejects.toThrow('500: Internal Server Error');
  });

  it('reports a failed fetch as a network error', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createQueryFn({ on401: 'throw' })(queryContext('/api/x'))).rejects.toThrow(
      NETWORK_ERROR_MESSAGE,
    );
  });
});

describe('fetchAuthState', () => {
  it('returns the user on 200', async () => {
    mockFetch(async () => new Response('{"id":"u1"}', { status: 200 }));
    await expect(fetchAuthState('/api/auth/user')).resolves.toEqual({ id: 'u1' });
  });

  it('returns null on 401', async () => {
    mockFetch(async () => new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(fetchAuthState('/api/auth/user')).resolves.toBeNull();
  });

  it('raises other failures as "status: statusText"', async () => {
    mockFetch(
      async () => new Response('{"message":"down"}', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(fetchAuthState('/api/auth/user')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('reports a failed fetch as a network error', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchAuthState('/api/auth/user')).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });
});

describe('readApiErrorMessage', () => {
  it('reads the message of a JSON error body', () => {
    expect(readApiErrorMessage(new ApiError(429, '{"message":"Too many requests."}'))).toBe(
      'Too many requests.',
    );
  });

  it('falls back to the plain detail', () => {
    expect(readApiErrorMessage(new ApiError(502, 'Bad Gateway'))).toBe('Bad Gateway');
  });

  it('uses the message of other errors', () => {
    expect(readApiErrorMessage(new Error(NETWORK_ERROR_MESSAGE))).toBe(NETWORK_ERROR_MESSAGE);
  });
});
