CREATE TABLE "build_hook_calls" (
	"hook" text PRIMARY KEY NOT NULL,
	"last_called_at" timestamp with time zone NOT NULL,
	"pending_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "rates_date" text;--> statement-breakpoint
-- Rates seeded before this column existed carry their date in the source ("snapshot 2026-11-20").
UPDATE "exchange_rates" SET "rates_date" = substring("source" from '(\d{4}-\d{2}-\d{2})') WHERE "rates_date" IS NULL;
