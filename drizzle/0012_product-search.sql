CREATE TABLE "product_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "catalog_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_product_idx" ON "list_items" USING btree ("list_id","product_id") WHERE product_id is not null;--> statement-breakpoint
CREATE INDEX "products_position_idx" ON "products" USING btree ("category","catalog_position") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_useful_idx" ON "products" USING btree ("catalog_position","id") WHERE is_active;