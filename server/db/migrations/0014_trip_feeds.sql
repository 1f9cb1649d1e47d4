CREATE TABLE "trip_feeds" (
	"source" text PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"attempted_at" timestamp with time zone NOT NULL,
	"error" text
);
