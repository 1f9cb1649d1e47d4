-- The record cannot be rewritten (issue 38): the payment ledger, the engine's audit log and the staff
-- actions take new rows only. An UPDATE, DELETE or TRUNCATE of them fails in the database itself,
-- whatever the code (or a person with the application's credentials) sends; a correction is a new row
-- (the ledger's `adjusted` kind). SQLSTATE 42501 (insufficient_privilege), the table and the operation
-- named in the message.
CREATE FUNCTION "refuse_record_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Record a new row instead.';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payments_append_only" BEFORE UPDATE OR DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION "refuse_record_rewrite"();--> statement-breakpoint
CREATE TRIGGER "payments_no_truncate" BEFORE TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_record_rewrite"();--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "refuse_record_rewrite"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_record_rewrite"();--> statement-breakpoint
CREATE TRIGGER "staff_actions_append_only" BEFORE UPDATE OR DELETE ON "staff_actions" FOR EACH ROW EXECUTE FUNCTION "refuse_record_rewrite"();--> statement-breakpoint
CREATE TRIGGER "staff_actions_no_truncate" BEFORE TRUNCATE ON "staff_actions" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_record_rewrite"();
