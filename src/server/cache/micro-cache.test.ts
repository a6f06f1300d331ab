import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache';

describe('createMicroCache', () => {
  it('answers within its time-to-live only', () => {
    let time = 1000;
    const cache = createMicroCache<string, number>({ ttlMs: 2000, maxEntries: 10, readMs: () => time });
    cache.set('a', '{"a":1}', 7, ['t']);
    expect(cache.get('a')).toMatchObject({ body: '{"a":1}', meta: 7, expiresAt: 3000 });
    time = 2999;
    expect(cache.get('a')?.body).toBe('{"a":1}');
    time = 3000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets the oldest entries beyond its size, and everything on a clear without tags', () => {
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', '1', undefined, ['t']);
    cache.set('b', '2', undefined, ['u']);
    cache.set('c', '3', undefined, ['v']);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.body).toBe('3');
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps nothing with a zero time-to-live', () => {
    const cache = createMicroCache({ ttlMs: 0, maxEntries: 2 });
    cache.set('a', '1', undefined, []);
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('createMicroCache clearing by tag', () => {
  it('drops only the entries with a cleared tag, and keeps the others as they were', () => {
    const cache = createMicroCache<{ text: string }>({ ttlMs: 1000, maxEntries: 10 });
    const landing = { text: 'landing' };
    cache.set('list:A', { text: 'A' }, undefined, ['lists', 'list:A']);
    cache.set('list:B', { text: 'B' }, undefined, ['lists', 'list:B']);
    cache.set('landing', landing, undefined, ['browse', 'figures']);
    cache.set('browse', { text: 'browse' }, undefined, ['browse']);
    cache.clear(['list:A']);
    expect(cache.get('list:A')).toBeUndefined();
    expect(cache.get('list:B')?.body.text).toBe('B');
    expect(cache.get('landing')?.body).toBe(landing);
    cache.clear(['browse']);
    expect(cache.get('landing')).toBeUndefined();
    expect(cache.get('browse')).toBeUndefined();
    expect(cache.get('list:B')?.body.text).toBe('B');
    cache.clear(['lists']);
    expect(cache.get('list:B')).toBeUndefined();
  });

  it('does not keep an answer read across a clear of one of its tags, and keeps one read across others', () => {
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10 });
    const generation = cache.generation();
    cache.clear(['list:A']);
    cache.set('list:A', 'stale', undefined, ['lists', 'list:A'], generation);
    expect(cache.get('list:A')).toBeUndefined();
    cache.set('landing', 'still true', undefined, ['browse', 'figures'], generation);
    expect(cache.get('landing')?.body).toBe('still true');
    cache.set('list:A', 'fresh', undefined, ['lists', 'list:A'], cache.generation());
    expect(cache.get('list:A')?.body).toBe('fresh');
    const beforeAll = cache.generation();
    cache.clear();
    cache.set('landing', 'stale', undefined, ['browse', 'figures'], beforeAll);
    expect(cache.get('landing')).toBeUndefined();
  });

  it('still refuses a read begun before a clear it no longer remembers by tag', () => {
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10 });
    const generation = cache.generation();
    cache.clear(['list:old']);
    // Ten thousand lists written to since: the clear of list:old is forgotten one by one.
    for (let list = 0; list < 10_000; list += 1) cache.clear([`list:${list}`]);
    cache.set('list:old', 'stale', undefined, ['list:old'], generation);
    expect(cache.get('list:old')).toBeUndefined();
  });
});
