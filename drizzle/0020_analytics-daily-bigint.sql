ALTER TABLE "analytics_daily" ALTER COLUMN "count" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "analytics_daily" ALTER COLUMN "items" SET DATA TYPE bigint;