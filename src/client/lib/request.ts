import type { QueryFunction } from '@tanstack/react-query';

// Seed §7/§8: the exact texts callers and tests rely on.
export const NETWORK_ERROR_MESSAGE = 'Network error: Unable to connect to server';
export const BODY_READ_ERROR_TEXT = 'Network error';

// A non-ok answer. `message` keeps the seed's `${status}: ${text}` form; status and detail stay
// available so forms can show the server's own {message} without parsing the string again.
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;

  constructor(status: number, detail: string) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type TOn401 = 'throw' | 'returnNull';

async function readResponseText(response: Response): Promise<string> {
  try {
    return (await response.text()) || response.statusText;
  } catch {
    return BODY_READ_ERROR_TEXT;
  }
}

export async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw new ApiError(response.status, await readResponseText(response));
}

// fetch rejects with a TypeError when the network itself fails; aborts and other errors pass through.
export async function fetchWithNetworkError(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, credentials: 'include' });
  } catch (error) {
    if (error instanceof TypeError) throw new Error(NETWORK_ERROR_MESSAGE);
    throw error;
  }
}

export async function apiRequest(
  method: THttpMethod,
  url: string,
  data?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const hasBody = data !== undefined;
  const response = await fetchWithNetworkError(url, {
    method,
    signal,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(data) : undefined,
  });
  await throwIfResponseNotOk(response);
  return response;
}

export async function requestJson<T>(
  method: THttpMethod,
  url: string,
  data?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const response = await apiRequest(method, url, data, signal);
  return (await response.json()) as T;
}

// The data-query factory of seed §7: the query key is the URL; a 401 is an error unless the caller
// asks for "no data" instead.
export function createQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function createQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function createQueryFn<T>({ on401 }: { on401: TOn401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetchWithNetworkError(queryKey.join('/'), { signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfResponseNotOk(response);
    return (await response.json()) as T;
  };
}

// The current-user call (seed §7/§8): 401 means "no user"; any other failure is `${status}: ${statusText}`.
export async function fetchAuthState<T>(url: string, signal?: AbortSignal): Promise<T | null> {
  const response = await fetchWithNetworkError(url, { signal });
  if (response.status === 401) return null;
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  return (await response.json()) as T;
}

// Our API answers errors as JSON {message}; show that text to people rather than the raw body.
export function readApiErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.detail);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // not JSON: the detail is already plain text
    }
    return error.detail;
  }
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

export function getErrorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
