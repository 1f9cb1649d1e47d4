CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"reservation_id" uuid,
	"session_id" uuid,
	"action" text NOT NULL,
	"details" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"tenant" text PRIMARY KEY NOT NULL,
	"high_season" jsonb,
	"self_service" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"template_id" integer NOT NULL,
	"payment_option_id" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"tenant" text NOT NULL,
	"code" text NOT NULL,
	"percent" integer NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text NOT NULL,
	CONSTRAINT "coupons_tenant_code_pk" PRIMARY KEY("tenant","code")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"tenant" text NOT NULL,
	"id" text NOT NULL,
	"name" jsonb NOT NULL,
	"pricing" text NOT NULL,
	"price_eur" integer NOT NULL,
	"max_price_eur" integer,
	"max_quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "extras_tenant_id_pk" PRIMARY KEY("tenant","id")
);
--> statement-breakpoint
CREATE TABLE "find_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"client" text NOT NULL,
	"reference" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"tenant" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reservation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_scope_key_pk" PRIMARY KEY("tenant","scope","key")
);
--> statement-breakpoint
CREATE TABLE "insurances" (
	"tenant" text NOT NULL,
	"id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_per_day_eur" integer NOT NULL,
	"excess_eur" integer NOT NULL,
	"included" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insurances_tenant_id_pk" PRIMARY KEY("tenant","id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"tenant" text NOT NULL,
	"id" text NOT NULL,
	"title" jsonb NOT NULL,
	"pickup" boolean NOT NULL,
	"return" boolean NOT NULL,
	"hours" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "locations_tenant_id_pk" PRIMARY KEY("tenant","id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"failure_code" text,
	"card_brand" text,
	"card_last4" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency" UNIQUE("reservation_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"tenant" text NOT NULL,
	"class_id" text NOT NULL,
	"season" text NOT NULL,
	"day_rate_eur" integer NOT NULL,
	CONSTRAINT "rates_tenant_class_id_season_pk" PRIMARY KEY("tenant","class_id","season")
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"class_id" text NOT NULL,
	"unit_id" integer NOT NULL,
	"pickup_location_id" text NOT NULL,
	"return_location_id" text NOT NULL,
	"pickup_local" text NOT NULL,
	"return_local" text NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"return_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"self_service" boolean DEFAULT false NOT NULL,
	"customer" jsonb NOT NULL,
	"extra_drivers" integer DEFAULT 0 NOT NULL,
	"extras" jsonb NOT NULL,
	"insurance_id" text NOT NULL,
	"coupon_code" text,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" text NOT NULL,
	"price" jsonb NOT NULL,
	"total" integer NOT NULL,
	"due_now" integer NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "reservations_reference" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"signer_name" text NOT NULL,
	"image" "bytea" NOT NULL,
	"contract_sha256" text NOT NULL,
	"signed_pdf" "bytea" NOT NULL,
	"signed_pdf_sha256" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"client_address" text NOT NULL,
	CONSTRAINT "signatures_contract_id_unique" UNIQUE("contract_id")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"class_id" text NOT NULL,
	"plate" text NOT NULL,
	CONSTRAINT "units_plate" UNIQUE("tenant","plate")
);
--> statement-breakpoint
CREATE TABLE "vehicle_classes" (
	"tenant" text NOT NULL,
	"id" text NOT NULL,
	"vehicle_document_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"transmission" text NOT NULL,
	"fuel" text NOT NULL,
	"seats" integer NOT NULL,
	"doors" integer,
	"sleeping_spots" integer,
	"four_by_four" boolean NOT NULL,
	"f_road_allowed" boolean NOT NULL,
	"deposit_eur" integer NOT NULL,
	"guaranteed_model" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vehicle_classes_tenant_id_pk" PRIMARY KEY("tenant","id")
);
--> statement-breakpoint
CREATE INDEX "audit_log_reservation" ON "audit_log" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "find_attempts_client" ON "find_attempts" USING btree ("client","at");--> statement-breakpoint
CREATE INDEX "find_attempts_reference" ON "find_attempts" USING btree ("reference","at");--> statement-breakpoint
CREATE INDEX "reservations_class_time" ON "reservations" USING btree ("tenant","class_id","pickup_at");--> statement-breakpoint
CREATE INDEX "units_class" ON "units" USING btree ("tenant","class_id");--> statement-breakpoint
-- No double booking, enforced by the database (issue 5): two live reservations never hold the same
-- unit over overlapping times, turnaround included. btree_gist lets a GiST index compare unit ids.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist (
	"unit_id" WITH =,
	tstzrange("pickup_at", "blocked_until", '[)') WITH &&
) WHERE ("status" IN ('pending_payment', 'confirmed', 'checked_in'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_money_is_whole" CHECK ("total" >= 0 AND "due_now" >= 0 AND "paid" >= 0 AND "refunded" >= 0);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_return_after_pickup" CHECK ("return_at" > "pickup_at");
