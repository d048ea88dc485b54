CREATE TABLE "accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"asset" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_funds_ck" CHECK ("accounts"."allow_negative" or "accounts"."balance" - "accounts"."held" >= 0),
	CONSTRAINT "accounts_held_ck" CHECK ("accounts"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"code" text PRIMARY KEY NOT NULL,
	"scale" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"account_version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_amount_ck" CHECK ("entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"asset" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"idem_scope" text NOT NULL,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"rejection" text,
	"related_id" bigint,
	"memo" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"game_code" text NOT NULL,
	"asset" text NOT NULL,
	"mode" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_tx" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"tx_id" text NOT NULL,
	"action" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text,
	"amount" bigint NOT NULL,
	"asset" text NOT NULL,
	"reference_tx_id" text,
	"status" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer_status" text NOT NULL,
	"balance_after" bigint NOT NULL,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"base_url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_asset_assets_code_fk" FOREIGN KEY ("asset") REFERENCES "public"."assets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_asset_assets_code_fk" FOREIGN KEY ("asset") REFERENCES "public"."assets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal" ADD CONSTRAINT "journal_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_tx" ADD CONSTRAINT "vendor_tx_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_tx" ADD CONSTRAINT "vendor_tx_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_owner_uq" ON "accounts" USING btree ("merchant_id","owner_kind","owner_id","asset","shard");--> statement-breakpoint
CREATE UNIQUE INDEX "entries_account_version_uq" ON "entries" USING btree ("account_id","account_version");--> statement-breakpoint
CREATE INDEX "entries_journal_idx" ON "entries" USING btree ("journal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_uq" ON "game_rounds" USING btree ("vendor_id","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("member_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_idem_uq" ON "journal" USING btree ("merchant_id","idem_scope","idem_key");--> statement-breakpoint
CREATE UNIQUE INDEX "launch_tokens_hash_uq" ON "launch_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "launch_tokens_member_idx" ON "launch_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_tx_uq" ON "vendor_tx" USING btree ("vendor_id","tx_id");--> statement-breakpoint
CREATE INDEX "vendor_tx_reference_idx" ON "vendor_tx" USING btree ("vendor_id","reference_tx_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_code_uq" ON "vendors" USING btree ("merchant_id","code");