import { describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_MAX, ZAnalyticsBatch } from '#shared/schemas/analytics';
import {
  ANALYTICS_BATCH_SIZE,
  buildAnalyticsBatches,
  createVisitorId,
  isEventSendable,
  isValidVisitorId,
  toPageLocation,
} from './analytics';

describe('createVisitorId', () => {
  it('makes ids the server accepts, different each time', () => {
    const first = createVisitorId();
    const second = createVisitorId();
    expect(isValidVisitorId(first)).toBe(true);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(first).not.toBe(second);
  });

  it('rejects ids outside 8-64 url-safe characters', () => {
    expect(isValidVisitorId('short')).toBe(false);
    expect(isValidVisitorId('has spaces in it')).toBe(false);
    expect(isValidVisitorId('x'.repeat(65))).toBe(false);
  });
});

describe('buildAnalyticsBatches', () => {
  it('uses the server batch limit', () => {
    expect(ANALYTICS_BATCH_SIZE).toBe(ANALYTICS_BATCH_MAX);
  });

  it('splits events into batches of at most 50 that match the server schema', () => {
    const events = Array.from({ length: 120 }, (_, index) => ({
      name: 'cta_click' as const,
      params: { cta_id: `cta-${index}` },
    }));
    const batches = buildAnalyticsBatches(createVisitorId(), '/browse', events);
    expect(batches.map((batch) => batch.events.length)).toEqual([50, 50, 20]);
    for (const batch of batches) expect(ZAnalyticsBatch.safeParse(batch).success).toBe(true);
  });

  it('builds a valid page_view batch', () => {
    const [batch] = buildAnalyticsBatches('visitor_123', '/about', [
      { name: 'page_view', params: { page_path: '/about', page_location: 'https://kindlist.example/about' } },
    ]);
    expect(ZAnalyticsBatch.parse(batch)).toEqual(batch);
  });
});

describe('isEventSendable', () => {
  it('drops page views the server would reject', () => {
    const longPath = `/${'a'.repeat(3000)}`;
    expect(
      isEventSendable({
        name: 'page_view',
        params: { page_path: longPath, page_location: `https://x.org${longPath}` },
      }),
    ).toBe(false);
    expect(
      isEventSendable({ name: 'page_view', params: { page_path: '/', page_location: 'https://x.org/' } }),
    ).toBe(true);
  });
});

describe('page locations', () => {
  it('keeps the search but never a reset token, a deletion code or an email address', () => {
    expect(toPageLocation('https://kindlist.example/reset-password?token=abc123')).toBe(
      'https://kindlist.example/reset-password',
    );
    expect(toPageLocation('https://kindlist.example/data-deletion?code=XYZ')).toBe(
      'https://kindlist.example/data-deletion',
    );
    expect(toPageLocation('https://kindlist.example/login?email=a%40b.co&returnTo=%2Fproducts')).toBe(
      'https://kindlist.example/login?returnTo=%2Fproducts',
    );
    expect(toPageLocation('https://kindlist.example/browse?q=winter+coat')).toBe(
      'https://kindlist.example/browse?q=winter+coat',
    );
  });
});
