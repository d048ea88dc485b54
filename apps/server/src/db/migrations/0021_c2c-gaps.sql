-- C2C gaps (decisions 0060-0062): the depositor's payment deadline (`pay_by`, state `expired`), the
-- cancellation of a pooled withdrawal's open part with its penalty, and the withdrawal state `cancelled`.
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_status_ck";--> statement-breakpoint
ALTER TABLE "c2c_matches" DROP CONSTRAINT "c2c_matches_status_ck";--> statement-breakpoint
ALTER TABLE "c2c_matches" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "c2c_pool" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "c2c_pool" ADD COLUMN "cancelled_amount" bigint;--> statement-breakpoint
ALTER TABLE "c2c_pool" ADD COLUMN "penalty" bigint;--> statement-breakpoint
ALTER TABLE "c2c_pool" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "c2c_pool" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "c2c_matches_pay_due_idx" ON "c2c_matches" USING btree ("pay_by") WHERE "c2c_matches"."status" = 'paying';--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status_ck" CHECK ("withdrawals"."status" in ('requested', 'approved', 'rejected', 'paying', 'paid', 'failed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "c2c_matches" ADD CONSTRAINT "c2c_matches_status_ck" CHECK ("c2c_matches"."status" in ('paying', 'confirming', 'received', 'partly', 'forced', 'disputed', 'refused', 'expired'));--> statement-breakpoint
ALTER TABLE "c2c_pool" ADD CONSTRAINT "c2c_pool_cancel_ck" CHECK (("c2c_pool"."cancelled_at" is null) = ("c2c_pool"."cancelled_amount" is null)
        and ("c2c_pool"."cancelled_at" is null) = ("c2c_pool"."penalty" is null)
        and ("c2c_pool"."cancelled_at" is null or ("c2c_pool"."remaining" = 0 and "c2c_pool"."cancelled_amount" > 0
          and "c2c_pool"."penalty" >= 0 and "c2c_pool"."penalty" <= "c2c_pool"."cancelled_amount")));--> statement-breakpoint
-- Matches already being paid get the default deadline from when they were matched.
UPDATE "c2c_matches" SET "pay_by" = "created_at" + interval '30 minutes' WHERE "pay_by" IS NULL;
--> statement-breakpoint
-- The server's role may set a pool's cancellation once, with its remainder and hold.
UPDATE monsoon_app_table_rules SET columns =
  '{remaining,hold_id,version,cancelled_at,cancelled_amount,penalty,cancelled_by,cancel_reason}'
  WHERE table_name = 'c2c_pool';
--> statement-breakpoint
-- As migration 0018, with `paying → cancelled` (a C2C withdrawal whose open part was cancelled and
-- nothing of it received, decision 0061) and `cancelled` final like paid, rejected and failed.
CREATE OR REPLACE FUNCTION withdrawal_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.merchant_id, NEW.member_id, NEW.request_key, NEW.payee_id, NEW.payee_type,
      NEW.payee_bank_code, NEW.payee_account_name, NEW.payee_account_number, NEW.asset, NEW.amount,
      NEW.fee, NEW.hold_id, NEW.device_id, NEW.created_at)
    IS DISTINCT FROM (OLD.id, OLD.merchant_id, OLD.member_id, OLD.request_key, OLD.payee_id,
      OLD.payee_type, OLD.payee_bank_code, OLD.payee_account_name, OLD.payee_account_number, OLD.asset,
      OLD.amount, OLD.fee, OLD.hold_id, OLD.device_id, OLD.created_at) THEN
    RAISE EXCEPTION 'withdrawal % may only change its state', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status IN ('paid', 'rejected', 'failed', 'cancelled')
      AND (to_jsonb(NEW) - 'review_reason' - 'receipt_confirmed_at')
        IS DISTINCT FROM (to_jsonb(OLD) - 'review_reason' - 'receipt_confirmed_at') THEN
    RAISE EXCEPTION 'withdrawal % is % already', OLD.id, OLD.status USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
      (OLD.status = 'requested' AND NEW.status IN ('approved', 'rejected'))
      OR (OLD.status = 'approved' AND NEW.status IN ('paying', 'paid', 'failed', 'rejected'))
      OR (OLD.status = 'paying' AND NEW.status IN ('paid', 'failed', 'cancelled'))) THEN
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
