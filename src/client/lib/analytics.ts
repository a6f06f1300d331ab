import * as contentApi from '#shared/api-paths/content';
import type { TAnalyticsBatch, TAnalyticsEvent, TAnalyticsEventName } from '#shared/schemas/analytics';

// First-party analytics. Events are queued and sent in the background with
// navigator.sendBeacon so that recording never delays a click or a navigation.

export const ANALYTICS_ENDPOINT = contentApi.analyticsEvents;
export const VISITOR_ID_STORAGE_KEY = 'kl-visitor-id';
const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
// Mirrors ANALYTICS_BATCH_MAX of the shared schema (a test keeps them equal): importing the value would
// pull Zod into the entry chunk.
export const ANALYTICS_BATCH_SIZE = 50;
const MAX_PATH_LENGTH = 2048;
const MAX_LOCATION_LENGTH = 4096;

export type TEventParams<TName extends TAnalyticsEventName> = Extract<
  TAnalyticsEvent,
  { name: TName }
>['params'];

type TGtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: TGtag;
  }
}

const queue: TAnalyticsEvent[] = [];
let isFlushScheduled = false;
let isInstalled = false;
let cachedVisitorId: string | null = null;

export function createVisitorId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function isValidVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value);
}

// Storage can be blocked (privacy modes); the id then lives for this page only.
function getVisitorId(): string {
  if (cachedVisitorId) return cachedVisitorId;
  let visitorId: string | null = null;
  try {
    visitorId = window.localStorage.getItem(VISITOR_ID_STORAGE_KEY);
    if (!isValidVisitorId(visitorId)) {
      visitorId = createVisitorId();
      window.localStorage.setItem(VISITOR_ID_STORAGE_KEY, visitorId);
    }
  } catch {
    visitorId = visitorId && isValidVisitorId(visitorId) ? visitorId : createVisitorId();
  }
  cachedVisitorId = visitorId;
  return visitorId;
}

export function buildAnalyticsBatches(
  visitorId: string,
  path: string,
  events: readonly TAnalyticsEvent[],
): TAnalyticsBatch[] {
  const safePath = path.startsWith('/') ? path.slice(0, MAX_PATH_LENGTH) : '/';
  const batches: TAnalyticsBatch[] = [];
  for (let start = 0; start < events.length; start += ANALYTICS_BATCH_SIZE) {
    batches.push({ visitorId, path: safePath, events: events.slice(start, start + ANALYTICS_BATCH_SIZE) });
  }
  return batches;
}

function sendBatch(batch: TAnalyticsBatch): void {
  const body = JSON.stringify(batch);
  try {
    if (navigator.sendBeacon?.(ANALYTICS_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // some browsers refuse beacons in certain states; fetch with keepalive does the same job
  }
  void fetch(ANALYTICS_ENDPOINT, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    keepalive: true,
  }).catch(() => {
    // analytics must never surface errors to people
  });
}

export function flushAnalytics(): void {
  isFlushScheduled = false;
  if (queue.length === 0) return;
  const events = queue.splice(0, queue.length);
  for (const batch of buildAnalyticsBatches(getVisitorId(), window.location.pathname, events))
    sendBatch(batch);
}

function scheduleFlush(): void {
  if (isFlushScheduled) return;
  isFlushScheduled = true;
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(flushAnalytics, { timeout: 2000 });
  } else {
    setTimeout(flushAnalytics, 0);
  }
}

function installFlushOnLeave(): void {
  if (isInstalled) return;
  isInstalled = true;
  window.addEventListener('pagehide', flushAnalytics);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
}

// Drops what the server would reject, so one odd URL cannot lose the whole batch.
export function isEventSendable(event: TAnalyticsEvent): boolean {
  if (event.name !== 'page_view') return true;
  const { page_path: pagePath, page_location: pageLocation } = event.params;
  return (
    pagePath.startsWith('/') &&
    pagePath.length <= MAX_PATH_LENGTH &&
    pageLocation.length <= MAX_LOCATION_LENGTH
  );
}

export function trackEvent<TName extends TAnalyticsEventName>(
  name: TName,
  params: TEventParams<TName>,
): void {
  if (typeof window === 'undefined') return;
  const event = { name, params } as TAnalyticsEvent;
  if (!isEventSendable(event)) return;
  installFlushOnLeave();
  queue.push(event);
  scheduleFlush();
  window.gtag?.('event', name, params);
}

export function trackCtaClick(ctaId: string): void {
  trackEvent('cta_click', { cta_id: ctaId });
}

// Parameters that carry a secret or a person's address (a password-reset token, a deletion code, an
// email prefilled in a link): never stored with a page view, nor sent to Google Analytics.
const PRIVATE_PARAMS = ['token', 'code', 'email'];

/** The page's address as analytics keeps it: without the private parameters. */
export function toPageLocation(href: string): string {
  const url = new URL(href);
  for (const name of PRIVATE_PARAMS) url.searchParams.delete(name);
  return url.href;
}

export function trackPageView(): void {
  trackEvent('page_view', {
    page_path: window.location.pathname,
    page_location: toPageLocation(window.location.href),
  });
}

// Google Analytics only when the server configured it (its CSP allows the host only then), loaded
// after the page has finished loading so it never competes with our own code.
export function loadGoogleAnalytics(measurementId: string | null): void {
  if (!measurementId || window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  window.gtag = function gtag() {
    // gtag.js expects the Arguments object itself, not an array copy.
    // biome-ignore lint/complexity/noArguments: required by gtag.js
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  // page_view is sent by us on every route change, so GA must not send its own.
  window.gtag('config', measurementId, { send_page_view: false });
  const inject = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  };
  if (document.readyState === 'complete') {
    setTimeout(inject, 0);
  } else {
    window.addEventListener('load', () => setTimeout(inject, 0), { once: true });
  }
}
