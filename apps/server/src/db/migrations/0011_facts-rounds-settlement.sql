CREATE TABLE "lottery_order_refusals" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"error_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_order_refusals_merchant_id_member_id_idem_key_pk" PRIMARY KEY("merchant_id","member_id","idem_key")
);
--> statement-breakpoint
CREATE TABLE "fact_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor_xact" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"cursor_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fact_consumptions" (
	"consumer" text NOT NULL,
	"fact_id" bigint NOT NULL,
	"consumed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fact_consumptions_consumer_fact_id_pk" PRIMARY KEY("consumer","fact_id")
);
--> statement-breakpoint
CREATE TABLE "member_day_totals" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"product_type" text NOT NULL,
	"business_day" date NOT NULL,
	"asset" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_day_totals_merchant_id_member_id_product_type_business_day_asset_pk" PRIMARY KEY("merchant_id","member_id","product_type","business_day","asset"),
	CONSTRAINT "member_day_totals_product_ck" CHECK ("member_day_totals"."product_type" in ('RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'))
);
--> statement-breakpoint
CREATE TABLE "wager_facts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"upline_path" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"product_type" text NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"asset" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"corrects" bigint,
	"xact_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wager_facts_product_ck" CHECK ("wager_facts"."product_type" in ('RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT')),
	CONSTRAINT "wager_facts_amounts_ck" CHECK ("wager_facts"."stake" >= 0 and "wager_facts"."valid_bet" >= 0 and "wager_facts"."valid_bet" <= "wager_facts"."stake" and "wager_facts"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "accruals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"beneficiary_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"settled_run_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accruals_amount_ck" CHECK ("accruals"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"beneficiary_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"accruals" integer NOT NULL,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_items_amount_ck" CHECK ("settlement_items"."amount" >= 0 and "settlement_items"."accruals" > 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "settlement_runs_status_ck" CHECK ("settlement_runs"."status" in ('open', 'settled'))
);
--> statement-breakpoint
ALTER TABLE "merchants" ALTER COLUMN "time_zone" SET DEFAULT 'Asia/Manila';--> statement-breakpoint
ALTER TABLE "fact_consumptions" ADD CONSTRAINT "fact_consumptions_fact_id_wager_facts_id_fk" FOREIGN KEY ("fact_id") REFERENCES "public"."wager_facts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_facts" ADD CONSTRAINT "wager_facts_asset_assets_code_fk" FOREIGN KEY ("asset") REFERENCES "public"."assets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_facts" ADD CONSTRAINT "wager_facts_corrects_wager_facts_id_fk" FOREIGN KEY ("corrects") REFERENCES "public"."wager_facts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accruals" ADD CONSTRAINT "accruals_settled_run_id_settlement_runs_id_fk" FOREIGN KEY ("settled_run_id") REFERENCES "public"."settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_run_id_settlement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_day_totals_day_idx" ON "member_day_totals" USING btree ("merchant_id","business_day");--> statement-breakpoint
CREATE UNIQUE INDEX "wager_facts_source_uq" ON "wager_facts" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE INDEX "wager_facts_xact_idx" ON "wager_facts" USING btree ("xact_id","id");--> statement-breakpoint
CREATE INDEX "wager_facts_member_idx" ON "wager_facts" USING btree ("merchant_id","member_id","settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accruals_source_uq" ON "accruals" USING btree ("kind","source","beneficiary_id");--> statement-breakpoint
CREATE INDEX "accruals_unsettled_idx" ON "accruals" USING btree ("merchant_id","kind","period","beneficiary_id") WHERE "accruals"."settled_run_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_items_beneficiary_uq" ON "settlement_items" USING btree ("run_id","beneficiary_id","asset");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_runs_period_uq" ON "settlement_runs" USING btree ("merchant_id","kind","period");--> statement-breakpoint
CREATE INDEX "settlement_runs_open_idx" ON "settlement_runs" USING btree ("period") WHERE "settlement_runs"."status" = 'open';
--> statement-breakpoint
-- Hand-written part of 0011 (decisions 0030-0032): append-only facts, rounds that end, the key claimed first.
CREATE TRIGGER wager_facts_append_only BEFORE UPDATE OR DELETE ON wager_facts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wager_facts_no_truncate BEFORE TRUNCATE ON wager_facts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER fact_consumptions_append_only BEFORE UPDATE OR DELETE ON fact_consumptions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER lottery_order_refusals_append_only BEFORE UPDATE OR DELETE ON lottery_order_refusals
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER settlement_items_append_only BEFORE UPDATE OR DELETE ON settlement_items
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER settlement_items_no_truncate BEFORE TRUNCATE ON settlement_items
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'monsoon_app') THEN
    REVOKE UPDATE, DELETE, TRUNCATE ON wager_facts, fact_consumptions, settlement_items, lottery_order_refusals FROM monsoon_app;
    REVOKE TRUNCATE ON accruals, settlement_runs FROM monsoon_app;
  END IF;
END $$;
--> statement-breakpoint
-- A member's agents, nearest first (members.upline_id), at most 64 levels (a cycle cannot loop).
CREATE FUNCTION member_upline_path(p_member bigint) RETURNS bigint[] LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(id, depth) AS (
    SELECT m.upline_id, 1 FROM members m WHERE m.id = p_member AND m.upline_id IS NOT NULL
    UNION ALL
    SELECT m.upline_id, up.depth + 1 FROM up JOIN members m ON m.id = up.id
      WHERE m.upline_id IS NOT NULL AND up.depth < 64
  )
  SELECT coalesce(array_agg(id ORDER BY depth), '{}'::bigint[]) FROM up
$$;
--> statement-breakpoint
-- The one wager fact of a vendor round, written by whatever closes it (a finishing win, a full refund).
-- Product type: the catalogue's game type of the round's game (RNG when the game is not catalogued).
CREATE FUNCTION vendor_round_fact(p_round bigint, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wager_facts (merchant_id, member_id, upline_path, product_type, vendor, game_code,
      source_kind, source_id, stake, valid_bet, payout, asset, placed_at, settled_at)
    SELECT g.merchant_id, g.member_id, member_upline_path(g.member_id),
      CASE WHEN cg.game_type IN ('RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT')
        THEN cg.game_type ELSE 'RNG' END,
      v.code, g.game_code, 'vendor_round', g.id, g.stake, greatest(g.stake - g.refunded, 0), g.payout,
      g.asset, g.opened_at, p_at
    FROM game_rounds g
    JOIN vendors v ON v.id = g.vendor_id
    LEFT JOIN catalogue_games cg ON cg.vendor_id = g.vendor_id AND cg.game_id = g.game_code
    WHERE g.id = p_round AND g.status = 'closed';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'round % is not closed', p_round USING ERRCODE = 'MNS03';
  END IF;
END $$;
--> statement-breakpoint
-- Bet: the vendor id is claimed first (a transaction-scoped lock on (vendor, id): a duplicate in flight
-- waits, then finds the stored answer); a closed round takes no bet; a round keeps its member and asset.
-- New outcomes: CLOSED (the round has ended), ROUND_TAKEN (another member's round, or another asset).
CREATE OR REPLACE FUNCTION vendor_wallet_bet(
  p_merchant integer, p_vendor integer, p_tx text, p_member bigint, p_round text, p_game text,
  p_asset text, p_amount bigint, p_hash text, p_member_acct bigint, p_house_acct bigint, p_at timestamptz
) RETURNS TABLE (outcome text, vtx_id bigint, balance_after bigint) LANGUAGE plpgsql AS $$
DECLARE
  r game_rounds%ROWTYPE;
  v_journal bigint;
  v_bal bigint;
  v_held bigint;
  v_ver bigint;
  v_hbal bigint;
  v_hver bigint;
  v_vtx bigint;
  v_round bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('vendor-tx:' || p_vendor::text || ':' || p_tx, 0));
  PERFORM pg_advisory_xact_lock(hashtextextended('vendor-member:' || p_member::text, 0));
  -- A fresh snapshot per statement (READ COMMITTED): what committed while we waited is seen.
  IF EXISTS (SELECT 1 FROM vendor_tx WHERE vendor_id = p_vendor AND tx_id = p_tx) THEN
    RETURN QUERY SELECT 'REPLAY'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM vendor_tx WHERE vendor_id = p_vendor AND reference_tx_id = p_tx AND action = 'rollback') THEN
    RETURN QUERY SELECT 'TOMBSTONE'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT * INTO r FROM game_rounds WHERE vendor_id = p_vendor AND round_id = p_round;
  IF r.id IS NOT NULL AND (r.member_id <> p_member OR r.asset <> p_asset) THEN
    RETURN QUERY SELECT 'ROUND_TAKEN'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF r.id IS NOT NULL AND r.status <> 'open' THEN
    RETURN QUERY SELECT 'CLOSED'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT a.balance, a.held INTO v_bal, v_held FROM accounts a WHERE a.id = p_member_acct FOR UPDATE;
  IF v_bal IS NULL OR v_bal - v_held < p_amount THEN
    RETURN QUERY SELECT 'INSUFFICIENT'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  INSERT INTO journal (merchant_id, kind, idem_scope, idem_key, request_hash, outcome, memo)
    VALUES (p_merchant, 'game.bet', 'vendor:' || p_vendor, p_tx, p_hash, 'applied',
      jsonb_build_object('round', p_round, 'game', p_game))
    ON CONFLICT (merchant_id, idem_scope, idem_key) DO NOTHING RETURNING id INTO v_journal;
  IF v_journal IS NULL THEN
    RETURN QUERY SELECT 'REPLAY'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  UPDATE accounts SET balance = balance - p_amount, version = version + 1
    WHERE id = p_member_acct RETURNING balance, version INTO v_bal, v_ver;
  UPDATE accounts SET balance = balance + p_amount, version = version + 1
    WHERE id = p_house_acct RETURNING balance, version INTO v_hbal, v_hver;
  INSERT INTO entries (journal_id, account_id, asset, amount, balance_after, account_version) VALUES
    (v_journal, p_member_acct, p_asset, -p_amount, v_bal, v_ver),
    (v_journal, p_house_acct, p_asset, p_amount, v_hbal, v_hver);
  INSERT INTO vendor_tx (vendor_id, tx_id, action, member_id, round_id, game_code, amount, asset,
      status, request_hash, answer_status, balance_after, journal_id)
    VALUES (p_vendor, p_tx, 'bet', p_member, p_round, p_game, p_amount, p_asset,
      'applied', p_hash, 'OK', v_bal - v_held, v_journal)
    ON CONFLICT (vendor_id, tx_id) DO NOTHING RETURNING id INTO v_vtx;
  IF v_vtx IS NULL THEN
    RAISE EXCEPTION 'vendor transaction % exists', p_tx USING ERRCODE = 'MNS01';
  END IF;
  -- The round as checked above, unless another member's bet created it meanwhile (MNS02 undoes us).
  INSERT INTO game_rounds (merchant_id, vendor_id, member_id, round_id, game_code, asset, stake, status, opened_at)
    VALUES (p_merchant, p_vendor, p_member, p_round, p_game, p_asset, p_amount, 'open', p_at)
    ON CONFLICT (vendor_id, round_id) DO UPDATE SET stake = game_rounds.stake + excluded.stake
      WHERE game_rounds.member_id = excluded.member_id AND game_rounds.asset = excluded.asset
        AND game_rounds.status = 'open'
    RETURNING id INTO v_round;
  IF v_round IS NULL THEN
    RAISE EXCEPTION 'round % belongs to another member', p_round USING ERRCODE = 'MNS02';
  END IF;
  RETURN QUERY SELECT 'OK'::text, v_vtx, v_bal - v_held;
END $$;
--> statement-breakpoint
-- Win: the id claimed first, as for bets; a closed round takes no win (CLOSED); a finishing win closes
-- the round and writes its one wager fact in the same statement.
CREATE OR REPLACE FUNCTION vendor_wallet_win(
  p_merchant integer, p_vendor integer, p_tx text, p_member bigint, p_round text, p_game text,
  p_amount bigint, p_finished boolean, p_hash text, p_member_acct bigint, p_house_acct bigint, p_at timestamptz
) RETURNS TABLE (outcome text, vtx_id bigint, balance_after bigint) LANGUAGE plpgsql AS $$
DECLARE
  r game_rounds%ROWTYPE;
  v_journal bigint;
  v_bal bigint;
  v_held bigint;
  v_ver bigint;
  v_hbal bigint;
  v_hver bigint;
  v_vtx bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('vendor-tx:' || p_vendor::text || ':' || p_tx, 0));
  PERFORM pg_advisory_xact_lock(hashtextextended('vendor-member:' || p_member::text, 0));
  IF EXISTS (SELECT 1 FROM vendor_tx WHERE vendor_id = p_vendor AND tx_id = p_tx) THEN
    RETURN QUERY SELECT 'REPLAY'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT * INTO r FROM game_rounds WHERE vendor_id = p_vendor AND round_id = p_round;
  IF r.id IS NULL OR r.member_id <> p_member THEN
    RETURN QUERY SELECT 'NO_BET'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF r.status <> 'open' THEN
    RETURN QUERY SELECT 'CLOSED'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  -- A win needs a stake not refunded (re-checked under the lock: a rollback may have just committed).
  IF p_amount > 0 AND r.stake - r.refunded <= 0 THEN
    RETURN QUERY SELECT 'NO_BET'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF p_amount > 0 THEN
    INSERT INTO journal (merchant_id, kind, idem_scope, idem_key, request_hash, outcome, memo)
      VALUES (p_merchant, 'game.win', 'vendor:' || p_vendor, p_tx, p_hash, 'applied',
        jsonb_build_object('round', p_round, 'game', p_game))
      ON CONFLICT (merchant_id, idem_scope, idem_key) DO NOTHING RETURNING id INTO v_journal;
    IF v_journal IS NULL THEN
      RETURN QUERY SELECT 'REPLAY'::text, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
    UPDATE accounts SET balance = balance + p_amount, version = version + 1
      WHERE id = p_member_acct RETURNING balance, held, version INTO v_bal, v_held, v_ver;
    UPDATE accounts SET balance = balance - p_amount, version = version + 1
      WHERE id = p_house_acct RETURNING balance, version INTO v_hbal, v_hver;
    INSERT INTO entries (journal_id, account_id, asset, amount, balance_after, account_version) VALUES
      (v_journal, p_member_acct, r.asset, p_amount, v_bal, v_ver),
      (v_journal, p_house_acct, r.asset, -p_amount, v_hbal, v_hver);
  ELSE
    SELECT a.balance, a.held INTO v_bal, v_held FROM accounts a WHERE a.id = p_member_acct;
  END IF;
  INSERT INTO vendor_tx (vendor_id, tx_id, action, member_id, round_id, game_code, amount, asset,
      status, request_hash, answer_status, balance_after, journal_id)
    VALUES (p_vendor, p_tx, 'win', p_member, p_round, p_game, p_amount, r.asset,
      'applied', p_hash, 'OK', coalesce(v_bal - v_held, 0), v_journal)
    ON CONFLICT (vendor_id, tx_id) DO NOTHING RETURNING id INTO v_vtx;
  IF v_vtx IS NULL THEN
    RAISE EXCEPTION 'vendor transaction % exists', p_tx USING ERRCODE = 'MNS01';
  END IF;
  UPDATE game_rounds SET payout = payout + p_amount,
      status = CASE WHEN p_finished THEN 'closed' ELSE status END,
      closed_at = CASE WHEN p_finished THEN p_at ELSE closed_at END
    WHERE id = r.id;
  IF p_finished THEN
    PERFORM vendor_round_fact(r.id, p_at);
  END IF;
  RETURN QUERY SELECT 'OK'::text, v_vtx, coalesce(v_bal - v_held, 0);
END $$;
--> statement-breakpoint
-- The fast bet takes the id's lock before it looks for the id (decision 0030), so a retry arriving
-- while the first attempt runs waits for it and replays its answer (SEEN).
CREATE OR REPLACE FUNCTION vendor_wallet_bet_fast(
  p_merchant integer, p_vendor integer, p_tx text, p_member bigint, p_token_hash text, p_round text,
  p_game text, p_amount bigint, p_hash text, p_shard smallint, p_at timestamptz
) RETURNS TABLE (outcome text, vtx_id bigint, balance_after bigint, asset text, stored_hash text,
  stored_status text, stored_member bigint) LANGUAGE plpgsql AS $$
DECLARE
  t vendor_tx%ROWTYPE;
  l launch_tokens%ROWTYPE;
  v_status text;
  v_member_acct bigint;
  v_house_acct bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('vendor-tx:' || p_vendor::text || ':' || p_tx, 0));
  SELECT * INTO t FROM vendor_tx WHERE vendor_id = p_vendor AND tx_id = p_tx;
  IF t.id IS NOT NULL THEN
    RETURN QUERY SELECT 'SEEN'::text, t.id, t.balance_after, t.asset, t.request_hash, t.answer_status, t.member_id;
    RETURN;
  END IF;
  SELECT m.status INTO v_status FROM members m WHERE m.id = p_member AND m.merchant_id = p_merchant;
  SELECT * INTO l FROM launch_tokens WHERE token_hash = p_token_hash;
  IF v_status IS DISTINCT FROM 'active' OR l.id IS NULL OR l.vendor_id <> p_vendor OR l.member_id <> p_member
      OR l.game_code <> p_game OR l.expires_at <= p_at THEN
    RETURN QUERY SELECT 'SLOW'::text, NULL::bigint, NULL::bigint, NULL::text, NULL::text, NULL::text, NULL::bigint;
    RETURN;
  END IF;
  SELECT a.id INTO v_member_acct FROM accounts a
    WHERE a.merchant_id = p_merchant AND a.owner_kind = 'member' AND a.owner_id = p_member AND a.asset = l.asset AND a.shard = 0;
  SELECT a.id INTO v_house_acct FROM accounts a
    WHERE a.merchant_id = p_merchant AND a.owner_kind = 'house' AND a.owner_id = 0 AND a.asset = l.asset AND a.shard = p_shard;
  IF v_member_acct IS NULL OR v_house_acct IS NULL THEN
    RETURN QUERY SELECT 'SLOW'::text, NULL::bigint, NULL::bigint, NULL::text, NULL::text, NULL::text, NULL::bigint;
    RETURN;
  END IF;
  RETURN QUERY SELECT b.outcome, b.vtx_id, b.balance_after, l.asset, NULL::text, NULL::text, NULL::bigint
    FROM vendor_wallet_bet(p_merchant, p_vendor, p_tx, p_member, p_round, p_game, l.asset, p_amount, p_hash,
      v_member_acct, v_house_acct, p_at) b;
END $$;
--> statement-breakpoint
DROP FUNCTION vendor_wallet_win_fast(integer, integer, text, bigint, text, text, bigint, boolean, text, smallint, timestamptz);
--> statement-breakpoint
-- The fast win: the id's lock first, as for bets; a win carrying a launch token of another asset than
-- its round's, or for a closed round, goes to the full path (which stores the refusal).
CREATE FUNCTION vendor_wallet_win_fast(
  p_merchant integer, p_vendor integer, p_tx text, p_member bigint, p_round text, p_game text,
  p_amount bigint, p_finished boolean, p_hash text, p_shard smallint, p_at timestamptz, p_token_hash text
) RETURNS TABLE (outcome text, vtx_id bigint, balance_after bigint, asset text, stored_hash text,
  stored_status text, stored_member bigint) LANGUAGE plpgsql AS $$
DECLARE
  t vendor_tx%ROWTYPE;
  r game_rounds%ROWTYPE;
  v_found boolean;
  v_token_asset text;
  v_member_acct bigint;
  v_house_acct bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('vendor-tx:' || p_vendor::text || ':' || p_tx, 0));
  SELECT * INTO t FROM vendor_tx WHERE vendor_id = p_vendor AND tx_id = p_tx;
  IF t.id IS NOT NULL THEN
    RETURN QUERY SELECT 'SEEN'::text, t.id, t.balance_after, t.asset, t.request_hash, t.answer_status, t.member_id;
    RETURN;
  END IF;
  SELECT true INTO v_found FROM members m WHERE m.id = p_member AND m.merchant_id = p_merchant;
  SELECT * INTO r FROM game_rounds WHERE vendor_id = p_vendor AND round_id = p_round;
  IF p_token_hash IS NOT NULL THEN
    SELECT l.asset INTO v_token_asset FROM launch_tokens l
      WHERE l.token_hash = p_token_hash AND l.vendor_id = p_vendor AND l.member_id = p_member;
  END IF;
  IF v_found IS NULL OR r.id IS NULL OR r.member_id <> p_member OR r.status <> 'open'
      OR (p_amount > 0 AND r.stake - r.refunded <= 0)
      OR (v_token_asset IS NOT NULL AND v_token_asset <> r.asset) THEN
    RETURN QUERY SELECT 'SLOW'::text, NULL::bigint, NULL::bigint, NULL::text, NULL::text, NULL::text, NULL::bigint;
    RETURN;
  END IF;
  SELECT a.id INTO v_member_acct FROM accounts a
    WHERE a.merchant_id = p_merchant AND a.owner_kind = 'member' AND a.owner_id = p_member AND a.asset = r.asset AND a.shard = 0;
  SELECT a.id INTO v_house_acct FROM accounts a
    WHERE a.merchant_id = p_merchant AND a.owner_kind = 'house' AND a.owner_id = 0 AND a.asset = r.asset AND a.shard = p_shard;
  IF v_member_acct IS NULL OR v_house_acct IS NULL THEN
    RETURN QUERY SELECT 'SLOW'::text, NULL::bigint, NULL::bigint, NULL::text, NULL::text, NULL::text, NULL::bigint;
    RETURN;
  END IF;
  RETURN QUERY SELECT w.outcome, w.vtx_id, w.balance_after, r.asset, NULL::text, NULL::text, NULL::bigint
    FROM vendor_wallet_win(p_merchant, p_vendor, p_tx, p_member, p_round, p_game, p_amount, p_finished, p_hash,
      v_member_acct, v_house_acct, p_at) w;
END $$;
