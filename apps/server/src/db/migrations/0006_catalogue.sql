CREATE TABLE "catalogue_brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"logo_url" text NOT NULL,
	"launch_style" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"game_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_games" (
	"node_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_games_node_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"game_type" text NOT NULL,
	"classify" text NOT NULL,
	"names" jsonb NOT NULL,
	"icon_url" text NOT NULL,
	"min_bet" bigint NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"hot_rank" integer,
	"demo" boolean DEFAULT false NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_revisions" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_brands" ADD CONSTRAINT "catalogue_brands_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_brands" ADD CONSTRAINT "catalogue_brands_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_games" ADD CONSTRAINT "catalogue_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_games" ADD CONSTRAINT "catalogue_games_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_games" ADD CONSTRAINT "catalogue_games_brand_id_catalogue_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalogue_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_revisions" ADD CONSTRAINT "catalogue_revisions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_node_id_catalogue_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalogue_games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_node_id_catalogue_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalogue_games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_brands_code_uq" ON "catalogue_brands" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "catalogue_brands_vendor_idx" ON "catalogue_brands" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_games_vendor_game_uq" ON "catalogue_games" USING btree ("vendor_id","game_id");--> statement-breakpoint
CREATE INDEX "catalogue_games_merchant_idx" ON "catalogue_games" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "catalogue_games_brand_idx" ON "catalogue_games" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "favorite_games_member_idx" ON "favorite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "recent_games_member_idx" ON "recent_games" USING btree ("member_id","launched_at");--> statement-breakpoint
CREATE INDEX "game_rounds_opened_brin" ON "game_rounds" USING brin ("opened_at");--> statement-breakpoint
CREATE INDEX "game_rounds_big_win_idx" ON "game_rounds" USING btree ("merchant_id","payout" DESC NULLS LAST) WHERE "game_rounds"."payout" > 5000000;