CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_name_day_key_pk" PRIMARY KEY("name","day","key")
);
