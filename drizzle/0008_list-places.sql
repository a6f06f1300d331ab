ALTER TABLE "needs_lists" ADD COLUMN "geo_lat" double precision;--> statement-breakpoint
ALTER TABLE "needs_lists" ADD COLUMN "geo_lon" double precision;--> statement-breakpoint
ALTER TABLE "needs_lists" ADD COLUMN "region_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "needs_lists" ADD COLUMN "place_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "needs_lists_browse_region_idx" ON "needs_lists" USING btree ("region_code","published_at" DESC NULLS LAST) WHERE status = 'active' and visibility = 'public' and moderation_state = 'ok';--> statement-breakpoint
CREATE INDEX "needs_lists_browse_geo_idx" ON "needs_lists" USING btree ("geo_lat","geo_lon") WHERE status = 'active' and visibility = 'public' and moderation_state = 'ok';--> statement-breakpoint
CREATE INDEX "needs_lists_place_version_idx" ON "needs_lists" USING btree ("place_version");