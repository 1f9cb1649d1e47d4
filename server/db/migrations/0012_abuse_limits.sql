ALTER TABLE "reservations" ADD COLUMN "hold_client" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_session" uuid;--> statement-breakpoint
CREATE INDEX "find_attempts_at" ON "find_attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reservations_unpaid_holds" ON "reservations" USING btree ("tenant","hold_client") WHERE "reservations"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "sessions_expires_at" ON "sessions" USING btree ("expires_at");