CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"etag" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
