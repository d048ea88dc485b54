CREATE TABLE "hold_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hold_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"delta" bigint NOT NULL,
	"held_after" bigint NOT NULL,
	"held_version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hold_events_kind_ck" CHECK ("hold_events"."kind" in ('hold', 'capture', 'release')),
	CONSTRAINT "hold_events_delta_ck" CHECK (("hold_events"."kind" = 'hold') = ("hold_events"."delta" > 0) and "hold_events"."delta" <> 0 and "hold_events"."held_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"posted_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idem_scope" text NOT NULL,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"reference" text,
	"auto_confirm_at" timestamp with time zone,
	"resolution_key" text,
	"resolution_hash" text,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "holds_id_account_uq" UNIQUE("id","account_id"),
	CONSTRAINT "holds_status_ck" CHECK ("holds"."status" in ('pending', 'posted', 'voided')),
	CONSTRAINT "holds_amounts_ck" CHECK ("holds"."amount" > 0 and "holds"."posted_amount" >= 0 and "holds"."posted_amount" <= "holds"."amount"),
	CONSTRAINT "holds_posted_ck" CHECK (("holds"."status" = 'posted') = ("holds"."journal_id" is not null)
        and ("holds"."status" = 'posted') = ("holds"."posted_amount" > 0)),
	CONSTRAINT "holds_resolved_ck" CHECK (("holds"."status" = 'pending') = ("holds"."resolved_at" is null)
        and ("holds"."status" = 'pending') = ("holds"."resolution_key" is null)
        and ("holds"."resolution_key" is null) = ("holds"."resolution_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "entries" DROP CONSTRAINT "entries_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "entries" DROP CONSTRAINT "entries_asset_assets_code_fk";
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "held_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_id_asset_uq" UNIQUE("id","asset");--> statement-breakpoint
ALTER TABLE "hold_events" ADD CONSTRAINT "hold_events_hold_account_fk" FOREIGN KEY ("hold_id","account_id") REFERENCES "public"."holds"("id","account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_account_asset_fk" FOREIGN KEY ("account_id","asset") REFERENCES "public"."accounts"("id","asset") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hold_events_account_version_uq" ON "hold_events" USING btree ("account_id","held_version");--> statement-breakpoint
CREATE INDEX "hold_events_hold_idx" ON "hold_events" USING btree ("hold_id");--> statement-breakpoint
CREATE UNIQUE INDEX "holds_idem_uq" ON "holds" USING btree ("merchant_id","idem_scope","idem_key");--> statement-breakpoint
CREATE INDEX "holds_account_pending_idx" ON "holds" USING btree ("account_id") WHERE "holds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "holds_due_idx" ON "holds" USING btree ("auto_confirm_at") WHERE "holds"."status" = 'pending' and "holds"."auto_confirm_at" is not null;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_account_asset_fk" FOREIGN KEY ("account_id","asset") REFERENCES "public"."accounts"("id","asset") ON DELETE no action ON UPDATE no action;--> statement-breakpoint

-- ===== Hand-written: the guarantees of design/money.md §15 and the hold primitives of §8 (decisions 0027-0029).
-- SQLSTATEs raised here: MNS10 a leg or hold refused for want of funds (a business rejection: the whole
-- statement fails, so nothing partial can be committed); 23514 (check_violation) a balance or held
-- change without its entry or hold event, or a hold whose events disagree with its status, at commit;
-- 23001 (restrict_violation) a change of an append-only row or of a resolved hold.

-- Every change of an account's balance must come with its entry, and every change of held with its hold
-- event, at the new version (checked at commit: one index lookup each).
CREATE FUNCTION ledger_check_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance <> 0 OR NEW.held <> 0 OR NEW.version <> 0 OR NEW.held_version <> 0 THEN
      RAISE EXCEPTION 'account % opened with balance % and held %', NEW.id, NEW.balance, NEW.held
        USING ERRCODE = 'check_violation';
    END IF;
    RETURN NULL;
  END IF;
  -- NEW and OLD are the row as this update left it and found it (not as it is at commit).
  IF NEW.balance <> OLD.balance OR NEW.version <> OLD.version THEN
    IF NEW.version <> OLD.version + 1 OR NOT EXISTS (
        SELECT 1 FROM entries e WHERE e.account_id = NEW.id AND e.account_version = NEW.version
          AND e.balance_after = NEW.balance AND e.amount = NEW.balance - OLD.balance) THEN
      RAISE EXCEPTION 'account % balance % at version % has no entry to match', NEW.id, NEW.balance, NEW.version
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF NEW.held <> OLD.held OR NEW.held_version <> OLD.held_version THEN
    IF NEW.held_version <> OLD.held_version + 1 OR NOT EXISTS (
        SELECT 1 FROM hold_events h WHERE h.account_id = NEW.id AND h.held_version = NEW.held_version
          AND h.held_after = NEW.held AND h.delta = NEW.held - OLD.held) THEN
      RAISE EXCEPTION 'account % held % at version % has no hold event to match', NEW.id, NEW.held, NEW.held_version
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER accounts_tied_to_ledger AFTER INSERT OR UPDATE OF balance, held, version, held_version
  ON accounts DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_account();
--> statement-breakpoint
CREATE TRIGGER vendor_tx_no_truncate BEFORE TRUNCATE ON vendor_tx
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER hold_events_append_only BEFORE UPDATE OR DELETE ON hold_events
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER hold_events_no_truncate BEFORE TRUNCATE ON hold_events
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER holds_no_delete BEFORE DELETE ON holds
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER holds_no_truncate BEFORE TRUNCATE ON holds
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- A hold changes once, from pending; what it holds never changes (only the auto-confirm time, while pending).
CREATE FUNCTION ledger_hold_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'hold % is % already', OLD.id, OLD.status USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.id, NEW.merchant_id, NEW.account_id, NEW.asset, NEW.amount, NEW.idem_scope, NEW.idem_key,
      NEW.request_hash, NEW.purpose, NEW.reference, NEW.created_at)
    IS DISTINCT FROM (OLD.id, OLD.merchant_id, OLD.account_id, OLD.asset, OLD.amount, OLD.idem_scope,
      OLD.idem_key, OLD.request_hash, OLD.purpose, OLD.reference, OLD.created_at) THEN
    RAISE EXCEPTION 'hold % may only be resolved', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER holds_transition BEFORE UPDATE ON holds
  FOR EACH ROW EXECUTE FUNCTION ledger_hold_transition();
--> statement-breakpoint
-- At commit a hold's events agree with its status: pending holds its amount (one event), a resolved
-- hold holds nothing (two events).
CREATE FUNCTION ledger_check_hold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_status text;
  v_amount bigint;
  v_sum bigint;
  v_events int;
BEGIN
  IF TG_TABLE_NAME = 'holds' THEN
    v_id := NEW.id;
  ELSE
    v_id := NEW.hold_id;
  END IF;
  SELECT status, amount INTO v_status, v_amount FROM holds WHERE id = v_id;
  SELECT coalesce(sum(delta), 0), count(*) INTO v_sum, v_events FROM hold_events WHERE hold_id = v_id;
  IF (v_status = 'pending' AND (v_sum <> v_amount OR v_events <> 1))
      OR (v_status <> 'pending' AND (v_sum <> 0 OR v_events <> 2)) THEN
    RAISE EXCEPTION 'hold % (%) holds % in % events', v_id, v_status, v_sum, v_events
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER holds_tied_to_events AFTER INSERT OR UPDATE ON holds
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_hold();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER hold_events_tied_to_hold AFTER INSERT ON hold_events
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_hold();
--> statement-breakpoint
-- A movement, all or nothing (ledger.post): claims the key, then applies the legs in the order given
-- (the caller's lock order), each a conditional UPDATE writing its entry. The key taken: no rows, nothing
-- written (the caller replays). A leg refused: MNS10, and the statement (so the transaction) fails whole.
CREATE FUNCTION ledger_post(
  p_merchant integer, p_kind text, p_scope text, p_key text, p_hash text, p_related bigint, p_memo jsonb,
  p_accounts bigint[], p_assets text[], p_amounts bigint[]
) RETURNS TABLE (posted_journal bigint, posted_account bigint, posted_balance bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_journal bigint;
  v_balance bigint;
  v_version bigint;
  i integer;
BEGIN
  IF cardinality(p_accounts) IS DISTINCT FROM cardinality(p_amounts)
      OR cardinality(p_accounts) IS DISTINCT FROM cardinality(p_assets) OR cardinality(p_accounts) = 0 THEN
    RAISE EXCEPTION 'a movement needs legs of account, asset and amount' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  INSERT INTO journal (merchant_id, kind, idem_scope, idem_key, request_hash, outcome, related_id, memo)
    VALUES (p_merchant, p_kind, p_scope, p_key, p_hash, 'applied', p_related, p_memo)
    ON CONFLICT (merchant_id, idem_scope, idem_key) DO NOTHING RETURNING id INTO v_journal;
  IF v_journal IS NULL THEN
    RETURN;
  END IF;
  FOR i IN 1 .. cardinality(p_accounts) LOOP
    UPDATE accounts a SET balance = a.balance + p_amounts[i], version = a.version + 1
      WHERE a.id = p_accounts[i] AND (a.allow_negative OR a.balance + p_amounts[i] - a.held >= 0)
      RETURNING a.balance, a.version INTO v_balance, v_version;
    IF NOT FOUND THEN
      IF NOT EXISTS (SELECT 1 FROM accounts WHERE id = p_accounts[i]) THEN
        RAISE EXCEPTION 'account % does not exist', p_accounts[i] USING ERRCODE = 'foreign_key_violation';
      END IF;
      RAISE EXCEPTION 'account % cannot give % (% %)', p_accounts[i], -p_amounts[i], p_scope, p_key
        USING ERRCODE = 'MNS10';
    END IF;
    INSERT INTO entries (journal_id, account_id, asset, amount, balance_after, account_version)
      VALUES (v_journal, p_accounts[i], p_assets[i], p_amounts[i], v_balance, v_version);
    posted_journal := v_journal;
    posted_account := p_accounts[i];
    posted_balance := v_balance;
    RETURN NEXT;
  END LOOP;
END $$;
--> statement-breakpoint
-- Takes a hold (ledger.hold): claims the key, then raises held under the funds check. The key taken:
-- the existing hold's id with created = false (the caller compares the request hash). No funds: MNS10.
CREATE FUNCTION ledger_hold(
  p_merchant integer, p_account bigint, p_asset text, p_amount bigint, p_scope text, p_key text, p_hash text,
  p_purpose text, p_reference text, p_auto_confirm_at timestamptz, p_at timestamptz
) RETURNS TABLE (hold_id bigint, created boolean) LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_held bigint;
  v_version bigint;
BEGIN
  INSERT INTO holds (merchant_id, account_id, asset, amount, idem_scope, idem_key, request_hash, purpose,
      reference, auto_confirm_at, created_at)
    VALUES (p_merchant, p_account, p_asset, p_amount, p_scope, p_key, p_hash, p_purpose, p_reference,
      p_auto_confirm_at, p_at)
    ON CONFLICT (merchant_id, idem_scope, idem_key) DO NOTHING RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    RETURN QUERY SELECT h.id, false FROM holds h
      WHERE h.merchant_id = p_merchant AND h.idem_scope = p_scope AND h.idem_key = p_key;
    RETURN;
  END IF;
  UPDATE accounts a SET held = a.held + p_amount, held_version = a.held_version + 1
    WHERE a.id = p_account AND a.balance - a.held >= p_amount
    RETURNING a.held, a.held_version INTO v_held, v_version;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'account % cannot hold %', p_account, p_amount USING ERRCODE = 'MNS10';
  END IF;
  INSERT INTO hold_events (hold_id, account_id, kind, delta, held_after, held_version, created_at)
    VALUES (v_id, p_account, 'hold', p_amount, v_held, v_version, p_at);
  RETURN QUERY SELECT v_id, true;
END $$;
--> statement-breakpoint
-- Gives a hold's whole amount back to its account's available balance (the first step of capture and
-- release; the hold row is locked by the caller).
CREATE FUNCTION ledger_unhold(p_hold bigint, p_account bigint, p_amount bigint, p_kind text, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_held bigint;
  v_version bigint;
BEGIN
  UPDATE accounts a SET held = a.held - p_amount, held_version = a.held_version + 1
    WHERE a.id = p_account RETURNING a.held, a.held_version INTO v_held, v_version;
  INSERT INTO hold_events (hold_id, account_id, kind, delta, held_after, held_version, created_at)
    VALUES (p_hold, p_account, p_kind, -p_amount, v_held, v_version, p_at);
END $$;
--> statement-breakpoint
-- Captures a pending hold (ledger.capture): under the hold's row lock, releases all of it and posts
-- p_amount from its account to the legs as one movement (journal scope hold.capture, key = the hold id),
-- then resolves it. Outcomes: OK, RESOLVED (not pending: the caller replays or refuses), NOT_FOUND,
-- EXCEEDS (more than the hold); only OK writes.
CREATE FUNCTION ledger_capture(
  p_hold bigint, p_amount bigint, p_kind text, p_key text, p_hash text, p_memo jsonb,
  p_accounts bigint[], p_assets text[], p_amounts bigint[], p_at timestamptz
) RETURNS TABLE (outcome text, journal_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  h holds%ROWTYPE;
  v_journal bigint;
BEGIN
  SELECT * INTO h FROM holds WHERE id = p_hold FOR UPDATE;
  IF h.id IS NULL THEN
    RETURN QUERY SELECT 'NOT_FOUND'::text, NULL::bigint;
    RETURN;
  END IF;
  IF h.status <> 'pending' THEN
    RETURN QUERY SELECT 'RESOLVED'::text, h.journal_id;
    RETURN;
  END IF;
  IF p_amount <= 0 OR p_amount > h.amount THEN
    RETURN QUERY SELECT 'EXCEEDS'::text, NULL::bigint;
    RETURN;
  END IF;
  IF h.account_id = ANY (p_accounts) THEN
    RAISE EXCEPTION 'hold % cannot be captured to its own account', h.id USING ERRCODE = 'invalid_parameter_value';
  END IF;
  PERFORM ledger_unhold(h.id, h.account_id, h.amount, 'capture', p_at);
  SELECT max(p.posted_journal) INTO v_journal FROM ledger_post(h.merchant_id, p_kind, 'hold.capture',
    h.id::text, p_hash, NULL, p_memo, array[h.account_id] || p_accounts, array[h.asset] || p_assets,
    array[-p_amount] || p_amounts) p;
  IF v_journal IS NULL THEN
    RAISE EXCEPTION 'hold % has a capture journal already', h.id USING ERRCODE = 'unique_violation';
  END IF;
  UPDATE holds SET status = 'posted', posted_amount = p_amount, journal_id = v_journal, resolved_at = p_at,
      resolution_key = p_key, resolution_hash = p_hash
    WHERE id = h.id AND status = 'pending';
  RETURN QUERY SELECT 'OK'::text, v_journal;
END $$;
--> statement-breakpoint
-- Releases a pending hold (ledger.release): outcomes OK, RESOLVED, NOT_FOUND; only OK writes.
CREATE FUNCTION ledger_release(p_hold bigint, p_key text, p_hash text, p_at timestamptz)
RETURNS TABLE (outcome text) LANGUAGE plpgsql AS $$
DECLARE
  h holds%ROWTYPE;
BEGIN
  SELECT * INTO h FROM holds WHERE id = p_hold FOR UPDATE;
  IF h.id IS NULL THEN
    RETURN QUERY SELECT 'NOT_FOUND'::text;
    RETURN;
  END IF;
  IF h.status <> 'pending' THEN
    RETURN QUERY SELECT 'RESOLVED'::text;
    RETURN;
  END IF;
  PERFORM ledger_unhold(h.id, h.account_id, h.amount, 'release', p_at);
  UPDATE holds SET status = 'voided', resolved_at = p_at, resolution_key = p_key, resolution_hash = p_hash
    WHERE id = h.id AND status = 'pending';
  RETURN QUERY SELECT 'OK'::text;
END $$;
--> statement-breakpoint
-- The server's role (monsoon_app, decision 0029): everything it needs, and no UPDATE, DELETE or TRUNCATE
-- of the money records. Run by the owner after every migration (db/app-role.ts), so tables added later
-- (wager facts, settlement, payment orders) get the same treatment; a table missing today is skipped.
CREATE FUNCTION monsoon_app_grants() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
  r record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'monsoon_app') THEN
    RETURN;
  END IF;
  GRANT USAGE ON SCHEMA public TO monsoon_app;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO monsoon_app;
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO monsoon_app;
  REVOKE TRUNCATE ON ALL TABLES IN SCHEMA public FROM monsoon_app;
  -- Append-only: written once, never changed (the triggers of 0004 and 0010 are the second line).
  FOREACH t IN ARRAY ARRAY['journal', 'entries', 'vendor_tx', 'hold_events', 'wager_facts',
      'settlement_runs', 'settlement_items', 'accruals'] LOOP
    IF to_regclass('public.' || t) IS NOT NULL THEN
      EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON public.%I FROM monsoon_app, PUBLIC', t);
    END IF;
  END LOOP;
  -- Balances and holds change only in the columns the ledger moves (revoking the table's UPDATE also
  -- revokes its column grants: grant them again).
  REVOKE UPDATE, DELETE, TRUNCATE ON accounts, holds FROM monsoon_app, PUBLIC;
  GRANT UPDATE (balance, held, version, held_version) ON accounts TO monsoon_app;
  GRANT UPDATE (status, posted_amount, journal_id, resolved_at, resolution_key, resolution_hash,
    auto_confirm_at) ON holds TO monsoon_app;
  -- pg-boss keeps its queues in its own schema, which the server's role must own (it creates a table
  -- per queue). The owner installs the schema (db/app-role.ts: the role may not create schemas); this
  -- hands it, and any schema pg-boss made as the owner before, over.
  IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss' AND nspowner <> 'monsoon_app'::regrole) THEN
    IF NOT pg_has_role(current_user, 'monsoon_app', 'MEMBER') THEN
      EXECUTE format('GRANT monsoon_app TO %I', current_user);
    END IF;
    ALTER SCHEMA pgboss OWNER TO monsoon_app;
    FOR r IN SELECT c.oid::regclass AS name FROM pg_class c
        WHERE c.relnamespace = 'pgboss'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm')
          AND c.relowner <> 'monsoon_app'::regrole LOOP
      EXECUTE format('ALTER TABLE %s OWNER TO monsoon_app', r.name);
    END LOOP;
    FOR r IN SELECT c.oid::regclass AS name FROM pg_class c
        WHERE c.relnamespace = 'pgboss'::regnamespace AND c.relkind = 'S'
          AND c.relowner <> 'monsoon_app'::regrole LOOP
      EXECUTE format('ALTER SEQUENCE %s OWNER TO monsoon_app', r.name);
    END LOOP;
    FOR r IN SELECT format('%I.%I', 'pgboss', y.typname) AS name FROM pg_type y
        WHERE y.typnamespace = 'pgboss'::regnamespace AND y.typtype IN ('e', 'd')
          AND y.typowner <> 'monsoon_app'::regrole LOOP
      EXECUTE format('ALTER TYPE %s OWNER TO monsoon_app', r.name);
    END LOOP;
    FOR r IN SELECT p.oid::regprocedure AS name FROM pg_proc p
        WHERE p.pronamespace = 'pgboss'::regnamespace AND p.proowner <> 'monsoon_app'::regrole LOOP
      EXECUTE format('ALTER ROUTINE %s OWNER TO monsoon_app', r.name);
    END LOOP;
  END IF;
END $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION monsoon_app_grants() FROM PUBLIC;
--> statement-breakpoint
SELECT monsoon_app_grants();
