CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"capture" text NOT NULL,
	"processor" text NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"status" text NOT NULL,
	"failure_code" text,
	"psp_reference" text,
	"card_brand" text,
	"card_last4" text,
	"stored_card_id" text,
	"idempotency_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_idempotency" UNIQUE("reservation_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'succeeded';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorisation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_attempts_reservation" ON "payment_attempts" USING btree ("reservation_id");--> statement-breakpoint
-- Entries written before the ledger: a charge was a capture, a refund a refund, a refusal a failure.
UPDATE "payments" SET "kind" = CASE WHEN "status" = 'failed' THEN 'failed' WHEN "kind" = 'refund' THEN 'refunded' ELSE 'captured' END WHERE "kind" IN ('charge', 'refund');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_processor_reference" UNIQUE("kind","gateway_reference");