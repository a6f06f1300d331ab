import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { donorLimitHits } from '#server/db/schema/pledges';
import { toUtcDay } from '#server/services/clock';
import type { TDonorLimit } from '#shared/pledge-limits';
import { DonorLimitError } from './donor-limits';

/** The pledge limits a donor met, a row per limit and day, as admins see them (for their own export). */
export async function listDonorLimitHits(
  db: TDatabase,
  donorId: string,
): Promise<Array<{ limit: TDonorLimit; day: string; count: number; lastAt: string }>> {
  const rows = await db
    .select()
    .from(donorLimitHits)
    .where(eq(donorLimitHits.donorId, donorId))
    .orderBy(donorLimitHits.day, donorLimitHits.limitName);
  return rows.map((row) => ({
    limit: row.limitName,
    day: row.day,
    count: row.count,
    lastAt: row.lastHitAt.toISOString(),
  }));
}

/** Counts a refusal for the moderation queue (after its transaction rolled back), one row per donor, limit and day. */
export async function recordLimitHit(
  db: TDatabase,
  donorId: string,
  limit: TDonorLimit,
  now: Date,
): Promise<void> {
  await db
    .insert(donorLimitHits)
    .values({ donorId, limitName: limit, day: toUtcDay(now), count: 1, lastHitAt: now })
    .onConflictDoUpdate({
      target: [donorLimitHits.donorId, donorLimitHits.limitName, donorLimitHits.day],
      set: { count: sql`${donorLimitHits.count} + 1`, lastHitAt: now },
    });
}

/** Runs a donor's pledge write; a limit that stops it is recorded for the admins, then answered. */
export async function recordingLimitHits<TResult>(
  db: TDatabase,
  donorId: string,
  now: Date,
  write: () => Promise<TResult>,
): Promise<TResult> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DonorLimitError) await recordLimitHit(db, donorId, error.limit, now);
    throw error;
  }
}
