CREATE TABLE "address_reveals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" text NOT NULL,
	"pledge_id" uuid NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"donor_id" text,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"retailer" text DEFAULT '' NOT NULL,
	"order_number" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"purchased_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"not_received_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"address_requested_at" timestamp with time zone,
	CONSTRAINT "pledges_quantity" CHECK (quantity between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "thank_you_notes" (
	"pledge_id" uuid PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "list_items" DROP CONSTRAINT "list_items_counts";--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "quantity_reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "needs_lists" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "address_reveals" ADD CONSTRAINT "address_reveals_list_id_needs_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."needs_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_reveals" ADD CONSTRAINT "address_reveals_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_list_id_needs_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."needs_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_item_id_list_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thank_you_notes" ADD CONSTRAINT "thank_you_notes_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_reveals_list_idx" ON "address_reveals" USING btree ("list_id","revealed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pledges_item_idx" ON "pledges" USING btree ("item_id","status");--> statement-breakpoint
CREATE INDEX "pledges_list_idx" ON "pledges" USING btree ("list_id","reserved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pledges_donor_idx" ON "pledges" USING btree ("donor_id","reserved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pledges_expiry_idx" ON "pledges" USING btree ("expires_at") WHERE status = 'reserved';--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("user_id","created_at") WHERE email_state = 'pending';--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_counts" CHECK (quantity_reserved >= 0 and quantity_received >= 0 and quantity_received <= quantity_purchased and quantity_reserved + quantity_purchased <= quantity);