import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from './request';
import { isIgnorableError } from './unhandled-rejection-filter';

describe('isIgnorableError', () => {
  it('silences DOMExceptions and aborts', () => {
    expect(isIgnorableError(new DOMException('The user aborted a request.', 'AbortError'))).toBe(true);
    expect(isIgnorableError(new DOMException('Quota exceeded', 'QuotaExceededError'))).toBe(true);
    const abort = new Error('aborted');
    abort.name = 'AbortError';
    expect(isIgnorableError(abort)).toBe(true);
  });

  it('silences WebSocket and fetch failures', () => {
    expect(isIgnorableError(new Error('WebSocket connection to ws://localhost failed'))).toBe(true);
    expect(isIgnorableError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isIgnorableError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isIgnorableError(new Error(NETWORK_ERROR_MESSAGE))).toBe(true);
    expect(isIgnorableError('websocket closed')).toBe(true);
  });

  it('leaves real bugs alone', () => {
    expect(isIgnorableError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isIgnorableError(new Error('500: {"message":"boom"}'))).toBe(false);
    expect(isIgnorableError(undefined)).toBe(false);
    expect(isIgnorableError({ message: 'fetch' })).toBe(false);
  });
});
