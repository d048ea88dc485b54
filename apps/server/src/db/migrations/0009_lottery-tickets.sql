CREATE TABLE "lottery_odds" (
	"merchant_id" integer NOT NULL,
	"prize_mode" text NOT NULL,
	"play_code" text NOT NULL,
	"odds" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_odds_merchant_id_prize_mode_play_code_pk" PRIMARY KEY("merchant_id","prize_mode","play_code"),
	CONSTRAINT "lottery_odds_prize_mode_ck" CHECK ("lottery_odds"."prize_mode" in ('LOTT', 'ZY', 'ELOTT', 'SEA'))
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"idem_key" text,
	"request_hash" text NOT NULL,
	"asset" text NOT NULL,
	"prize_mode" text NOT NULL,
	"device" text NOT NULL,
	"total_stake" bigint NOT NULL,
	"stake_journal_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_orders_stake_ck" CHECK ("lottery_orders"."total_stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_round_totals" (
	"draw_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"upline_id" bigint,
	"tickets" integer NOT NULL,
	"valid_stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"void_tickets" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_round_totals_draw_id_member_id_pk" PRIMARY KEY("draw_id","member_id"),
	CONSTRAINT "lottery_round_totals_amounts_ck" CHECK ("lottery_round_totals"."void_tickets" >= 0 and "lottery_round_totals"."void_tickets" <= "lottery_round_totals"."tickets" and "lottery_round_totals"."valid_stake" >= 0 and "lottery_round_totals"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"play_id" integer NOT NULL,
	"play_code" text NOT NULL,
	"content" text NOT NULL,
	"selection" jsonb NOT NULL,
	"bet_count" integer NOT NULL,
	"unit_stake" bigint NOT NULL,
	"single_bet_price" bigint NOT NULL,
	"multiple" integer NOT NULL,
	"stake" bigint NOT NULL,
	"asset" text NOT NULL,
	"prize_mode" text NOT NULL,
	"odds" jsonb NOT NULL,
	"chase_id" bigint,
	"win_stop" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" bigint,
	"settle_journal_id" bigint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_tickets_status_ck" CHECK ("lottery_tickets"."status" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "lottery_tickets_amounts_ck" CHECK ("lottery_tickets"."stake" > 0 and "lottery_tickets"."stake" = "lottery_tickets"."single_bet_price" * "lottery_tickets"."bet_count" * "lottery_tickets"."multiple"),
	CONSTRAINT "lottery_tickets_payout_ck" CHECK (("lottery_tickets"."status" = 'open') = ("lottery_tickets"."payout" is null) and coalesce("lottery_tickets"."payout", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_round_totals" ADD CONSTRAINT "lottery_round_totals_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_no_uq" ON "lottery_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_idem_uq" ON "lottery_orders" USING btree ("merchant_id","member_id","idem_key");--> statement-breakpoint
CREATE INDEX "lottery_round_totals_team_idx" ON "lottery_round_totals" USING btree ("merchant_id","upline_id","draw_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_open_idx" ON "lottery_tickets" USING btree ("draw_id","member_id","id") WHERE "lottery_tickets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lottery_tickets_member_idx" ON "lottery_tickets" USING btree ("merchant_id","member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lottery_tickets_order_idx" ON "lottery_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_created_brin" ON "lottery_tickets" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "lottery_tickets_chase_idx" ON "lottery_tickets" USING btree ("chase_id") WHERE "lottery_tickets"."chase_id" is not null;--> statement-breakpoint
CREATE INDEX "lottery_draws_unsettled_idx" ON "lottery_draws" USING btree ("draw_at","id") WHERE "lottery_draws"."status" in ('drawn', 'cancelled');