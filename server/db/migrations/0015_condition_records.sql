CREATE TABLE "condition_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"note" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text
);
--> statement-breakpoint
CREATE TABLE "condition_confirmations" (
	"reservation_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"session_id" uuid,
	CONSTRAINT "condition_confirmations_reservation_id_stage_pk" PRIMARY KEY("reservation_id","stage")
);
--> statement-breakpoint
CREATE TABLE "condition_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"text" text NOT NULL,
	"staff_actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condition_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"client_id" uuid NOT NULL,
	"angle" text NOT NULL,
	"sequence" integer NOT NULL,
	"note" text,
	"position" jsonb,
	"taken_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"place" jsonb,
	"author" text NOT NULL,
	"staff_actor" text,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "condition_photos_client" UNIQUE("reservation_id","stage","client_id")
);
--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "condition" jsonb;--> statement-breakpoint
CREATE INDEX "condition_claims_reservation" ON "condition_claims" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "condition_claims_one_open" ON "condition_claims" USING btree ("reservation_id") WHERE "condition_claims"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "condition_notes_reservation" ON "condition_notes" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "condition_photos_reservation" ON "condition_photos" USING btree ("reservation_id","stage","sequence");--> statement-breakpoint
-- The condition record (issue 39) is kept as recorded: a photo, a confirmation or a desk note is never
-- changed (UPDATE refused by 0013's refuse_record_rewrite); confirmations and notes are never deleted.
-- Photos are personal data, so the purge may DELETE a photo row (after deleting its bytes) but nothing
-- may rewrite one. A claim may only be closed, once: any other change and any DELETE are refused.
CREATE TRIGGER "condition_photos_no_update" BEFORE UPDATE ON "condition_photos" FOR EACH ROW EXECUTE FUNCTION "refuse_record_rewrite"();--> statement-breakpoint
CREATE TRIGGER "condition_confirmations_append_only" BEFORE UPDATE OR DELETE ON "condition_confirmations" FOR EACH ROW EXECUTE FUNCTION "refuse_record_rewrite"();--> statement-breakpoint
CREATE TRIGGER "condition_confirmations_no_truncate" BEFORE TRUNCATE ON "condition_confirmations" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_record_rewrite"();--> statement-breakpoint
CREATE TRIGGER "condition_notes_append_only" BEFORE UPDATE OR DELETE ON "condition_notes" FOR EACH ROW EXECUTE FUNCTION "refuse_record_rewrite"();--> statement-breakpoint
CREATE TRIGGER "condition_notes_no_truncate" BEFORE TRUNCATE ON "condition_notes" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_record_rewrite"();--> statement-breakpoint
CREATE FUNCTION "condition_claim_close_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.closed_at IS NULL AND NEW.closed_at IS NOT NULL AND NEW.closed_by IS NOT NULL
    AND NEW.id = OLD.id AND NEW.tenant = OLD.tenant AND NEW.reservation_id = OLD.reservation_id
    AND NEW.note = OLD.note AND NEW.opened_at = OLD.opened_at AND NEW.opened_by = OLD.opened_by THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: % is refused (a claim may only be closed, once)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Open a new claim instead.';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "condition_claims_close_only" BEFORE UPDATE OR DELETE ON "condition_claims" FOR EACH ROW EXECUTE FUNCTION "condition_claim_close_only"();--> statement-breakpoint
CREATE TRIGGER "condition_claims_no_truncate" BEFORE TRUNCATE ON "condition_claims" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_record_rewrite"();
