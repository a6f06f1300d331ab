/**
 * A small in-process cache of ready-made JSON answers for a couple of seconds (docs/decisions/007).
 * Busy public reads (browse, a shared list) then cost one database query per key and window instead
 * of one per request. Writes on this instance clear it at once; other instances catch up within the
 * time-to-live, which is the staleness we accept for public pages.
 */
export type TMicroCache<TBody, TMeta> = {
  get: (key: string) => { body: TBody; meta: TMeta } | undefined;
  /** `generation` from before the read: an answer read across a clear is not kept (it may be stale). */
  set: (key: string, body: TBody, meta: TMeta, generation?: number) => void;
  clear: () => void;
  generation: () => number;
};

export function createMicroCache<TBody, TMeta = undefined>({
  ttlMs,
  maxEntries,
  readMs = () => performance.now(),
}: {
  ttlMs: number;
  maxEntries: number;
  readMs?: () => number;
}): TMicroCache<TBody, TMeta> {
  const entries = new Map<string, { body: TBody; meta: TMeta; expiresAt: number }>();
  let clears = 0;
  return {
    generation: () => clears,
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= readMs()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key, body, meta, generation = clears) {
      if (ttlMs <= 0 || generation !== clears) return;
      entries.delete(key);
      entries.set(key, { body, meta, expiresAt: readMs() + ttlMs });
      // Maps keep insertion order: the first key is the oldest.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear() {
      clears += 1;
      entries.clear();
    },
  };
}
