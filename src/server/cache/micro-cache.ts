/**
 * A small in-process cache of ready-made JSON answers for a couple of seconds (docs/decisions/007).
 * Busy public reads (browse, a shared list) then cost one database query per key and window instead
 * of one per request. Each entry carries tags naming what it shows; a write on this instance drops
 * the entries with the tags it changed, at once, and other instances catch up within the
 * time-to-live, which is the staleness we accept for public pages.
 */
export type TMicroCache<TBody, TMeta> = {
  get: (key: string) => { body: TBody; meta: TMeta } | undefined;
  /**
   * `generation` from before the read: an answer read across a clear of one of its tags is not kept
   * (it may be stale).
   */
  set: (key: string, body: TBody, meta: TMeta, tags: readonly string[], generation?: number) => void;
  /** Drops the entries with any of these tags (every entry when no tags are given). */
  clear: (tags?: readonly string[]) => void;
  generation: () => number;
};

type TEntry<TBody, TMeta> = { body: TBody; meta: TMeta; tags: readonly string[]; expiresAt: number };

// Tags whose last clear is remembered one by one (a list id per list written to); beyond this many,
// the oldest are forgotten and a read begun before their clear is refused whatever its tags.
const MAX_REMEMBERED_CLEARS = 10_000;

export function createMicroCache<TBody, TMeta = undefined>({
  ttlMs,
  maxEntries,
  readMs = () => performance.now(),
}: {
  ttlMs: number;
  maxEntries: number;
  readMs?: () => number;
}): TMicroCache<TBody, TMeta> {
  const entries = new Map<string, TEntry<TBody, TMeta>>();
  const keysByTag = new Map<string, Set<string>>();
  // The number of the last clear of each tag, oldest first; a read begun before clear number `floor`
  // is never kept.
  const clearedAt = new Map<string, number>();
  let floor = 0;
  let clears = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  function isClearedSince(tags: readonly string[], generation: number): boolean {
    if (generation < floor) return true;
    return tags.some((tag) => (clearedAt.get(tag) ?? -1) > generation);
  }

  return {
    generation: () => clears,
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= readMs()) {
        remove(key);
        return undefined;
      }
      return entry;
    },
    set(key, body, meta, tags, generation = clears) {
      if (ttlMs <= 0 || isClearedSince(tags, generation)) return;
      remove(key);
      entries.set(key, { body, meta, tags, expiresAt: readMs() + ttlMs });
      for (const tag of tags) {
        const keys = keysByTag.get(tag);
        if (keys) keys.add(key);
        else keysByTag.set(tag, new Set([key]));
      }
      // Maps keep insertion order: the first key is the oldest.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
    },
    clear(tags) {
      clears += 1;
      if (tags === undefined) {
        floor = clears;
        entries.clear();
        keysByTag.clear();
        clearedAt.clear();
        return;
      }
      for (const tag of tags) {
        // Deleted first, so the map's order stays the order of the last clears.
        clearedAt.delete(tag);
        clearedAt.set(tag, clears);
        for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key);
      }
      while (clearedAt.size > MAX_REMEMBERED_CLEARS) {
        const [oldest] = clearedAt;
        if (!oldest) break;
        clearedAt.delete(oldest[0]);
        floor = Math.max(floor, oldest[1]);
      }
    },
  };
}
