import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { sha256 } from '@/lib/ids.ts';
import { IdempotencyReplay } from '@/modules/wallet/ledger.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import type { WalletReply, WalletBody, WalletStatus } from '@monsoon/contracts/provider/wallet';
import {
  createProviderRepository,
  type FunctionOutcome,
  type ProviderRepository,
  type VendorRow,
} from './provider.repository.ts';
import { answerOf, createClaims, type MerchantRef, type RefusalRow } from './provider.claim.ts';
import { createFastPath } from './provider.fast-path.ts';
import { rollbackWork } from './provider.rollback.ts';

interface MemberLookup {
  /** The member of a merchant by id: status and type, or null. */
  find(
    merchantId: number,
    memberId: number,
  ): Promise<{ status: string; type: number; language: string | null } | null>;
}

/** The refusal a wallet function's outcome stands for (stored under the id), or null for OK. */
const REFUSALS: Readonly<Record<string, WalletStatus>> = {
  // A rollback that arrived first cancelled this bet: it must never take money.
  TOMBSTONE: 'DUPLICATE_CONFLICT',
  INSUFFICIENT: 'INSUFFICIENT_FUNDS',
  NO_BET: 'BET_NOT_FOUND',
  // A round that has ended takes nothing more (decision 0030).
  CLOSED: 'ROUND_CLOSED',
  // The round id belongs to another member's round, or to a round in another asset.
  ROUND_TAKEN: 'DUPLICATE_CONFLICT',
};

const playerIdOf = (text: string): number | null =>
  /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;

// JSON keeps field boundaries (ids may contain any printable character).
const hashOf = (action: string, fields: readonly (string | number | boolean | null)[]) =>
  sha256(JSON.stringify([action, ...fields]));

/**
 * The vendor side of the seamless wallet (design/money.md §4, docs/vendor-wallet-api.md): authenticate,
 * balance, bet, win, rollback. Idempotent on (vendor, transactionId): an ordinary bet or win is settled
 * by the fast path (decision 0023); everything else claims the id first and then decides, storing every
 * business outcome under it (decision 0030), so every repeat gets the first answer. A repeated id with
 * other business fields is DUPLICATE_CONFLICT with no effect; a rollback before its bet leaves a
 * tombstone that refuses the bet; a closed round takes no bet, win or refund; wins and rollbacks never
 * depend on the token or on the player's status.
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
  const claims = createClaims({ ledger, wallet, members: deps.members, repo });
  const { claimed, refuse, currentBalance } = claims;
  const fast = createFastPath({ repo, ledger, clock, answer: answerOf });

  /** Answers a wallet function's outcome inside the claim: OK, or the refusal stored under the id. */
  const settle = (
    tx: Database,
    merchant: MerchantRef,
    row: RefusalRow & { memberKnown: boolean },
    o: FunctionOutcome,
  ): Promise<WalletReply> | WalletReply => {
    if (o.outcome === 'OK' && o.vtxId !== null && o.balance !== null)
      return answerOf('OK', o.balance, row.asset, { transactionId: String(o.vtxId) });
    if (o.outcome === 'REPLAY') throw new IdempotencyReplay();
    const refusal = REFUSALS[o.outcome];
    if (!refusal) throw new Error(`wallet function answered ${o.outcome}`);
    return refuse(tx, merchant, row, refusal);
  };

  /** The member a call names, read under the claim; PLAYER_NOT_FOUND is stored when there is none. */
  const memberOf = async (
    txRepo: ProviderRepository,
    merchant: MerchantRef,
    memberId: number | null,
  ) => (memberId === null ? null : txRepo.findMember(merchant.id, memberId));

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
        return answerOf('INVALID_TOKEN', 0n, merchant.currency);
      const member = await deps.members.find(merchant.id, launch.memberId);
      if (!member) return answerOf('PLAYER_NOT_FOUND', 0n, launch.asset);
      const balance = await currentBalance(merchant.id, launch.memberId, launch.asset);
      if (member.status !== 'active') return answerOf('PLAYER_BLOCKED', balance, launch.asset);
      return answerOf('OK', balance, launch.asset, {
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
      if (memberId === null || !member) return answerOf('PLAYER_NOT_FOUND', 0n, merchant.currency);
      let asset = wallet.assetOf(member.type, merchant.currency);
      if (body.token) {
        const launch = await repo.findLaunch(sha256(body.token));
        if (!launch || launch.vendorId !== vendor.id || launch.memberId !== memberId)
          return answerOf(
            'INVALID_TOKEN',
            await currentBalance(merchant.id, memberId, asset),
            asset,
          );
        asset = launch.asset;
      }
      return answerOf('OK', await currentBalance(merchant.id, memberId, asset), asset);
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
      const call = { txId: body.transactionId, requestHash, memberId };
      return claimed(merchant, vendor, call, async (tx, txRepo) => {
        const base = {
          vendorId: vendor.id,
          txId: body.transactionId,
          action: 'bet',
          memberId: memberId ?? 0,
          roundId: body.roundId,
          gameCode: body.gameCode,
          amount,
          requestHash,
        };
        const member = await memberOf(txRepo, merchant, memberId);
        if (memberId === null || !member)
          return refuse(
            tx,
            merchant,
            { ...base, asset: merchant.currency, memberKnown: false },
            'PLAYER_NOT_FOUND',
          );
        const fallback = { ...base, asset: wallet.assetOf(member.type, merchant.currency) };
        const launch = await txRepo.findLaunch(sha256(body.token));
        if (
          !launch ||
          launch.vendorId !== vendor.id ||
          launch.memberId !== memberId ||
          launch.gameCode !== body.gameCode ||
          launch.expiresAt <= clock.now()
        )
          return refuse(tx, merchant, { ...fallback, memberKnown: true }, 'INVALID_TOKEN');
        // The currency is fixed per launch token.
        const row = { ...base, asset: launch.asset, memberKnown: true };
        if (member.status !== 'active') return refuse(tx, merchant, row, 'PLAYER_BLOCKED');
        const ref = { merchantId: merchant.id, memberId };
        const outcome = await txRepo.callBet({
          merchantId: merchant.id,
          vendorId: vendor.id,
          txId: body.transactionId,
          memberId,
          roundId: body.roundId,
          gameCode: body.gameCode,
          asset: row.asset,
          amount,
          requestHash,
          memberAccount: await wallet.memberAccountId(ref, row.asset, tx),
          houseAccount: await wallet.houseAccountId(ref, row.asset, tx),
          at: clock.now(),
        });
        return settle(tx, merchant, row, outcome);
      });
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
      const call = { txId: body.transactionId, requestHash, memberId };
      return claimed(merchant, vendor, call, async (tx, txRepo) => {
        const base = {
          vendorId: vendor.id,
          txId: body.transactionId,
          action: 'win',
          memberId: memberId ?? 0,
          roundId: body.roundId,
          gameCode: body.gameCode,
          amount,
          requestHash,
        };
        const member = await memberOf(txRepo, merchant, memberId);
        if (memberId === null || !member)
          return refuse(
            tx,
            merchant,
            { ...base, asset: merchant.currency, memberKnown: false },
            'PLAYER_NOT_FOUND',
          );
        const round = await txRepo.findRound(vendor.id, body.roundId);
        // A win needs its round's stake (never pay for a stake that was not taken).
        if (!round || round.memberId !== memberId) {
          const asset = wallet.assetOf(member.type, merchant.currency);
          return refuse(tx, merchant, { ...base, asset, memberKnown: true }, 'BET_NOT_FOUND');
        }
        // A round pays in its own asset: a win under a launch of another currency is refused.
        const row = { ...base, asset: round.asset, memberKnown: true };
        const launch = body.token ? await txRepo.findLaunch(sha256(body.token)) : null;
        if (
          launch &&
          launch.vendorId === vendor.id &&
          launch.memberId === memberId &&
          launch.asset !== round.asset
        )
          return refuse(tx, merchant, row, 'DUPLICATE_CONFLICT');
        const ref = { merchantId: merchant.id, memberId };
        // The function checks the round again under the member's lock (closed, refunded stake).
        const outcome = await txRepo.callWin({
          merchantId: merchant.id,
          vendorId: vendor.id,
          txId: body.transactionId,
          memberId,
          roundId: body.roundId,
          gameCode: body.gameCode,
          amount,
          finished: body.roundFinished,
          requestHash,
          memberAccount: await wallet.memberAccountId(ref, round.asset, tx),
          houseAccount: await wallet.houseAccountId(ref, round.asset, tx),
          at: clock.now(),
        });
        return settle(tx, merchant, row, outcome);
      });
    },

    async rollback(
      merchant: MerchantRef,
      vendor: VendorRow,
      body: WalletBody<'rollback'>,
    ): Promise<WalletReply> {
      // Every field that matters: a replay with another player, round, game or reference conflicts.
      const requestHash = hashOf('rollback', [
        body.playerId,
        body.roundId,
        body.gameCode ?? null,
        body.referenceTransactionId,
      ]);
      const memberId = playerIdOf(body.playerId);
      const call = { txId: body.transactionId, requestHash, memberId };
      return claimed(merchant, vendor, call, (tx, txRepo) =>
        rollbackWork(
          { tx, txRepo, merchant, vendor, body, memberId, requestHash },
          {
            wallet,
            ledger,
            clock,
            refuse,
          },
        ),
      );
    },
  };
}
export type ProviderService = ReturnType<typeof createProviderService>;
