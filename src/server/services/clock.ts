/** The app's one source of "now": background work and anything that depends on the day take it from here, so tests can move it. */
export type TClock = { now: () => Date };

export const systemClock: TClock = { now: () => new Date() };

/** A clock that stands still until moved (tests). */
export function createFixedClock(
  start: Date,
): TClock & { advance: (ms: number) => void; set: (at: Date) => void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
}

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export function toUtcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
