-- The vendor wallet's common bet and win in ONE round trip (docs/decisions/0019, docs/performance.md).
-- Each function does the service's reads (idempotency record, member, launch token or round, the two
-- accounts) and, when the call is an ordinary one, the locked part through vendor_wallet_bet/_win.
-- Anything unusual answers an outcome the TypeScript service handles on its full path:
-- SEEN (the id exists: stored fields returned), SLOW (any other case), or the inner outcomes.
CREATE FUNCTION vendor_wallet_bet_fast(
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
CREATE FUNCTION vendor_wallet_win_fast(
  p_merchant integer, p_vendor integer, p_tx text, p_member bigint, p_round text, p_game text,
  p_amount bigint, p_finished boolean, p_hash text, p_shard smallint, p_at timestamptz
) RETURNS TABLE (outcome text, vtx_id bigint, balance_after bigint, asset text, stored_hash text,
  stored_status text, stored_member bigint) LANGUAGE plpgsql AS $$
DECLARE
  t vendor_tx%ROWTYPE;
  r game_rounds%ROWTYPE;
  v_found boolean;
  v_member_acct bigint;
  v_house_acct bigint;
BEGIN
  SELECT * INTO t FROM vendor_tx WHERE vendor_id = p_vendor AND tx_id = p_tx;
  IF t.id IS NOT NULL THEN
    RETURN QUERY SELECT 'SEEN'::text, t.id, t.balance_after, t.asset, t.request_hash, t.answer_status, t.member_id;
    RETURN;
  END IF;
  SELECT true INTO v_found FROM members m WHERE m.id = p_member AND m.merchant_id = p_merchant;
  SELECT * INTO r FROM game_rounds WHERE vendor_id = p_vendor AND round_id = p_round;
  IF v_found IS NULL OR r.id IS NULL OR r.member_id <> p_member OR (p_amount > 0 AND r.stake - r.refunded <= 0) THEN
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
