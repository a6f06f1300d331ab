import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache';

describe('createMicroCache', () => {
  it('answers within its time-to-live only', () => {
    let time = 1000;
    const cache = createMicroCache<string, number>({ ttlMs: 2000, maxEntries: 10, readMs: () => time });
    cache.set('a', '{"a":1}', 7);
    expect(cache.get('a')).toEqual({ body: '{"a":1}', meta: 7, expiresAt: 3000 });
    time = 2999;
    expect(cache.get('a')?.body).toBe('{"a":1}');
    time = 3000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets the oldest entries beyond its size, and everything on clear', () => {
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', '1', undefined);
    cache.set('b', '2', undefined);
    cache.set('c', '3', undefined);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.body).toBe('3');
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps nothing with a zero time-to-live', () => {
    const cache = createMicroCache({ ttlMs: 0, maxEntries: 2 });
    cache.set('a', '1', undefined);
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('createMicroCache across a clear', () => {
  it('does not keep an answer read before a clear', () => {
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 2 });
    const generation = cache.generation();
    cache.clear();
    cache.set('a', 'stale', undefined, generation);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', undefined, cache.generation());
    expect(cache.get('a')?.body).toBe('fresh');
  });
});
