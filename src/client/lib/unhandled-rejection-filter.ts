import { BODY_READ_ERROR_TEXT, NETWORK_ERROR_MESSAGE } from './request';

// Rejections and errors of kinds DOMException, abort, WebSocket and fetch are expected noise
// (navigation cancels requests, flaky networks, dev-server sockets); they are silenced and only logged
// so they do not show up as uncaught errors. Everything else is left to the browser.
const WEBSOCKET_PATTERN = /websocket/i;
const FETCH_PATTERN = /fetch|network ?error|load failed|unable to connect to server/i;

// Our own network errors are matched by their text in this build's language too.
function isNoise(text: string): boolean {
  return (
    WEBSOCKET_PATTERN.test(text) ||
    FETCH_PATTERN.test(text) ||
    text.includes(NETWORK_ERROR_MESSAGE) ||
    text.includes(BODY_READ_ERROR_TEXT)
  );
}

export function isIgnorableError(reason: unknown): boolean {
  if (typeof DOMException !== 'undefined' && reason instanceof DOMException) return true;
  if (reason instanceof Error) {
    if (reason.name === 'AbortError') return true;
    const text = `${reason.name} ${reason.message}`;
    return isNoise(text);
  }
  if (typeof reason === 'string') return isNoise(reason);
  return false;
}

export function installUnhandledRejectionFilter(target: Window): () => void {
  const onUnhandledRejection = (event: PromiseRejectionEvent) => {
    if (!isIgnorableError(event.reason)) return;
    event.preventDefault();
    console.debug('Ignored unhandled rejection:', event.reason);
  };
  const onError = (event: ErrorEvent) => {
    if (!isIgnorableError(event.error ?? event.message)) return;
    event.preventDefault();
    console.debug('Ignored error:', event.error ?? event.message);
  };
  target.addEventListener('unhandledrejection', onUnhandledRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onUnhandledRejection);
    target.removeEventListener('error', onError);
  };
}
