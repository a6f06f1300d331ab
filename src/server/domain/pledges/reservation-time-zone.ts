import { and, eq } from 'drizzle-orm';
import { pledges } from '../../db/schema/pledges';
import type { TExecutor } from '../needs-lists/list-access';

/**
 * Keeps the time zone of the device a reservation was made from, for its reminder. It belongs to the
 * reservation, not to the account: a donor who reserves later from another device (a work laptop set
 * to UTC, a phone abroad) does not change what the reminder of an earlier reservation says, and each
 * reminder matches the end the donor was shown when reserving. Written just after the reservation
 * commits (the reminder comes hours later); a zone not written reads as UTC, which the mail names.
 */
export async function recordReservationTimeZone(
  db: TExecutor,
  donorId: string,
  pledgeId: string,
  timeZone: string | null,
): Promise<void> {
  if (!timeZone) return;
  await db
    .update(pledges)
    .set({ timeZone })
    .where(and(eq(pledges.id, pledgeId), eq(pledges.donorId, donorId)));
}

/**
 * "Monday, December 1, 2025 at 1:47 AM Eastern Standard Time": a date, a time and the zone's name, in
 * the donor's zone (UTC, named so, when it is not known).
 */
export function formatInTimeZone(at: Date, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      // "Coordinated Universal Time" says less to most readers than "UTC".
      timeZoneName: zone === 'UTC' ? 'short' : 'long',
      timeZone: zone,
    }).format(at);
  } catch {
    // A zone this server's data no longer knows.
    return formatInTimeZone(at, null);
  }
}
