import type { WalletReply, WalletBody } from '@monsoon/contracts/provider/wallet';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { IdempotencyReplay, type Ledger } from '@/modules/wallet/ledger.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { answerOf, type Claims, type MerchantRef } from './provider.claim.ts';
import type { ProviderRepository, VendorRow } from './provider.repository.ts';

/** The call a rollback decides, inside the transaction that holds its id's claim. */
interface RollbackCall {
  tx: Database;
  txRepo: ProviderRepository;
  merchant: MerchantRef;
  vendor: VendorRow;
  body: WalletBody<'rollback'>;
  memberId: number | null;
  requestHash: string;
}

/**
 * A rollback under its id's claim (decision 0030), then the member's lock: a rollback before its bet
 * leaves a tombstone (OK, nothing refunded); a bet is refunded at most once; a round that has ended
 * (closed by `roundFinished`, or refunded in full) refunds nothing (`ROUND_CLOSED`), nor does one that
 * has paid a win (`BET_NOT_FOUND`): the player would keep both. Every refusal is stored under the id.
 */
export async function rollbackWork(
  c: RollbackCall,
  deps: { wallet: WalletService; ledger: Ledger; clock: Clock; refuse: Claims['refuse'] },
): Promise<WalletReply> {
  const { tx, txRepo, merchant, vendor, body, memberId } = c;
  const { wallet, clock } = deps;
  const base = {
    vendorId: vendor.id,
    txId: body.transactionId,
    action: 'rollback',
    memberId: memberId ?? 0,
    roundId: body.roundId,
    gameCode: body.gameCode ?? null,
    referenceTxId: body.referenceTransactionId,
    requestHash: c.requestHash,
    amount: 0n,
  };
  const member = memberId === null ? null : await txRepo.findMember(merchant.id, memberId);
  if (memberId === null || !member)
    return deps.refuse(
      tx,
      merchant,
      { ...base, asset: merchant.currency, memberKnown: false },
      'PLAYER_NOT_FOUND',
    );
  const fallbackAsset = wallet.assetOf(member.type, merchant.currency);
  const ref = { merchantId: merchant.id, memberId };
  await txRepo.lockMember(memberId);
  const record = async (
    status: 'applied' | 'tombstone',
    asset: string,
    amount: bigint,
    balance: bigint,
    journalId: number | null,
  ) => {
    const id = await txRepo.insertTx({
      ...base,
      amount,
      asset,
      status,
      answerStatus: 'OK',
      balanceAfter: balance,
      journalId,
    });
    if (id === null) throw new IdempotencyReplay();
    return answerOf('OK', balance, asset, { transactionId: String(id) });
  };
  const bet = await txRepo.findTx(vendor.id, body.referenceTransactionId);
  if (!bet) {
    // Rollback before its bet: remember it, so the bet is refused when it arrives.
    const balance = await wallet.available(ref, fallbackAsset, tx);
    return record('tombstone', fallbackAsset, 0n, balance, null);
  }
  if (bet.action !== 'bet' || bet.memberId !== memberId)
    return deps.refuse(
      tx,
      merchant,
      { ...base, asset: fallbackAsset, memberKnown: true },
      'BET_NOT_FOUND',
    );
  const balanceNow = await wallet.available(ref, bet.asset, tx);
  // A refused bet took nothing; a bet already rolled back is refunded once only.
  if (bet.status !== 'applied') return record('applied', bet.asset, 0n, balanceNow, null);
  const earlier = await txRepo.rollbacksOf(vendor.id, bet.txId);
  if (earlier.some((r) => r.journalId !== null))
    return record('applied', bet.asset, 0n, balanceNow, null);
  const round = await txRepo.findRound(vendor.id, bet.roundId);
  const refused = { ...base, asset: bet.asset, memberKnown: true };
  if (round && round.status !== 'open') return deps.refuse(tx, merchant, refused, 'ROUND_CLOSED');
  // A round that has paid a win is settled: refunding its stake would let the player keep both.
  if (round && round.payout > 0n) return deps.refuse(tx, merchant, refused, 'BET_NOT_FOUND');
  const memberAccount = await wallet.memberAccountId(ref, bet.asset, tx);
  const house = await wallet.houseAccountId(ref, bet.asset, tx);
  const posted = await deps.ledger.post(tx, {
    merchantId: merchant.id,
    kind: 'game.rollback',
    scope: `vendor:${vendor.id}`,
    key: body.transactionId,
    requestHash: c.requestHash,
    relatedId: bet.journalId,
    legs: [
      { accountId: memberAccount, asset: bet.asset, amount: bet.amount, system: false },
      { accountId: house, asset: bet.asset, amount: -bet.amount, system: true },
    ],
    memo: { round: body.roundId, reverses: bet.txId },
  });
  // A refund of the whole stake closes the round and writes its wager fact (valid bet 0).
  if (round) await txRepo.addRefund(round.id, bet.amount, clock.now());
  return record(
    'applied',
    bet.asset,
    bet.amount,
    posted.balances.get(memberAccount) ?? 0n,
    posted.journalId,
  );
}
