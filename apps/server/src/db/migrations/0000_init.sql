CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text DEFAULT 'P' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"default_language" text DEFAULT 'MY' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"upline_id" bigint,
	"country_dialing_code" text,
	"mobile" text,
	"email" text,
	"payee_name" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"affiliate_code" text,
	"referral_code" text,
	"language" text,
	"avatar" text DEFAULT '0' NOT NULL,
	"vip_label" text DEFAULT 'VIP0' NOT NULL,
	"vip_rank_level" smallint DEFAULT 0 NOT NULL,
	"first_time_login" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_expires_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"register_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"login_type" text NOT NULL,
	"ip" text,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"merchant_id" integer NOT NULL,
	"account_key" text NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failures_merchant_id_account_key_pk" PRIMARY KEY("merchant_id","account_key")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"body" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"execution" text,
	"group_name" text,
	"image_url" text,
	"linkage_type" text,
	"linkage" text,
	"redirect" text,
	"external_link" text,
	"display_speed" text,
	"promotion_type" text,
	"redirect_promotion_id" bigint,
	"game_linkage" jsonb,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint,
	"question_type" text NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"ip" text,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"tag" text NOT NULL,
	"category" text NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captchas" ADD CONSTRAINT "captchas_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_topics" ADD CONSTRAINT "help_topics_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_code_uq" ON "merchants" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_username_uq" ON "members" USING btree ("merchant_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_mobile_uq" ON "members" USING btree ("merchant_id","country_dialing_code","mobile") WHERE "members"."mobile" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_affiliate_uq" ON "members" USING btree ("merchant_id","affiliate_code") WHERE "members"."affiliate_code" is not null;--> statement-breakpoint
CREATE INDEX "members_upline_idx" ON "members" USING btree ("upline_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "outbox_merchant_idx" ON "outbox_messages" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_lookup_idx" ON "verification_codes" USING btree ("merchant_id","purpose","recipient","created_at");--> statement-breakpoint
CREATE INDEX "announcements_merchant_type_idx" ON "announcements" USING btree ("merchant_id","type","sort");--> statement-breakpoint
CREATE INDEX "help_topics_merchant_idx" ON "help_topics" USING btree ("merchant_id","sort");