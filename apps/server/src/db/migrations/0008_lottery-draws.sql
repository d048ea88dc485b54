CREATE TABLE "lottery_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"result" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_status_ck" CHECK ("lottery_draws"."status" in ('open', 'drawn', 'cancelled', 'settled')),
	CONSTRAINT "lottery_draws_drawn_ck" CHECK ("lottery_draws"."status" <> 'drawn' or ("lottery_draws"."result" is not null and "lottery_draws"."drawn_at" is not null)),
	CONSTRAINT "lottery_draws_open_ck" CHECK ("lottery_draws"."status" <> 'open' or "lottery_draws"."result" is null),
	CONSTRAINT "lottery_draws_times_ck" CHECK ("lottery_draws"."opens_at" <= "lottery_draws"."close_at" and "lottery_draws"."close_at" <= "lottery_draws"."draw_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_numero_uq" ON "lottery_draws" USING btree ("game_code","numero");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_drawn_idx" ON "lottery_draws" USING btree ("game_code","draw_at" DESC NULLS LAST) WHERE "lottery_draws"."status" <> 'open';--> statement-breakpoint
CREATE INDEX "lottery_draws_open_idx" ON "lottery_draws" USING btree ("draw_at") WHERE "lottery_draws"."status" = 'open';