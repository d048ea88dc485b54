CREATE TABLE "affiliate_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"code" text NOT NULL,
	"register_type" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "affiliate_links_type_ck" CHECK ("affiliate_links"."register_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"upline_id" bigint,
	"downline_id" bigint NOT NULL,
	"terms" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"termination_requested_by" text,
	"granted_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "agent_contracts_kind_ck" CHECK ("agent_contracts"."kind" in ('dividend', 'daily', 'hourly', 'realtime')),
	CONSTRAINT "agent_contracts_status_ck" CHECK ("agent_contracts"."status" in ('pending', 'active', 'rejected', 'terminated', 'withdrawn')),
	CONSTRAINT "agent_contracts_termination_ck" CHECK ("agent_contracts"."termination_requested_by" is null or ("agent_contracts"."status" = 'active' and "agent_contracts"."termination_requested_by" in ('upline', 'downline')))
);
--> statement-breakpoint
CREATE TABLE "contract_earnings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" bigint NOT NULL,
	"agent_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"draw_id" bigint,
	"asset" text NOT NULL,
	"base" bigint NOT NULL,
	"team_valid_bet" bigint NOT NULL,
	"team_profit_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"gross" bigint NOT NULL,
	"downline_share" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_earnings_amounts_ck" CHECK ("contract_earnings"."amount" >= 0 and "contract_earnings"."gross" >= 0 and "contract_earnings"."downline_share" >= 0 and "contract_earnings"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"merchant_id" integer NOT NULL,
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" smallint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "member_tree_depth_ck" CHECK ("member_tree"."depth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "affiliate_link_id" bigint;--> statement-breakpoint
ALTER TABLE "contract_earnings" ADD CONSTRAINT "contract_earnings_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_links_code_uq" ON "affiliate_links" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "affiliate_links_agent_idx" ON "affiliate_links" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_uq" ON "agent_contracts" USING btree ("downline_id","kind","status") WHERE "agent_contracts"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_merchant_idx" ON "agent_contracts" USING btree ("merchant_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_earnings_period_uq" ON "contract_earnings" USING btree ("contract_id","period",coalesce("draw_id", 0));--> statement-breakpoint
CREATE INDEX "contract_earnings_agent_idx" ON "contract_earnings" USING btree ("agent_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "member_tree_descendant_idx" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_idx" ON "member_tree" USING btree ("ancestor_id","depth","joined_at");--> statement-breakpoint
CREATE INDEX "wager_facts_settled_idx" ON "wager_facts" USING btree ("merchant_id","settled_at");--> statement-breakpoint
-- The agent tree (decision 0068): a closure table kept by a trigger on members. A new member gets its
-- own row (depth 0) and one per agent above it; a change of upline moves the member's whole team.
CREATE FUNCTION member_tree_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_tree (merchant_id, ancestor_id, descendant_id, depth, joined_at)
      VALUES (NEW.merchant_id, NEW.id, NEW.id, 0, NEW.created_at);
    IF NEW.upline_id IS NOT NULL THEN
      INSERT INTO member_tree (merchant_id, ancestor_id, descendant_id, depth, joined_at)
        SELECT NEW.merchant_id, t.ancestor_id, NEW.id, t.depth + 1, NEW.created_at
        FROM member_tree t WHERE t.descendant_id = NEW.upline_id;
    END IF;
  ELSIF NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
    IF NEW.upline_id IS NOT NULL AND EXISTS (SELECT 1 FROM member_tree
        WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id) THEN
      RAISE EXCEPTION 'member % cannot move under its own team', NEW.id
        USING ERRCODE = 'restrict_violation';
    END IF;
    -- Unlink the team (the member and its descendants) from the member's old agents...
    DELETE FROM member_tree d USING member_tree s, member_tree a
      WHERE s.ancestor_id = NEW.id AND d.descendant_id = s.descendant_id
        AND a.descendant_id = NEW.id AND a.depth > 0 AND d.ancestor_id = a.ancestor_id;
    -- ...and link it to the new ones.
    IF NEW.upline_id IS NOT NULL THEN
      INSERT INTO member_tree (merchant_id, ancestor_id, descendant_id, depth, joined_at)
        SELECT NEW.merchant_id, a.ancestor_id, s.descendant_id, a.depth + s.depth + 1, s.joined_at
        FROM member_tree a, member_tree s
        WHERE a.descendant_id = NEW.upline_id AND s.ancestor_id = NEW.id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_maintain();
--> statement-breakpoint
CREATE TRIGGER member_tree_upline AFTER UPDATE OF upline_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_maintain();
--> statement-breakpoint
INSERT INTO member_tree (merchant_id, ancestor_id, descendant_id, depth, joined_at)
  WITH RECURSIVE up(descendant, ancestor, depth) AS (
    SELECT id, id, 0 FROM members
    UNION ALL
    SELECT up.descendant, m.upline_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor
      WHERE m.upline_id IS NOT NULL AND up.depth < 64
  )
  SELECT m.merchant_id, up.ancestor, up.descendant, up.depth, m.created_at
  FROM up JOIN members m ON m.id = up.descendant;
--> statement-breakpoint
-- What a contract earned is written once and never changed (a correction is an adjustment).
CREATE TRIGGER contract_earnings_append_only BEFORE UPDATE OR DELETE ON contract_earnings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER contract_earnings_no_truncate BEFORE TRUNCATE ON contract_earnings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
INSERT INTO monsoon_app_table_rules (table_name, rule) VALUES ('contract_earnings', 'append_only');
--> statement-breakpoint
SELECT monsoon_app_grants();
