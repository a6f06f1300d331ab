ALTER TABLE "notifications" ADD COLUMN "pledge_id" uuid;--> statement-breakpoint
CREATE INDEX "notifications_pledge_idx" ON "notifications" USING btree ("pledge_id") WHERE pledge_id is not null;