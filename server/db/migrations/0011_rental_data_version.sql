CREATE TABLE "rental_data_version" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "rental_data_version_single_row" CHECK ("rental_data_version"."single")
);
--> statement-breakpoint
-- The rental data a function instance keeps in memory (server/rental/catalog-cache.server.ts) is current
-- while this row's version is the one it was loaded under: every statement that writes one of its tables
-- gives the row a new version, in the writer's transaction (seen by others when it commits).
INSERT INTO "rental_data_version" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION "rental_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "rental_data_version" SET "version" = gen_random_uuid();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_settings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_settings" FOR EACH STATEMENT EXECUTE FUNCTION "rental_data_changed"();--> statement-breakpoint
CREATE TRIGGER "locations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION "rental_data_changed"();--> statement-breakpoint
CREATE TRIGGER "vehicle_classes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicle_classes" FOR EACH STATEMENT EXECUTE FUNCTION "rental_data_changed"();--> statement-breakpoint
CREATE TRIGGER "rates_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rates" FOR EACH STATEMENT EXECUTE FUNCTION "rental_data_changed"();--> statement-breakpoint
CREATE TRIGGER "rate_periods_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_periods" FOR EACH STATEMENT EXECUTE FUNCTION "rental_data_changed"();--> statement-breakpoint
CREATE TRIGGER "extras_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras" FOR EACH STATEMENT EXECUTE FUNCTION "rental_data_changed"();--> statement-breakpoint
CREATE TRIGGER "insurances_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "insurances" FOR EACH STATEMENT EXECUTE FUNCTION "rental_data_changed"();
