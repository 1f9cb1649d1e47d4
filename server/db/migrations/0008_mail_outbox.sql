CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"locale" text NOT NULL,
	"recipient" text,
	"payload" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_once" UNIQUE("reservation_id","kind","version")
);
--> statement-breakpoint
CREATE TABLE "reservation_links" (
	"token_sha256" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "reservation_links_reservation" ON "reservation_links" USING btree ("reservation_id");