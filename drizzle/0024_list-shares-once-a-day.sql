ALTER TABLE "list_views" ADD COLUMN "kind" text DEFAULT 'view' NOT NULL;--> statement-breakpoint
ALTER TABLE "list_views" DROP CONSTRAINT "list_views_day_list_id_visitor_hash_pk";--> statement-breakpoint
ALTER TABLE "list_views" ADD CONSTRAINT "list_views_day_list_id_kind_visitor_hash_pk" PRIMARY KEY("day","list_id","kind","visitor_hash");
