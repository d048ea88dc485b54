CREATE TABLE "login_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"login_type" text NOT NULL,
	"success" boolean NOT NULL,
	"failure" text,
	"ip" text,
	"user_agent" text,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_history_member_idx" ON "login_history" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The login history is an audit trail: the runtime role adds and reads rows (and housekeeping may prune
-- old ones) but never rewrites one. The role may not exist yet where this runs (created by the ledger work).
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'monsoon_app') THEN
    GRANT SELECT, INSERT, DELETE ON "login_history" TO monsoon_app;
    REVOKE UPDATE, TRUNCATE ON "login_history" FROM monsoon_app;
    GRANT USAGE, SELECT ON SEQUENCE "login_history_id_seq" TO monsoon_app;
  END IF;
END $$;
