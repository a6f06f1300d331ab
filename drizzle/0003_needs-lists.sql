CREATE TABLE "list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"priority" integer DEFAULT 3 NOT NULL,
	"price_cents" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"product_url" text,
	"retailer" text DEFAULT '' NOT NULL,
	"image_url" text,
	"position" integer NOT NULL,
	"quantity_purchased" integer DEFAULT 0 NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_items_quantity" CHECK (quantity between 1 and 999),
	CONSTRAINT "list_items_priority" CHECK (priority between 1 and 5),
	CONSTRAINT "list_items_counts" CHECK (quantity_received >= 0 and quantity_purchased >= 0 and quantity_received <= quantity)
);
--> statement-breakpoint
CREATE TABLE "list_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" text NOT NULL,
	"url" text NOT NULL,
	"perceptual_hash" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "needs_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"category" text,
	"urgency" text DEFAULT 'medium' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"needed_by" date,
	"beneficiary_kind" text DEFAULT 'self' NOT NULL,
	"beneficiary_name" text DEFAULT '' NOT NULL,
	"beneficiary_relationship" text DEFAULT '' NOT NULL,
	"shipping_address_encrypted" text,
	"visibility" text DEFAULT 'public' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"moderation_state" text DEFAULT 'ok' NOT NULL,
	"moderation_reason" text DEFAULT '' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_flagged" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"quantity_wanted" integer DEFAULT 0 NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"search_document" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_document)) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	CONSTRAINT "needs_lists_quantities" CHECK (quantity_received >= 0 and quantity_wanted >= 0)
);
--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_needs_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."needs_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_photos" ADD CONSTRAINT "list_photos_list_id_needs_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."needs_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needs_lists" ADD CONSTRAINT "needs_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_items_list_idx" ON "list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "list_photos_list_idx" ON "list_photos" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "needs_lists_owner_idx" ON "needs_lists" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "needs_lists_search_idx" ON "needs_lists" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "needs_lists_browse_newest_idx" ON "needs_lists" USING btree ("published_at" DESC NULLS LAST,"id") WHERE status = 'active' and visibility = 'public' and moderation_state = 'ok';--> statement-breakpoint
CREATE INDEX "needs_lists_browse_category_idx" ON "needs_lists" USING btree ("category","published_at" DESC NULLS LAST) WHERE status = 'active' and visibility = 'public' and moderation_state = 'ok';