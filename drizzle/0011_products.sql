CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'catalog' NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"price_min_cents" integer NOT NULL,
	"price_max_cents" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_words" text NOT NULL,
	"search_document" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_document)) STORED,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_prices" CHECK (price_min_cents >= 0 and price_min_cents <= price_max_cents)
);
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","price_min_cents") WHERE is_active;