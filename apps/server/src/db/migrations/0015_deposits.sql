CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"psp_code" text NOT NULL,
	"channel" text NOT NULL,
	"bank_type" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fee_bps" integer DEFAULT 0 NOT NULL,
	"quick_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expiry_minutes" integer DEFAULT 30 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_channels_channel_ck" CHECK ("deposit_channels"."channel" in ('QR', 'REDIRECT', 'BANK_TRANSFER', 'CRYPTO', 'EWALLET')),
	CONSTRAINT "deposit_channels_limits_ck" CHECK ("deposit_channels"."min_amount" > 0 and "deposit_channels"."max_amount" >= "deposit_channels"."min_amount" and "deposit_channels"."fee_bps" between 0 and 10000
        and "deposit_channels"."expiry_minutes" between 1 and 10080)
);
--> statement-breakpoint
CREATE TABLE "deposit_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"source" text NOT NULL,
	"event_id" text,
	"psp_tx_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"channel_id" integer NOT NULL,
	"channel" text NOT NULL,
	"bank_type" text NOT NULL,
	"psp_code" text NOT NULL,
	"psp_account_id" text NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee_bps" integer NOT NULL,
	"payer_name" text,
	"status" text DEFAULT 'created' NOT NULL,
	"psp_tx_id" text,
	"action" jsonb,
	"sandbox" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"failure_reason" text,
	"paid_amount" bigint,
	"fee_amount" bigint,
	"journal_id" bigint,
	"review_reason" text,
	CONSTRAINT "payment_orders_status_ck" CHECK ("payment_orders"."status" in ('created', 'pending', 'paid', 'failed', 'expired')),
	CONSTRAINT "payment_orders_paid_ck" CHECK (("payment_orders"."status" = 'paid') = ("payment_orders"."journal_id" is not null)
        and ("payment_orders"."journal_id" is null) = ("payment_orders"."paid_amount" is null)
        and ("payment_orders"."journal_id" is null) = ("payment_orders"."fee_amount" is null)
        and "payment_orders"."amount" > 0 and coalesce("payment_orders"."paid_amount", 1) > 0
        and coalesce("payment_orders"."fee_amount", 0) between 0 and coalesce("payment_orders"."paid_amount", 0))
);
--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settings" ADD CONSTRAINT "deposit_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_bank_type_uq" ON "deposit_channels" USING btree ("merchant_id","bank_type");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_no_uq" ON "payment_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_psp_tx_uq" ON "payment_orders" USING btree ("psp_code","psp_tx_id");--> statement-breakpoint
CREATE INDEX "payment_orders_member_idx" ON "payment_orders" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_merchant_idx" ON "payment_orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("expires_at") WHERE "payment_orders"."status" in ('created', 'pending');--> statement-breakpoint
-- Payment events are history; a paid order never changes again and never goes away (money.md §15).
CREATE TRIGGER payment_events_append_only BEFORE UPDATE OR DELETE ON payment_events
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER payment_events_no_truncate BEFORE TRUNCATE ON payment_events
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER payment_orders_no_delete BEFORE DELETE ON payment_orders
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER payment_orders_no_truncate BEFORE TRUNCATE ON payment_orders
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- An order's identity and request never change; once paid, nothing does.
CREATE FUNCTION payment_order_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A paid order keeps everything but its review flag (a failure reported after the payment flags it).
  IF OLD.status = 'paid' AND (to_jsonb(NEW) - 'review_reason') IS DISTINCT FROM (to_jsonb(OLD) - 'review_reason') THEN
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
CREATE TRIGGER payment_orders_transition BEFORE UPDATE ON payment_orders
  FOR EACH ROW EXECUTE FUNCTION payment_order_transition();
--> statement-breakpoint
INSERT INTO monsoon_app_table_rules (table_name, rule) VALUES ('payment_events', 'append_only');
--> statement-breakpoint
INSERT INTO monsoon_app_table_rules (table_name, rule, columns) VALUES
  ('payment_orders', 'update_columns',
    '{status,psp_tx_id,action,sandbox,completed_at,failure_reason,paid_amount,fee_amount,journal_id,review_reason}');
