CREATE TABLE "c2c_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"request_key" text NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'matched' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "c2c_deposits_amount_ck" CHECK ("c2c_deposits"."amount" > 0 and "c2c_deposits"."credited" >= 0 and "c2c_deposits"."credited" <= "c2c_deposits"."amount"),
	CONSTRAINT "c2c_deposits_status_ck" CHECK ("c2c_deposits"."status" in ('matched', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "c2c_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"amount" bigint,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "c2c_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"deposit_id" bigint NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"depositor_id" bigint NOT NULL,
	"withdrawer_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"hold_id" bigint NOT NULL,
	"status" text DEFAULT 'paying' NOT NULL,
	"confirmed_amount" bigint,
	"confirm_by" timestamp with time zone,
	"resolved_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "c2c_matches_status_ck" CHECK ("c2c_matches"."status" in ('paying', 'confirming', 'received', 'partly', 'forced', 'disputed', 'refused')),
	CONSTRAINT "c2c_matches_amounts_ck" CHECK ("c2c_matches"."amount" > 0 and ("c2c_matches"."confirmed_amount" is null or ("c2c_matches"."confirmed_amount" >= 0 and "c2c_matches"."confirmed_amount" <= "c2c_matches"."amount")))
);
--> statement-breakpoint
CREATE TABLE "c2c_pool" (
	"withdrawal_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"upline_path" bigint[] NOT NULL,
	"asset" text NOT NULL,
	"remaining" bigint NOT NULL,
	"hold_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "c2c_pool_remaining_ck" CHECK ("c2c_pool"."remaining" >= 0 and ("c2c_pool"."remaining" = 0) = ("c2c_pool"."hold_id" is null))
);
--> statement-breakpoint
CREATE TABLE "c2c_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" bigint NOT NULL,
	"side" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "c2c_proofs_side_ck" CHECK ("c2c_proofs"."side" in ('payment', 'non_receipt')),
	CONSTRAINT "c2c_proofs_image_ck" CHECK ("c2c_proofs"."mime" in ('image/png', 'image/jpeg')),
	CONSTRAINT "c2c_proofs_size_ck" CHECK ("c2c_proofs"."size" > 0 and "c2c_proofs"."size" < 5242880)
);
--> statement-breakpoint
ALTER TABLE "c2c_deposits" ADD CONSTRAINT "c2c_deposits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_deposits" ADD CONSTRAINT "c2c_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_events" ADD CONSTRAINT "c2c_events_match_id_c2c_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."c2c_matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_matches" ADD CONSTRAINT "c2c_matches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_matches" ADD CONSTRAINT "c2c_matches_deposit_id_c2c_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."c2c_deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_matches" ADD CONSTRAINT "c2c_matches_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_matches" ADD CONSTRAINT "c2c_matches_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_pool" ADD CONSTRAINT "c2c_pool_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_pool" ADD CONSTRAINT "c2c_pool_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_pool" ADD CONSTRAINT "c2c_pool_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_pool" ADD CONSTRAINT "c2c_pool_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_proofs" ADD CONSTRAINT "c2c_proofs_match_id_c2c_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."c2c_matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "c2c_deposits_request_uq" ON "c2c_deposits" USING btree ("merchant_id","member_id","request_key");--> statement-breakpoint
CREATE INDEX "c2c_deposits_member_idx" ON "c2c_deposits" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "c2c_events_match_idx" ON "c2c_events" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "c2c_matches_hold_uq" ON "c2c_matches" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "c2c_matches_deposit_idx" ON "c2c_matches" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "c2c_matches_withdrawal_idx" ON "c2c_matches" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "c2c_matches_withdrawer_idx" ON "c2c_matches" USING btree ("merchant_id","withdrawer_id","status");--> statement-breakpoint
CREATE INDEX "c2c_matches_due_idx" ON "c2c_matches" USING btree ("confirm_by") WHERE "c2c_matches"."status" = 'confirming';--> statement-breakpoint
CREATE INDEX "c2c_pool_open_idx" ON "c2c_pool" USING btree ("merchant_id","asset","created_at") WHERE "c2c_pool"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "c2c_proofs_match_idx" ON "c2c_proofs" USING btree ("match_id");--> statement-breakpoint
-- Proofs and match events are history: the server's role may only add them (migration 0014).
INSERT INTO monsoon_app_table_rules (table_name, rule) VALUES ('c2c_events', 'append_only'), ('c2c_proofs', 'append_only');
--> statement-breakpoint
-- Money fields never change; states move by compare-and-set; the pool's remainder moves with its hold.
INSERT INTO monsoon_app_table_rules (table_name, rule, columns) VALUES
  ('c2c_matches', 'update_columns', '{status,confirmed_amount,confirm_by,resolved_by,updated_at}'),
  ('c2c_deposits', 'update_columns', '{credited,status,updated_at}'),
  ('c2c_pool', 'update_columns', '{remaining,hold_id,version}');
