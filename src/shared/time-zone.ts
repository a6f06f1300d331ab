// IANA time zones as the platform's Intl knows them (the browser sends its own; the server formats a
// donor's times in it). No Node or DOM import: both sides use it.

/** Longest time zone name accepted (the longest IANA names are about 30 characters). */
export const TIME_ZONE_MAX = 64;

/**
 * The time zone Intl knows by this name, as Intl spells it ("america/new_york" → "America/New_York"),
 * or null when it does not know it: a zone newer than this platform's data, or no zone at all.
 */
export function readKnownTimeZone(name: string | null | undefined): string | null {
  if (!name || name.length > TIME_ZONE_MAX) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
