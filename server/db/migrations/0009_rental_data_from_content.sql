CREATE TABLE "rate_periods" (
	"tenant" text NOT NULL,
	"class_id" text NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"day_rate_eur" integer NOT NULL,
	CONSTRAINT "rate_periods_tenant_class_id_from_date_pk" PRIMARY KEY("tenant","class_id","from_date")
);
--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "one_way_fee_eur" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "delivery_fee_eur" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;