CREATE TABLE "list_views" (
	"day" date NOT NULL,
	"list_id" text NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "list_views_day_list_id_visitor_hash_pk" PRIMARY KEY("day","list_id","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "list_views" ADD CONSTRAINT "list_views_list_id_needs_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."needs_lists"("id") ON DELETE cascade ON UPDATE no action;