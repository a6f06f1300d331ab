import type { TAnalyticsBatch } from '../../shared/schemas/analytics';
import type { TDatabase } from '../db/client';
import { analyticsEvents } from '../db/schema/analytics';

export async function recordAnalyticsEvents(
  db: TDatabase,
  batch: TAnalyticsBatch,
  userId: string | null,
): Promise<number> {
  await db.insert(analyticsEvents).values(
    batch.events.map((event) => ({
      name: event.name,
      params: event.params,
      visitorId: batch.visitorId,
      userId,
      path: event.name === 'page_view' ? event.params.page_path : batch.path,
    })),
  );
  return batch.events.length;
}
