CREATE TABLE "affiliate_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"referral_id" text NOT NULL,
	"referral_code" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"click_id" uuid NOT NULL,
	"referral_id" text NOT NULL,
	"referral_code" text NOT NULL,
	"external_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"coupon" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_conversions_reservation" UNIQUE("tenant","external_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_rate_limits" (
	"scope" text NOT NULL,
	"client" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "affiliate_rate_limits_scope_client_window_start_pk" PRIMARY KEY("scope","client","window_start")
);
--> statement-breakpoint
CREATE INDEX "affiliate_clicks_tenant_at" ON "affiliate_clicks" USING btree ("tenant","at");--> statement-breakpoint
CREATE INDEX "affiliate_conversions_tenant_at" ON "affiliate_conversions" USING btree ("tenant","at");