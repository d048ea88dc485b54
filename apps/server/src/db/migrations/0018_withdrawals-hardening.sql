-- The payee as it was at the request, frozen on the withdrawal: the payout is built from it, so every
-- retry of a payout request is byte-identical (money.md §12). Existing rows take their payee's values.
ALTER TABLE "withdrawals" ADD COLUMN "payee_type" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payee_bank_code" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payee_account_name" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payee_account_number" text;--> statement-breakpoint
UPDATE "withdrawals" w SET "payee_type" = p."type", "payee_bank_code" = p."bank_code",
  "payee_account_name" = p."account_name", "payee_account_number" = p."account_number"
  FROM "payees" p WHERE p."id" = w."payee_id";--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "payee_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "payee_bank_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "payee_account_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "review_reason" text;--> statement-breakpoint
CREATE INDEX "withdrawals_payout_due_idx" ON "withdrawals" USING btree ("payout_attempted_at") WHERE "withdrawals"."status" in ('approved', 'paying');--> statement-breakpoint
-- Withdrawal events are history; a withdrawal never goes away (money.md §15, like payment orders).
CREATE TRIGGER withdrawal_events_append_only BEFORE UPDATE OR DELETE ON withdrawal_events
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER withdrawal_events_no_truncate BEFORE TRUNCATE ON withdrawal_events
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER withdrawals_no_delete BEFORE DELETE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER withdrawals_no_truncate BEFORE TRUNCATE ON withdrawals
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- A withdrawal's identity, money and payee never change; its status moves only along money.md §12
-- (requested → approved | rejected; approved → paying | paid | failed | rejected; paying → paid |
-- failed); its PSP and payout id, once set, stay; a finished one keeps everything but its review flag.
CREATE FUNCTION withdrawal_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.merchant_id, NEW.member_id, NEW.request_key, NEW.payee_id, NEW.payee_type,
      NEW.payee_bank_code, NEW.payee_account_name, NEW.payee_account_number, NEW.asset, NEW.amount,
      NEW.fee, NEW.hold_id, NEW.device_id, NEW.created_at)
    IS DISTINCT FROM (OLD.id, OLD.merchant_id, OLD.member_id, OLD.request_key, OLD.payee_id,
      OLD.payee_type, OLD.payee_bank_code, OLD.payee_account_name, OLD.payee_account_number, OLD.asset,
      OLD.amount, OLD.fee, OLD.hold_id, OLD.device_id, OLD.created_at) THEN
    RAISE EXCEPTION 'withdrawal % may only change its state', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status IN ('paid', 'rejected', 'failed')
      AND (to_jsonb(NEW) - 'review_reason' - 'receipt_confirmed_at')
        IS DISTINCT FROM (to_jsonb(OLD) - 'review_reason' - 'receipt_confirmed_at') THEN
    RAISE EXCEPTION 'withdrawal % is % already', OLD.id, OLD.status USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
      (OLD.status = 'requested' AND NEW.status IN ('approved', 'rejected'))
      OR (OLD.status = 'approved' AND NEW.status IN ('paying', 'paid', 'failed', 'rejected'))
      OR (OLD.status = 'paying' AND NEW.status IN ('paid', 'failed'))) THEN
    RAISE EXCEPTION 'withdrawal % may not move from % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF (OLD.psp IS NOT NULL AND NEW.psp IS DISTINCT FROM OLD.psp)
      OR (OLD.psp_payout_id IS NOT NULL AND NEW.psp_payout_id IS DISTINCT FROM OLD.psp_payout_id) THEN
    RAISE EXCEPTION 'withdrawal % has its PSP payout', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.payout_attempts < OLD.payout_attempts THEN
    RAISE EXCEPTION 'withdrawal % payout attempts only grow', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER withdrawals_transition BEFORE UPDATE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION withdrawal_transition();
--> statement-breakpoint
-- A payee's account never changes once bound: only its status, active → removed.
CREATE FUNCTION payee_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'status') IS DISTINCT FROM (to_jsonb(OLD) - 'status')
      OR (NEW.status IS DISTINCT FROM OLD.status AND NOT (OLD.status = 'active' AND NEW.status = 'removed')) THEN
    RAISE EXCEPTION 'payee % may only be removed', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER payees_change BEFORE UPDATE ON payees
  FOR EACH ROW EXECUTE FUNCTION payee_change();
--> statement-breakpoint
CREATE TRIGGER payees_no_delete BEFORE DELETE ON payees
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- The server's role (monsoon_app_grants(), db/app-role.ts): payees change only their status; the
-- withdrawal columns the payout reconciliation and the review flag write are added to its list.
INSERT INTO monsoon_app_table_rules (table_name, rule, columns) VALUES
  ('payees', 'update_columns', '{status}');
--> statement-breakpoint
UPDATE monsoon_app_table_rules SET columns =
  '{status,psp,psp_payout_id,reject_reason,failure_reason,decided_by,decided_at,receipt_confirmed_at,updated_at,payout_attempts,payout_attempted_at,review_reason}'
  WHERE table_name = 'withdrawals';
