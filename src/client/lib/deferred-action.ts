/**
 * An action that waits `delayMs` before it runs, so that it can be undone until then: `start` it,
 * `undo` it (nothing runs), or `flush` it (it runs now, as when the page is being left). It runs at
 * most once per start, whichever comes first.
 */
export function createDeferredAction(run: (isLeaving: boolean) => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const settle = (): boolean => {
    if (timer === null) return false;
    clearTimeout(timer);
    timer = null;
    return true;
  };
  return {
    start(): void {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        run(false);
      }, delayMs);
    },
    /** Stops it before it runs; false when nothing was waiting. */
    undo(): boolean {
      return settle();
    },
    flush(): void {
      if (settle()) run(true);
    },
    isPending(): boolean {
      return timer !== null;
    },
  };
}
