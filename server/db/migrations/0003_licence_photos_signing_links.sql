CREATE TABLE "licence_photos" (
	"reservation_id" uuid NOT NULL,
	"driver" integer NOT NULL,
	"side" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "licence_photos_reservation_id_driver_side_pk" PRIMARY KEY("reservation_id","driver","side")
);
--> statement-breakpoint
CREATE TABLE "signing_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"token_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "signing_links_token_sha256_unique" UNIQUE("token_sha256")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signatures" ALTER COLUMN "image" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "method" text DEFAULT 'drawn' NOT NULL;--> statement-breakpoint
CREATE INDEX "signing_links_contract" ON "signing_links" USING btree ("contract_id");