CREATE TABLE "payees" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_name" text,
	"account_number" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payees_type_ck" CHECK ("payees"."type" in ('B', 'E', 'V')),
	CONSTRAINT "payees_status_ck" CHECK ("payees"."status" in ('active', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"request_key" text NOT NULL,
	"payee_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"hold_id" bigint NOT NULL,
	"psp" text,
	"psp_payout_id" text,
	"reject_reason" text,
	"failure_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"device_id" text,
	"receipt_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_status_ck" CHECK ("withdrawals"."status" in ('requested', 'approved', 'rejected', 'paying', 'paid', 'failed')),
	CONSTRAINT "withdrawals_amounts_ck" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0 and "withdrawals"."fee" < "withdrawals"."amount")
);
--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payees_merchant_number_uq" ON "payees" USING btree ("merchant_id","account_number") WHERE "payees"."status" = 'active';--> statement-breakpoint
CREATE INDEX "payees_member_idx" ON "payees" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE INDEX "withdrawal_events_withdrawal_idx" ON "withdrawal_events" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_uq" ON "withdrawals" USING btree ("merchant_id","member_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_hold_uq" ON "withdrawals" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
-- Withdrawal events are history: the server's role writes them once and never rewrites them
-- (monsoon_app_grants() applies the rule after every migration, db/app-role.ts).
INSERT INTO monsoon_app_table_rules (table_name, rule) VALUES ('withdrawal_events', 'append_only');
--> statement-breakpoint
-- A withdrawal's money fields never change once requested; its state moves by compare-and-set.
INSERT INTO monsoon_app_table_rules (table_name, rule, columns) VALUES
  ('withdrawals', 'update_columns',
    '{status,psp,psp_payout_id,reject_reason,failure_reason,decided_by,decided_at,receipt_confirmed_at,updated_at}');
