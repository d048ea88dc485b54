DROP INDEX "deposit_channels_bank_type_uq";--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "review_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "review_resolved_by" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "payees" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payees" ADD COLUMN "removed_by" integer;--> statement-breakpoint
ALTER TABLE "payees" ADD COLUMN "remove_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_bank_type_uq" ON "deposit_channels" USING btree ("merchant_id","bank_type") WHERE "deposit_channels"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_review_resolved_ck" CHECK (("payment_orders"."review_resolved_at" is null) = ("payment_orders"."review_resolved_by" is null)
        and ("payment_orders"."review_resolved_at" is null) = ("payment_orders"."review_note" is null)
        and ("payment_orders"."review_resolved_at" is null or "payment_orders"."review_reason" is not null));--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_removed_ck" CHECK (("payees"."removed_at" is null) = ("payees"."remove_reason" is null)
        and ("payees"."removed_at" is null or "payees"."status" = 'removed'));--> statement-breakpoint
-- A paid order keeps everything but its review flag and the flag's resolution (decision 0058): an
-- operator resolves a flag with a note; a reason flagged later opens it again.
CREATE OR REPLACE FUNCTION payment_order_transition() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  review text[] := '{review_reason,review_resolved_at,review_resolved_by,review_note}';
BEGIN
  IF OLD.status = 'paid' AND (to_jsonb(NEW) - review) IS DISTINCT FROM (to_jsonb(OLD) - review) THEN
    RAISE EXCEPTION 'payment order % is paid already', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.id, NEW.merchant_id, NEW.member_id, NEW.order_no, NEW.channel_id, NEW.channel, NEW.bank_type,
      NEW.psp_code, NEW.psp_account_id, NEW.asset, NEW.amount, NEW.fee_bps, NEW.payer_name,
      NEW.expires_at, NEW.created_at)
    IS DISTINCT FROM (OLD.id, OLD.merchant_id, OLD.member_id, OLD.order_no, OLD.channel_id, OLD.channel,
      OLD.bank_type, OLD.psp_code, OLD.psp_account_id, OLD.asset, OLD.amount, OLD.fee_bps,
      OLD.payer_name, OLD.expires_at, OLD.created_at) THEN
    RAISE EXCEPTION 'payment order % may only change its status', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.psp_tx_id IS NOT NULL AND NEW.psp_tx_id IS DISTINCT FROM OLD.psp_tx_id THEN
    RAISE EXCEPTION 'payment order % has its PSP transaction', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A payee's account never changes once bound: only its status, active → removed, with when, by whom
-- and why (decision 0059), written once with the removal.
CREATE OR REPLACE FUNCTION payee_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removal text[] := '{status,removed_at,removed_by,remove_reason}';
BEGIN
  IF (to_jsonb(NEW) - removal) IS DISTINCT FROM (to_jsonb(OLD) - removal)
      OR (NEW.status IS DISTINCT FROM OLD.status AND NOT (OLD.status = 'active' AND NEW.status = 'removed'))
      OR (OLD.status = 'removed' AND (NEW.removed_at, NEW.removed_by, NEW.remove_reason)
        IS DISTINCT FROM (OLD.removed_at, OLD.removed_by, OLD.remove_reason)) THEN
    RAISE EXCEPTION 'payee % may only be removed', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A withdrawal goes only to an active payee of its member. The share lock pairs with the removal's
-- row lock (payees.service.ts): a removal waits for a request in flight and then sees its withdrawal,
-- or a request that reaches the payee after a removal is refused (decision 0059).
CREATE FUNCTION withdrawal_payee_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM payees
    WHERE id = NEW.payee_id AND member_id = NEW.member_id AND status = 'active'
    FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'withdrawal to payee %, which is not an active payee of its member', NEW.payee_id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER withdrawals_payee_active BEFORE INSERT ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION withdrawal_payee_active();
--> statement-breakpoint
-- The server's role may write the new columns (monsoon_app_grants() applies the rules).
UPDATE monsoon_app_table_rules
  SET columns = columns || '{review_resolved_at,review_resolved_by,review_note}'::text[]
  WHERE table_name = 'payment_orders' AND NOT ('review_note' = ANY (columns));
--> statement-breakpoint
UPDATE monsoon_app_table_rules
  SET columns = columns || '{removed_at,removed_by,remove_reason}'::text[]
  WHERE table_name = 'payees' AND NOT ('remove_reason' = ANY (columns));
