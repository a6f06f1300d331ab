import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_LOGGED_OUT_EVENT } from '#client/lib/events';
import { ApiError } from '#client/lib/request';
import { CURRENT_USER_QUERY_KEY } from '../api/get-current-user';
import { watchForEndedSession } from './watch-for-ended-session';

const USER = {
  id: 'u1',
  email: 'a@example.com',
  emailVerified: true,
  firstName: 'A',
  lastName: 'B',
  profileImageUrl: null,
  userType: 'user',
  language: 'en',
};

function setUp(user: typeof USER | null) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(CURRENT_USER_QUERY_KEY, user);
  const stop = watchForEndedSession(client);
  const listener = vi.fn();
  window.addEventListener(USER_LOGGED_OUT_EVENT, listener);
  return {
    client,
    listener,
    stop: () => {
      stop();
      window.removeEventListener(USER_LOGGED_OUT_EVENT, listener);
    },
  };
}

let cleanUp: (() => void) | undefined;
// The window events need only an EventTarget; tests run in Node.
vi.stubGlobal('window', new EventTarget());
afterEach(() => cleanUp?.());

describe('watchForEndedSession', () => {
  it('announces userLoggedOut when a signed-in page meets a 401', async () => {
    const { client, listener, stop } = setUp(USER);
    cleanUp = stop;
    await client
      .fetchQuery({ queryKey: ['/api/x'], queryFn: () => Promise.reject(new ApiError(401, 'Sign in')) })
      .catch(() => {});
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stays quiet for other errors, and when nobody is signed in', async () => {
    const { client, listener, stop } = setUp(USER);
    await client
      .fetchQuery({ queryKey: ['/api/y'], queryFn: () => Promise.reject(new ApiError(500, 'x')) })
      .catch(() => {});
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new ApiError(400, 'x')) })
      .execute(undefined)
      .catch(() => {});
    expect(listener).not.toHaveBeenCalled();
    stop();
    const signedOut = setUp(null);
    cleanUp = signedOut.stop;
    await signedOut.client
      .fetchQuery({ queryKey: ['/api/z'], queryFn: () => Promise.reject(new ApiError(401, 'x')) })
      .catch(() => {});
    expect(signedOut.listener).not.toHaveBeenCalled();
  });

  it('also hears failed mutations', async () => {
    const { client, listener, stop } = setUp(USER);
    cleanUp = stop;
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new ApiError(401, 'x')) })
      .execute(undefined)
      .catch(() => {});
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
