ALTER TABLE "needs_lists" ADD COLUMN "items_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "needs_lists" SET "items_count" = (SELECT count(*) FROM "list_items" WHERE "list_items"."list_id" = "needs_lists"."id");
