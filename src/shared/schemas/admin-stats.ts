import { z } from 'zod';
import { msg, renderValidationMessage } from '../i18n/validation';

export const STATS_PERIOD_DAYS = [7, 30, 90] as const;
export const STATS_CUSTOM_DAYS_MAX = 366;

const ZDay = z.iso.date(msg('validation.stats.date'));

/** A period of whole UTC days: the last 7, 30 or 90 days up to today, or from one date to another. */
export const ZStatsQuery = z
  .strictObject({
    days: z.coerce
      .number(msg('validation.stats.days'))
      .refine((days) => (STATS_PERIOD_DAYS as readonly number[]).includes(days), msg('validation.stats.days'))
      .optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
  })
  .superRefine((query, context) => {
    const hasRange = query.from !== undefined || query.to !== undefined;
    if (hasRange && query.days !== undefined) {
      context.addIssue({
        code: 'custom',
        message: renderValidationMessage({ key: 'validation.stats.daysOrRange' }),
      });
    }
    if (hasRange && (query.from === undefined || query.to === undefined)) {
      context.addIssue({
        code: 'custom',
        message: renderValidationMessage({ key: 'validation.stats.rangeIncomplete' }),
      });
    }
    if (query.from && query.to) {
      const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
      if (days < 1) {
        context.addIssue({
          code: 'custom',
          message: renderValidationMessage({ key: 'validation.stats.rangeOrder' }),
        });
      }
      if (days > STATS_CUSTOM_DAYS_MAX) {
        context.addIssue({
          code: 'custom',
          message: renderValidationMessage({
            key: 'validation.stats.rangeTooLong',
            values: { max: STATS_CUSTOM_DAYS_MAX },
          }),
        });
      }
    }
  });
export type TStatsQuery = z.output<typeof ZStatsQuery>;

export const ZAdminStats = z
  .object({
    period: z.object({ from: z.string(), to: z.string(), days: z.int() }),
    visits: z.object({
      pageViews: z.int(),
      topPages: z.array(z.object({ path: z.string(), views: z.int() })),
    }),
    /** One row per day of the period, zeros included. */
    daily: z.array(
      z.object({
        date: z.string(),
        pageViews: z.int(),
        listsCreated: z.int(),
        listsPublished: z.int(),
        itemsReceived: z.int(),
      }),
    ),
    ctaClicks: z.array(z.object({ ctaId: z.string(), count: z.int() })),
    lists: z.object({
      created: z.int(),
      published: z.int(),
      /** Median of needs_list_created's time_to_complete_sec; null without such events. */
      medianSecondsToComplete: z.number().nullable(),
    }),
    outboundClicks: z.array(z.object({ retailer: z.string(), count: z.int() })),
    purchasesReported: z.array(z.object({ retailer: z.string(), count: z.int(), items: z.int() })),
    giving: z.object({
      itemsReceived: z.int(),
      listsFulfilled: z.int(),
      medianDaysToFulfil: z.number().nullable(),
      expiredReservations: z.int(),
    }),
    reports: z.object({
      opened: z.int(),
      resolved: z.int(),
      medianHoursToResolve: z.number().nullable(),
    }),
    /** Events at each step (page views, list page views, store clicks, purchase reports), then gifts received. */
    funnel: z.array(z.object({ step: z.string(), count: z.int() })),
  })
  .meta({ id: 'AdminStats' });
export type TAdminStats = z.infer<typeof ZAdminStats>;
