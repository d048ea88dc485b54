-- The vendor wallet's bet and win, each one round trip (docs/decisions/0019). The TypeScript service
-- validates, reads what it needs first, and maps these outcomes; these functions do the locked part.
-- Outcomes: OK, TOMBSTONE (a rollback came first), INSUFFICIENT, REPLAY (the id was claimed), NO_BET.
-- Errors MNS01 (vendor_tx id taken) and MNS02 (the round belongs to another member) undo the statement.
CREATE FUNCTION vendor_wallet_bet(
  p_merchant integer, p_vendor integer, p_tx text, p_member bigint, p_round text, p_game text,
  p_asset text, p_amount bigint, p_hash text, p_member_acct bigint, p_house_acct bigint, p_at timestamptz
) RETURNS TABLE (outcome text, vtx_id bigint, balance_after bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_journal bigint;
  v_bal bigint;
  v_held bigint;
  v_ver bigint;
  v_hbal bigint;
  v_hver bigint;
  v_vtx bigint;
  v_round bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('vendor-member:' || p_member::text, 0));
  -- A fresh snapshot per statement (READ COMMITTED): what committed while we waited is seen.
  IF EXISTS (SELECT 1 FROM vendor_tx WHERE vendor_id = p_vendor AND reference_tx_id = p_tx AND action = 'rollback') THEN
    RETURN QUERY SELECT 'TOMBSTONE'::text, NULL::bigint, NULL::bigint;
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
  INSERT INTO game_rounds (merchant_id, vendor_id, member_id, round_id, game_code, asset, stake, status, opened_at)
    VALUES (p_merchant, p_vendor, p_member, p_round, p_game, p_asset, p_amount, 'open', p_at)
    ON CONFLICT (vendor_id, round_id) DO UPDATE
      SET stake = game_rounds.stake + excluded.stake, status = 'open', closed_at = NULL
      WHERE game_rounds.member_id = excluded.member_id
    RETURNING id INTO v_round;
  IF v_round IS NULL THEN
    RAISE EXCEPTION 'round % belongs to another member', p_round USING ERRCODE = 'MNS02';
  END IF;
  RETURN QUERY SELECT 'OK'::text, v_vtx, v_bal - v_held;
END $$;
--> statement-breakpoint
CREATE FUNCTION vendor_wallet_win(
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
  PERFORM pg_advisory_xact_lock(hashtextextended('vendor-member:' || p_member::text, 0));
  SELECT * INTO r FROM game_rounds WHERE vendor_id = p_vendor AND round_id = p_round;
  -- A win needs a stake not refunded (re-checked under the lock: a rollback may have just committed).
  IF r.id IS NULL OR r.member_id <> p_member OR (p_amount > 0 AND r.stake - r.refunded <= 0) THEN
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
  RETURN QUERY SELECT 'OK'::text, v_vtx, coalesce(v_bal - v_held, 0);
END $$;
