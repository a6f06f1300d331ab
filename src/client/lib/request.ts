import type { QueryFunction } from '@tanstack/react-query';
import { checkResponseBody, type TResponseSchema } from './check-response';
import { tCommon } from './common-messages';

// The exact texts callers and tests rely on (in this build's language).
export const NETWORK_ERROR_MESSAGE = tCommon('common.error.network');
export const BODY_READ_ERROR_TEXT = tCommon('common.error.networkShort');

// A non-ok answer. `message` keeps the `${status}: ${text}` form callers show; status and detail stay
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

/** The JSON body, checked against the operation's schema when checking is on (see check-response.ts). */
export async function readResponseJson<T>(
  response: Response,
  url: string,
  schema?: TResponseSchema,
): Promise<T> {
  const body: unknown = await response.json();
  if (__CHECK_RESPONSES__ && schema) checkResponseBody(schema, body, url);
  return body as T;
}

export async function requestJson<T>(
  method: THttpMethod,
  url: string,
  data?: unknown,
  signal?: AbortSignal,
  schema?: TResponseSchema,
): Promise<T> {
  const response = await apiRequest(method, url, data, signal);
  return readResponseJson<T>(response, url, schema);
}

// The data-query factory: the query key is the URL; a 401 is an error unless the caller
// asks for "no data" instead.
export function createQueryFn<T>(options: {
  on401: 'returnNull';
  schema?: TResponseSchema;
}): QueryFunction<T | null>;
export function createQueryFn<T>(options: { on401: 'throw'; schema?: TResponseSchema }): QueryFunction<T>;
export function createQueryFn<T>({
  on401,
  schema,
}: {
  on401: TOn401;
  schema?: TResponseSchema;
}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.join('/');
    const response = await fetchWithNetworkError(url, { signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfResponseNotOk(response);
    return readResponseJson<T>(response, url, schema);
  };
}

// The current-user call: 401 means "no user"; any other failure is `${status}: ${statusText}`.
export async function fetchAuthState<T>(
  url: string,
  signal?: AbortSignal,
  schema?: TResponseSchema,
): Promise<T | null> {
  const response = await fetchWithNetworkError(url, { signal });
  if (response.status === 401) return null;
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  return readResponseJson<T>(response, url, schema);
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
  return tCommon('common.error.unknown');
}

export function getErrorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
