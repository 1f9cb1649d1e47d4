CREATE TABLE "condition_photo_report_copies" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condition_photo_report_copies" ADD CONSTRAINT "condition_photo_report_copies_photo_id_condition_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."condition_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A report copy is kept as first recorded, like its photo (0015): never rewritten; only the purge deletes it
-- (before its photo), so DELETE stays allowed.
CREATE TRIGGER "condition_photo_report_copies_no_update" BEFORE UPDATE ON "condition_photo_report_copies" FOR EACH ROW EXECUTE FUNCTION "refuse_record_rewrite"();
