import type { WalletBody, WalletReply, WalletStatus } from '@monsoon/contracts/provider/wallet';
import type { Clock } from '@/lib/clock.ts';
import { sqlStateOf, uniqueViolation } from '@/lib/db-errors.ts';
import { sha256 } from '@/lib/ids.ts';
import { houseShardOf, type Ledger } from '@/modules/wallet/ledger.ts';
import type { createProviderRepository, FastOutcome } from './provider.repository.ts';

type Answer = (
  status: WalletStatus,
  balance: bigint,
  currency: string,
  extra?: Partial<WalletReply>,
) => WalletReply;

/** Who the call is for, as the service resolved it before the fast path. */
interface FastCall {
  merchantId: number;
  vendorId: number;
  memberId: number;
  requestHash: string;
}

/**
 * Decision 0023: an ordinary bet or win in one round trip (migration 0007's functions). Answers the
 * call when the function settled it by itself (applied, or the replay of an identical earlier call);
 * null sends it down the service's full path, which re-reads and decides every unusual case. The
 * functions write nothing in those cases, and a refusal they raise (id or round taken by a racing
 * call) is left to the full path too.
 */
export function createFastPath(deps: {
  repo: ReturnType<typeof createProviderRepository>;
  ledger: Ledger;
  clock: Clock;
  answer: Answer;
}) {
  const { repo, ledger, clock, answer } = deps;

  const fastAnswer = (o: FastOutcome, requestHash: string): WalletReply | null => {
    if (o.outcome === 'OK' && o.vtxId !== null && o.balance !== null && o.asset !== null)
      return answer('OK', o.balance, o.asset, { transactionId: String(o.vtxId) });
    if (
      o.outcome === 'SEEN' &&
      o.storedHash === requestHash &&
      o.balance !== null &&
      o.asset !== null
    ) {
      const status = o.storedStatus as WalletStatus;
      return answer(
        status,
        o.balance,
        o.asset,
        status === 'OK' ? { transactionId: String(o.vtxId) } : {},
      );
    }
    return null;
  };

  const run = async (
    call: () => Promise<FastOutcome>,
    requestHash: string,
  ): Promise<WalletReply | null> => {
    try {
      return fastAnswer(await ledger.runStatement(call), requestHash);
    } catch (err) {
      const state = sqlStateOf(err)?.code;
      if (state === 'MNS01' || state === 'MNS02' || uniqueViolation(err) !== null) return null;
      throw err;
    }
  };

  const common = (c: FastCall, body: WalletBody<'bet'> | WalletBody<'win'>) => ({
    merchantId: c.merchantId,
    vendorId: c.vendorId,
    txId: body.transactionId,
    memberId: c.memberId,
    roundId: body.roundId,
    gameCode: body.gameCode,
    amount: BigInt(body.amount),
    requestHash: c.requestHash,
    shard: houseShardOf(c.memberId),
    at: clock.now(),
  });

  return {
    bet: (c: FastCall, body: WalletBody<'bet'>) =>
      run(() => repo.betFast({ ...common(c, body), tokenHash: sha256(body.token) }), c.requestHash),
    win: (c: FastCall, body: WalletBody<'win'>) =>
      run(
        () =>
          repo.winFast({
            ...common(c, body),
            finished: body.roundFinished,
            tokenHash: body.token ? sha256(body.token) : null,
          }),
        c.requestHash,
      ),
  };
}
