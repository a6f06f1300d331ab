CREATE TABLE "donor_limit_hits" (
	"donor_id" text NOT NULL,
	"limit_name" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_hit_at" timestamp with time zone NOT NULL,
	CONSTRAINT "donor_limit_hits_donor_id_limit_name_day_pk" PRIMARY KEY("donor_id","limit_name","day")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "has_donor_prefix" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pledges" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "donor_limit_hits" ADD CONSTRAINT "donor_limit_hits_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_limit_hits_last_idx" ON "donor_limit_hits" USING btree ("last_hit_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "address_reveals_pledge_idx" ON "address_reveals" USING btree ("pledge_id","revealed_at");--> statement-breakpoint
-- The family's notices about a gift begin with its donor's name as it was when they were made. Where
-- that is still the donor's public name now (or "An anonymous donor"), the name is taken out and
-- rendered when read; a notice whose donor has since changed their name keeps its text as it is.
UPDATE "notifications" n SET
	"message" = substr(n."message", length(x.name) + 2),
	"has_donor_prefix" = true
FROM (
	SELECT n2."id",
		CASE WHEN p."is_anonymous" OR d."id" IS NULL THEN 'An anonymous donor'
		ELSE coalesce(nullif(btrim(CASE WHEN d."is_full_name_shown" THEN d."first_name" || ' ' || d."last_name"
			ELSE d."first_name" END), ''), 'A Kindlist member') END AS name
	FROM "notifications" n2
	JOIN "pledges" p ON p."id" = n2."pledge_id"
	LEFT JOIN "users" d ON d."id" = p."donor_id"
	WHERE n2."pledge_id" IS NOT NULL
) x
WHERE n."id" = x."id" AND (
	left(n."message", length(x.name) + 1) = x.name || ' '
);--> statement-breakpoint
UPDATE "notifications" SET
	"message" = substr("message", length('An anonymous donor') + 2),
	"has_donor_prefix" = true
WHERE "pledge_id" IS NOT NULL AND NOT "has_donor_prefix" AND left("message", 19) = 'An anonymous donor ';
