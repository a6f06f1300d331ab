ALTER TABLE "needs_lists" ADD COLUMN "has_shipping_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pledges" ADD COLUMN "hold_network" text;--> statement-breakpoint
ALTER TABLE "pledges" ADD COLUMN "hold_device" text;--> statement-breakpoint
CREATE INDEX "pledges_hold_network_idx" ON "pledges" USING btree ("hold_network") WHERE status = 'reserved' and hold_network is not null;--> statement-breakpoint
CREATE INDEX "pledges_hold_device_idx" ON "pledges" USING btree ("hold_device") WHERE status = 'reserved' and hold_device is not null;--> statement-breakpoint
-- Lists written before this column: an address was stored only once something of it was typed, and a
-- published list's had to be complete to publish, so a stored address counts as ready here. (It may have
-- been retyped half-way since: reserving reads the address itself, and the next save sets the flag.)
UPDATE "needs_lists" SET "has_shipping_address" = true WHERE "shipping_address_encrypted" IS NOT NULL;
