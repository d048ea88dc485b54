import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { sha256 } from '@/lib/ids.ts';
import { IdempotencyReplay, LedgerRejection } from '@/modules/wallet/ledger.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { sqlStateOf, uniqueViolation } from '@/lib/db-errors.ts';
import type { WalletBody, WalletReply, WalletStatus } from '@monsoon/contracts/provider/wallet';
import {
  createProviderRepository,
  type GameRoundRow,
  type FunctionOutcome,
  type NewVendorTx,
  type VendorRow,
  type VendorTxRow,
} from './provider.repository.ts';
import { createFastPath } from './provider.fast-path.ts';

interface MerchantRef {
  id: number;
  currency: string;
}

interface MemberLookup {
  /** The member of a merchant by id: status and type, or null. */
  find(
    merchantId: number,
    memberId: number,
  ): Promise<{ status: string; type: number; language: string | null } | null>;
}

/** A refusal decided inside the money transaction, stored for its transaction id. */
class StoredRefusal extends Error {
  constructor(readonly status: WalletStatus) {
    super(status);
  }
}

/** A refusal decided inside the money transaction that is not stored (a retry runs fresh). */
class PassingRefusal extends Error {
  constructor(readonly status: WalletStatus) {
    super(status);
  }
}

/** Whether a round can take a win: the member's, and with a stake not fully refunded (0 closes any). */
const roundTakesWin = (
  round: GameRoundRow | null,
  memberId: number,
  amount: bigint,
): round is GameRoundRow =>
  round !== null &&
  round.memberId === memberId &&
  (amount === 0n || round.stake - round.refunded > 0n);

const playerIdOf = (text: string): number | null =>
  /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;

/**
 * The vendor side of the seamless wallet (design/money.md §4): authenticate, balance, bet, win,
 * rollback. Idempotent on (vendor, transactionId); the stored answer (status and balance) is replayed;
 * a repeated id with other business fields is DUPLICATE_CONFLICT with no effect; a rollback before its
 * bet leaves a tombstone that refuses the bet; wins and rollbacks never depend on the token or on
 * the player's status.
 */
export function createProviderService(deps: {
  db: Database;
  clock: Clock;
  wallet: WalletService;
  members: MemberLookup;
}) {
  const { db, clock, wallet } = deps;
  const repo = createProviderRepository(db);
  const ledger = wallet.ledger;

  const answer = (
    status: WalletStatus,
    balance: bigint,
    currency: string,
    extra: Partial<WalletReply> = {},
  ): WalletReply => ({
    status,
    balance,
    currency,
    ...extra,
  });

  const fast = createFastPath({ repo, ledger, clock, answer });

  const currentBalance = async (
    merchantId: number,
    memberId: number,
    asset: string,
    scope?: Database,
  ) => wallet.available({ merchantId, memberId }, asset, scope);

  /**
   * A conflict answers the balance of the player named in the request: a vendor shows it to that
   * player, so it must never be the balance of the player who used the id first.
   */
  const conflict = async (
    merchant: MerchantRef,
    tx: VendorTxRow,
    memberId: number | null,
  ): Promise<WalletReply> => {
    if (memberId === tx.memberId)
      return answer(
        'DUPLICATE_CONFLICT',
        await currentBalance(merchant.id, memberId, tx.asset),
        tx.asset,
      );
    const member = memberId === null ? null : await deps.members.find(merchant.id, memberId);
    if (memberId === null || !member) return answer('DUPLICATE_CONFLICT', 0n, merchant.currency);
    const asset = wallet.assetOf(member.type, merchant.currency);
    return answer('DUPLICATE_CONFLICT', await currentBalance(merchant.id, memberId, asset), asset);
  };

  /** The stored answer of an earlier call with this id, or a conflict when the fields differ. */
  const replay = async (
    merchant: MerchantRef,
    tx: VendorTxRow,
    requestHash: string,
    memberId: number | null,
  ): Promise<WalletReply> => {
    if (tx.requestHash !== requestHash) return conflict(merchant, tx, memberId);
    const status = tx.answerStatus as WalletStatus;
    return answer(
      status,
      tx.balanceAfter,
      tx.asset,
      status === 'OK' ? { transactionId: String(tx.id) } : {},
    );
  };

  // JSON keeps field boundaries (ids may contain any printable character).
  /** Maps a wallet function's outcome to the answer, or to the refusal the guard stores or replays. */
  const fromOutcome = (o: FunctionOutcome, asset: string): WalletReply => {
    if (o.outcome === 'OK' && o.vtxId !== null && o.balance !== null)
      return answer('OK', o.balance, asset, { transactionId: String(o.vtxId) });
    // A rollback that arrived first cancelled this bet: it must never take money.
    if (o.outcome === 'TOMBSTONE') throw new StoredRefusal('DUPLICATE_CONFLICT');
    if (o.outcome === 'INSUFFICIENT') throw new LedgerRejection('INSUFFICIENT_FUNDS');
    if (o.outcome === 'REPLAY') throw new IdempotencyReplay();
    if (o.outcome === 'NO_BET') throw new PassingRefusal('BET_NOT_FOUND');
    throw new Error(`wallet function answered ${o.outcome}`);
  };

  const hashOf = (action: string, fields: readonly (string | number | boolean)[]) =>
    sha256(JSON.stringify([action, ...fields]));

  /** Stores a business refusal for the id (or replays whatever got there first). */
  const storeRefusal = async (
    merchant: MerchantRef,
    row: Omit<NewVendorTx, 'status' | 'answerStatus' | 'balanceAfter'>,
    status: WalletStatus,
  ): Promise<WalletReply> => {
    const balance = await currentBalance(merchant.id, row.memberId, row.asset);
    const id = await repo.insertTx({
      ...row,
      status: 'rejected',
      answerStatus: status,
      balanceAfter: balance,
    });
    if (id === null) {
      const existing = await repo.findTx(row.vendorId, row.txId);
      if (existing) return replay(merchant, existing, row.requestHash, row.memberId);
    }
    return answer(status, balance, row.asset);
  };

  /** Runs a money transaction; a duplicate id that raced us is replayed. */
  const guarded = async (
    merchant: MerchantRef,
    vendor: VendorRow,
    txId: string,
    requestHash: string,
    refusalRow: Parameters<typeof storeRefusal>[1],
    work: (tx: Database) => Promise<WalletReply>,
    /** `work` is one statement (a wallet database function): no explicit transaction around it. */
    single = false,
  ): Promise<WalletReply> => {
    try {
      return await (single ? ledger.runStatement(work) : ledger.run(work));
    } catch (err) {
      const state = sqlStateOf(err)?.code;
      if (state === 'MNS02') return storeRefusal(merchant, refusalRow, 'DUPLICATE_CONFLICT');
      if (err instanceof IdempotencyReplay || uniqueViolation(err) !== null || state === 'MNS01') {
        const existing = await repo.findTx(vendor.id, txId);
        if (existing) return replay(merchant, existing, requestHash, refusalRow.memberId);
        throw err;
      }
      if (err instanceof LedgerRejection)
        return storeRefusal(merchant, refusalRow, 'INSUFFICIENT_FUNDS');
      if (err instanceof StoredRefusal) return storeRefusal(merchant, refusalRow, err.status);
      if (err instanceof PassingRefusal)
        return answer(
          err.status,
          await currentBalance(merchant.id, refusalRow.memberId, refusalRow.asset),
          refusalRow.asset,
        );
      throw err;
    }
  };

  return {
    /** A member's game rounds in [from, to), newest first, with the totals of the whole range (betting records). */
    roundsOf: (memberId: number, from: Date, to: Date, limit: number, offset: number) =>
      repo.roundsOf(memberId, from, to, limit, offset),

    async authenticate(
      merchant: MerchantRef,
      vendor: VendorRow,
      body: WalletBody<'authenticate'>,
    ): Promise<WalletReply> {
      const launch = await repo.findLaunch(sha256(body.token));
      if (!launch || launch.vendorId !== vendor.id || launch.expiresAt <= clock.now())
        return answer('INVALID_TOKEN', 0n, merchant.currency);
      const member = await deps.members.find(merchant.id, launch.memberId);
      if (!member) return answer('PLAYER_NOT_FOUND', 0n, launch.asset);
      const balance = await currentBalance(merchant.id, launch.memberId, launch.asset);
      if (member.status !== 'active') return answer('PLAYER_BLOCKED', balance, launch.asset);
      return answer('OK', balance, launch.asset, {
        playerId: String(launch.memberId),
        language: launch.language,
      });
    },

    async balance(
      merchant: MerchantRef,
      vendor: VendorRow,
      body: WalletBody<'balance'>,
    ): Promise<WalletReply> {
      const memberId = playerIdOf(body.playerId);
      const member = memberId === null ? null : await deps.members.find(merchant.id, memberId);
      if (memberId === null || !member) return answer('PLAYER_NOT_FOUND', 0n, merchant.currency);
      let asset = wallet.assetOf(member.type, merchant.currency);
      if (body.token) {
        const launch = await repo.findLaunch(sha256(body.token));
        if (!launch || launch.vendorId !== vendor.id || launch.memberId !== memberId)
          return answer('INVALID_TOKEN', await currentBalance(merchant.id, memberId, asset), asset);
        asset = launch.asset;
      }
      return answer('OK', await currentBalance(merchant.id, memberId, asset), asset);
    },

    async bet(
      merchant: MerchantRef,
      vendor: VendorRow,
      body: WalletBody<'bet'>,
    ): Promise<WalletReply> {
      const amount = BigInt(body.amount);
      const requestHash = hashOf('bet', [body.playerId, body.roundId, body.gameCode, body.amount]);
      const memberId = playerIdOf(body.playerId);
      const quick =
        memberId === null
          ? null
          : await fast.bet(
              { merchantId: merchant.id, vendorId: vendor.id, memberId, requestHash },
              body,
            );
      if (quick) return quick;
      // The full path. Independent reads at once (separate pool connections on PostgreSQL): one round trip.
      const [seen, member, launch] = await Promise.all([
        repo.findTx(vendor.id, body.transactionId),
        memberId === null ? null : deps.members.find(merchant.id, memberId),
        repo.findLaunch(sha256(body.token)),
      ]);
      if (seen) return replay(merchant, seen, requestHash, memberId);
      if (memberId === null || !member) return answer('PLAYER_NOT_FOUND', 0n, merchant.currency);
      const fallbackAsset = wallet.assetOf(member.type, merchant.currency);
      if (
        !launch ||
        launch.vendorId !== vendor.id ||
        launch.memberId !== memberId ||
        launch.gameCode !== body.gameCode ||
        launch.expiresAt <= clock.now()
      )
        return answer(
          'INVALID_TOKEN',
          await currentBalance(merchant.id, memberId, fallbackAsset),
          fallbackAsset,
        );
      const asset = launch.asset;
      const ref = { merchantId: merchant.id, memberId };
      const row = {
        vendorId: vendor.id,
        txId: body.transactionId,
        action: 'bet',
        memberId,
        roundId: body.roundId,
        gameCode: body.gameCode,
        amount,
        asset,
        requestHash,
      };
      if (member.status !== 'active') return storeRefusal(merchant, row, 'PLAYER_BLOCKED');
      const memberAccount = await wallet.memberAccountId(ref, asset);
      const house = await wallet.houseAccountId(ref, asset);
      return guarded(
        merchant,
        vendor,
        body.transactionId,
        requestHash,
        row,
        async (scope) =>
          fromOutcome(
            await createProviderRepository(scope).callBet({
              merchantId: merchant.id,
              vendorId: vendor.id,
              txId: body.transactionId,
              memberId,
              roundId: body.roundId,
              gameCode: body.gameCode,
              asset,
              amount,
              requestHash,
              memberAccount,
              houseAccount: house,
              at: clock.now(),
            }),
            asset,
          ),
        true,
      );
    },

    async win(
      merchant: MerchantRef,
      vendor: VendorRow,
      body: WalletBody<'win'>,
    ): Promise<WalletReply> {
      const amount = BigInt(body.amount);
      const requestHash = hashOf('win', [
        body.playerId,
        body.roundId,
        body.gameCode,
        body.amount,
        body.roundFinished,
      ]);
      const memberId = playerIdOf(body.playerId);
      const quick =
        memberId === null
          ? null
          : await fast.win(
              { merchantId: merchant.id, vendorId: vendor.id, memberId, requestHash },
              body,
            );
      if (quick) return quick;
      const [seen, member, round] = await Promise.all([
        repo.findTx(vendor.id, body.transactionId),
        memberId === null ? null : deps.members.find(merchant.id, memberId),
        repo.findRound(vendor.id, body.roundId),
      ]);
      if (seen) return replay(merchant, seen, requestHash, memberId);
      if (memberId === null || !member) return answer('PLAYER_NOT_FOUND', 0n, merchant.currency);
      const fallbackAsset = wallet.assetOf(member.type, merchant.currency);
      // A win needs its round's bet (never pay for a stake that was not taken); not stored, so the
      // vendor's retry after a late bet succeeds.
      if (!roundTakesWin(round, memberId, amount))
        return answer(
          'BET_NOT_FOUND',
          await currentBalance(merchant.id, memberId, fallbackAsset),
          fallbackAsset,
        );
      const asset = round.asset;
      const ref = { merchantId: merchant.id, memberId };
      const row = {
        vendorId: vendor.id,
        txId: body.transactionId,
        action: 'win',
        memberId,
        roundId: body.roundId,
        gameCode: body.gameCode,
        amount,
        asset,
        requestHash,
      };
      const memberAccount = await wallet.memberAccountId(ref, asset);
      const house = await wallet.houseAccountId(ref, asset);
      // The function checks the round again under the member's lock: a rollback of its bet may have
      // committed since the read above, and a refunded stake is never paid.
      return guarded(
        merchant,
        vendor,
        body.transactionId,
        requestHash,
        row,
        async (scope) =>
          fromOutcome(
            await createProviderRepository(scope).callWin({
              merchantId: merchant.id,
              vendorId: vendor.id,
              txId: body.transactionId,
              memberId,
              roundId: body.roundId,
              gameCode: body.gameCode,
              amount,
              finished: body.roundFinished,
              requestHash,
              memberAccount,
              houseAccount: house,
              at: clock.now(),
            }),
            asset,
          ),
        true,
      );
    },

    async rollback(
      merchant: MerchantRef,
      vendor: VendorRow,
      body: WalletBody<'rollback'>,
    ): Promise<WalletReply> {
      const requestHash = hashOf('rollback', [
        body.playerId,
        body.roundId,
        body.referenceTransactionId,
      ]);
      const seen = await repo.findTx(vendor.id, body.transactionId);
      const memberId = playerIdOf(body.playerId);
      if (seen) return replay(merchant, seen, requestHash, memberId);
      const member = memberId === null ? null : await deps.members.find(merchant.id, memberId);
      if (memberId === null || !member) return answer('PLAYER_NOT_FOUND', 0n, merchant.currency);
      const fallbackAsset = wallet.assetOf(member.type, merchant.currency);
      const ref = { merchantId: merchant.id, memberId };
      const base = {
        vendorId: vendor.id,
        txId: body.transactionId,
        action: 'rollback',
        memberId,
        roundId: body.roundId,
        gameCode: body.gameCode ?? null,
        referenceTxId: body.referenceTransactionId,
        requestHash,
      };
      const refusalRow = { ...base, amount: 0n, asset: fallbackAsset };
      return guarded(merchant, vendor, body.transactionId, requestHash, refusalRow, async (tx) => {
        const txRepo = createProviderRepository(tx);
        await txRepo.lockMember(memberId);
        const bet = await txRepo.findTx(vendor.id, body.referenceTransactionId);
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
          return answer('OK', balance, asset, { transactionId: String(id) });
        };
        if (!bet) {
          // Rollback before its bet: remember it, so the bet is refused when it arrives.
          return record(
            'tombstone',
            fallbackAsset,
            0n,
            await currentBalance(merchant.id, memberId, fallbackAsset, tx),
            null,
          );
        }
        if (bet.action !== 'bet' || bet.memberId !== memberId)
          throw new StoredRefusal('BET_NOT_FOUND');
        const balanceNow = await currentBalance(merchant.id, memberId, bet.asset, tx);
        // A refused bet took nothing; a bet already rolled back is refunded once only.
        if (bet.status !== 'applied') return record('applied', bet.asset, 0n, balanceNow, null);
        const earlier = await txRepo.rollbacksOf(vendor.id, bet.txId);
        if (earlier.some((r) => r.journalId !== null))
          return record('applied', bet.asset, 0n, balanceNow, null);
        // A round that has paid a win is settled: refunding its stake would let the player keep both.
        const settled = await txRepo.findRound(vendor.id, bet.roundId);
        if (settled && settled.payout > 0n) throw new StoredRefusal('BET_NOT_FOUND');
        const memberAccount = await wallet.memberAccountId(ref, bet.asset, tx);
        const house = await wallet.houseAccountId(ref, bet.asset, tx);
        const posted = await ledger.post(tx, {
          merchantId: merchant.id,
          kind: 'game.rollback',
          scope: `vendor:${vendor.id}`,
          key: body.transactionId,
          requestHash,
          relatedId: bet.journalId,
          legs: [
            { accountId: memberAccount, asset: bet.asset, amount: bet.amount, system: false },
            { accountId: house, asset: bet.asset, amount: -bet.amount, system: true },
          ],
          memo: { round: body.roundId, reverses: bet.txId },
        });
        const round = await txRepo.findRound(vendor.id, bet.roundId);
        if (round) await txRepo.addRefund(round.id, bet.amount, clock.now());
        return record(
          'applied',
          bet.asset,
          bet.amount,
          posted.balances.get(memberAccount) ?? 0n,
          posted.journalId,
        );
      });
    },
  };
}
export type ProviderService = ReturnType<typeof createProviderService>;
