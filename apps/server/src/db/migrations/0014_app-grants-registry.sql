-- The server role's table rules as data (docs/decisions/0029): a migration that adds a table the
-- server may write only once (append-only) or never change (insert and delete only) registers it
-- here, and monsoon_app_grants() — run after every migration — applies every rule. Before this, the
-- function listed the tables itself, and the rules of later tables (audit_log, login_history) were
-- undone by its blanket grant.
CREATE TABLE monsoon_app_table_rules (
  table_name text PRIMARY KEY,
  -- append_only: SELECT and INSERT only; no_update: SELECT, INSERT and DELETE; update_columns:
  -- SELECT, INSERT and an UPDATE of the listed columns only (a run's state, an accrual's run).
  rule text NOT NULL CHECK (rule IN ('append_only', 'no_update', 'update_columns')),
  columns text[] NOT NULL DEFAULT '{}',
  CHECK ((rule = 'update_columns') = (cardinality(columns) > 0))
);
--> statement-breakpoint
INSERT INTO monsoon_app_table_rules (table_name, rule) VALUES
  ('journal', 'append_only'),
  ('entries', 'append_only'),
  ('vendor_tx', 'append_only'),
  ('hold_events', 'append_only'),
  ('wager_facts', 'append_only'),
  ('settlement_items', 'append_only'),
  ('fact_consumptions', 'append_only'),
  ('lottery_order_refusals', 'append_only'),
  ('audit_log', 'append_only'),
  ('login_history', 'no_update');
--> statement-breakpoint
INSERT INTO monsoon_app_table_rules (table_name, rule, columns) VALUES
  ('settlement_runs', 'update_columns', '{status,settled_at}'),
  ('accruals', 'update_columns', '{settled_run_id}');
--> statement-breakpoint
-- pg-boss keeps its queues in its own schema, which the server's role must own (it creates a table
-- per queue). The owner installs the schema (db/app-role.ts: the role may not create schemas); this
-- hands it, and any schema pg-boss made as the owner before, over (as in 0010).
CREATE FUNCTION monsoon_app_pgboss_owner() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
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
CREATE OR REPLACE FUNCTION monsoon_app_grants() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'monsoon_app') THEN
    RETURN;
  END IF;
  GRANT USAGE ON SCHEMA public TO monsoon_app;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO monsoon_app;
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO monsoon_app;
  REVOKE TRUNCATE ON ALL TABLES IN SCHEMA public FROM monsoon_app;
  -- The rules themselves are the owner's.
  REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON monsoon_app_table_rules FROM monsoon_app, PUBLIC;
  -- Written once, never changed (the tables' triggers are the second line).
  FOR r IN SELECT table_name, rule, columns FROM monsoon_app_table_rules LOOP
    IF to_regclass('public.' || r.table_name) IS NOT NULL THEN
      IF r.rule = 'no_update' THEN
        EXECUTE format('REVOKE UPDATE, TRUNCATE ON public.%I FROM monsoon_app, PUBLIC', r.table_name);
      ELSE
        EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON public.%I FROM monsoon_app, PUBLIC', r.table_name);
      END IF;
      IF r.rule = 'update_columns' THEN
        EXECUTE format('GRANT UPDATE (%s) ON public.%I TO monsoon_app',
          (SELECT string_agg(quote_ident(c), ', ') FROM unnest(r.columns) c), r.table_name);
      END IF;
    END IF;
  END LOOP;
  -- Balances and holds change only in the columns the ledger moves (revoking the table's UPDATE also
  -- revokes its column grants: grant them again).
  REVOKE UPDATE, DELETE, TRUNCATE ON accounts, holds FROM monsoon_app, PUBLIC;
  GRANT UPDATE (balance, held, version, held_version) ON accounts TO monsoon_app;
  GRANT UPDATE (status, posted_amount, journal_id, resolved_at, resolution_key, resolution_hash,
    auto_confirm_at) ON holds TO monsoon_app;
  PERFORM monsoon_app_pgboss_owner();
END $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION monsoon_app_pgboss_owner() FROM PUBLIC;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION monsoon_app_grants() FROM PUBLIC;
--> statement-breakpoint
SELECT monsoon_app_grants();
