import { z } from 'zod';
import { msg } from '../i18n/validation';

// The five analytics events, each with exactly its own parameters.
const ZShortText = z.string().trim().min(1).max(200);
const ZListId = z.string().trim().min(1).max(100);
const ZCount = z.number().int().min(0).max(100_000);

export const ZPageViewParams = z.strictObject({
  page_path: z.string().min(1).max(2048).startsWith('/'),
  page_location: z.url().max(4096),
});
export const ZCtaClickParams = z.strictObject({ cta_id: ZShortText });
export const ZNeedsListCreatedParams = z.strictObject({
  list_id: ZListId,
  items_count: ZCount,
  time_to_complete_sec: z
    .number()
    .int()
    .min(0)
    .max(60 * 60 * 24 * 365),
});
export const ZOutboundPurchaseClickParams = z.strictObject({ retailer: ZShortText, list_id: ZListId });
export const ZPurchaseSelfReportedParams = z.strictObject({
  retailer: ZShortText,
  list_id: ZListId,
  items_count: ZCount,
});

export const ZAnalyticsEvent = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('page_view'), params: ZPageViewParams }),
  z.strictObject({ name: z.literal('cta_click'), params: ZCtaClickParams }),
  z.strictObject({ name: z.literal('needs_list_created'), params: ZNeedsListCreatedParams }),
  z.strictObject({ name: z.literal('outbound_purchase_click'), params: ZOutboundPurchaseClickParams }),
  z.strictObject({ name: z.literal('purchase_self_reported'), params: ZPurchaseSelfReportedParams }),
]);
export type TAnalyticsEvent = z.infer<typeof ZAnalyticsEvent>;
export type TAnalyticsEventName = TAnalyticsEvent['name'];

export const ANALYTICS_BATCH_MAX = 50;

export const ZAnalyticsBatch = z
  .strictObject({
    visitorId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, msg('validation.analytics.visitorId')),
    path: z.string().min(1).max(2048).startsWith('/'),
    events: z.array(ZAnalyticsEvent).min(1).max(ANALYTICS_BATCH_MAX),
  })
  .meta({ id: 'AnalyticsBatch' });
export type TAnalyticsBatch = z.infer<typeof ZAnalyticsBatch>;
