import { MoneyError, parseMoney, wireToMinor } from '@monsoon/contracts/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { uniqueViolation } from '@/lib/db-errors.ts';
import { AppError } from '@/lib/errors.ts';
import { sha256 } from '@/lib/ids.ts';
import { actorOf } from '@/modules/admin/admin.actor.ts';
import type { AuditService } from '@/modules/admin/audit.service.ts';
import type { OperatorContext } from '@/modules/admin/operator-auth.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import type { PayeesService } from '@/modules/withdrawals/payees.service.ts';
import type { WithdrawalSettings } from '@/modules/withdrawals/withdrawal.settings.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { createC2cMoves, POOL_SCOPE } from './c2c.moves.ts';
import { checkProofs, type ProofImage } from './c2c.proofs.ts';
import {
  createC2cRepository,
  type C2cDepositRow,
  type C2cMatchRow,
  type PoolRow,
} from './c2c.repository.ts';

/** Fiat minor units: 2 decimals (design/money.md §1.3). */
export const SCALE = 2;
/** The journal kind of a C2C withdrawal's fee, taken when it enters the pool. */
export const FEE_KIND = 'withdrawal.fee';
/** Hold scopes: one match's slice, the fee on its way to the house (the pool's is in c2c.moves.ts). */
const MATCH_SCOPE = 'c2c.match';
const FEE_SCOPE = 'c2c.fee';
/** How far down the FIFO a deposit looks for withdrawals to pay. */
const MATCH_WINDOW = 200;
/** How many pool rows a deposit locks per look (it looks again while it still needs money). */
const CLAIM_BATCH = 2;
/** How long a forced receipt stays in the withdrawer's list (the forced-completion message). */
const FORCED_SHOWN_MS = 7 * 24 * 3_600_000;

/** C2C applies when the merchant switched it on with a penalty charge above 0 (wire-api §5.3). */
export const c2cApplies = (s: WithdrawalSettings): boolean => s.c2cEnabled && s.penaltyPercent > 0;

/** The answers of a withdrawer. */
export type Answer =
  | { result: 'RECEIVED' }
  | { result: 'PARTIAL'; amount: string | number | { toString(): string } }
  | { result: 'NOT_RECEIVED'; images: readonly string[] | undefined };

interface Deps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  wallet: WalletService;
  audit: AuditService;
  payees: PayeesService;
  merchantById: (id: number) => Promise<MerchantRow | null>;
}

const amountOf = (raw: unknown): bigint => {
  try {
    if (typeof raw === 'string') return parseMoney(raw.trim(), SCALE);
    return wireToMinor(raw as Parameters<typeof wireToMinor>[0], SCALE);
  } catch (err) {
    if (err instanceof MoneyError) throw new AppError('c2c.amount.invalid');
    throw err;
  }
};

/** A deposit with its matches (for the presenters). */
export interface DepositView {
  deposit: C2cDepositRow;
  matches: Array<{
    match: C2cMatchRow;
    payee: { bankCode: string; accountName: string | null; accountNumber: string } | null;
    proofCount: number;
  }>;
}

/** One confirmation the withdrawer sees. */
export interface ConfirmationView {
  match: C2cMatchRow;
  withdrawalNet: bigint;
  received: bigint;
}

/**
 * C2C (design/money.md §5, §12; decisions 0053-0055): approved bank withdrawals of a merchant with C2C on
 * enter a pool instead of the PSP; a C2C deposit is matched at once, FIFO, to open withdrawals outside
 * the depositor's team, each slice a hold of its own split off the withdrawal's; the depositor pays the
 * payee and uploads proof; the withdrawer answers received (the slice captured to the depositor),
 * partly (that much captured, the rest back to the pool) or not received (a dispute for the operator).
 * No answer by the deadline counts as received (`autoConfirm`, the same compare-and-set). Every step is
 * one transaction, written to the match's events and the audit log.
 */
export function createC2cService(deps: Deps) {
  const { db, clock, log, wallet, audit, payees, merchantById } = deps;
  const repo = createC2cRepository(db);
  const { memberActor, record, repool, receive } = createC2cMoves({ clock, wallet, audit });

  const depositView = async (deposit: C2cDepositRow): Promise<DepositView> => {
    const matches = await repo.matchesOfDeposits([deposit.id]);
    const proofs = await repo.proofIds(matches.map((m) => m.id));
    return {
      deposit,
      matches: await Promise.all(
        matches.map(async (match) => {
          const p = await repo.payeeOf(match.withdrawalId);
          return {
            match,
            payee: p
              ? { bankCode: p.bankCode, accountName: p.accountName, accountNumber: p.accountNumber }
              : null,
            proofCount: proofs.filter((x) => x.matchId === match.id && x.side === 'payment').length,
          };
        }),
      ),
    };
  };

  const confirmationOf = async (match: C2cMatchRow): Promise<ConfirmationView> => {
    const w = await repo.withdrawal(match.withdrawalId);
    if (!w) throw new Error(`c2c match ${match.id} has no withdrawal`);
    return { match, withdrawalNet: w.amount - w.fee, received: await repo.receivedOf(w.id) };
  };

  const service = {
    applies: (merchant: MerchantRow) => c2cApplies(merchant.settings.withdrawals),
    confirmMinutes: (merchant: MerchantRow) => merchant.settings.withdrawals.c2cConfirmMinutes,

    /**
     * Takes an approved bank withdrawal into the pool when its merchant has C2C on (the withdrawals
     * module asks before calling the PSP): the withdrawal's hold is split into the fee (captured to the
     * house at once) and the open remainder; the withdrawal is `paying` (psp `c2c`) until every slice is
     * received. Answers whether it took it.
     */
    async takeApproved(merchantId: number, withdrawalId: number): Promise<boolean> {
      const merchant = await merchantById(merchantId);
      if (!merchant || !c2cApplies(merchant.settings.withdrawals)) return false;
      const found = await repo.withdrawal(withdrawalId);
      if (!found || found.status !== 'approved') return false;
      const house = await wallet.houseAccountId(
        { merchantId, memberId: found.memberId },
        found.asset,
      );
      const path = await repo.uplinePath(found.memberId);
      return wallet.ledger.run(async (tx) => {
        const r = createC2cRepository(tx);
        const w = await r.lockWithdrawal(merchantId, withdrawalId);
        if (!w || w.status !== 'approved' || w.payeeType !== 'B') return false;
        const now = clock.now();
        await r.moveWithdrawal(
          w.id,
          'approved',
          'paying',
          { psp: 'c2c' },
          { actor: 'c2c', note: 'pool', at: now },
        );
        await wallet.ledger.release(tx, { holdId: w.holdId, key: `withdrawal:${w.id}:c2c` });
        const ref = { merchantId, memberId: w.memberId };
        if (w.fee > 0n) {
          const fee = await wallet.holdMember(tx, ref, {
            asset: w.asset,
            amount: w.fee,
            scope: FEE_SCOPE,
            key: String(w.id),
            requestHash: sha256(`${w.id}:${w.fee}`),
            purpose: 'withdrawal.fee',
            reference: `withdrawal:${w.id}`,
          });
          await wallet.ledger.capture(tx, {
            holdId: fee.hold.id,
            amount: w.fee,
            key: `c2c:fee:${w.id}`,
            kind: FEE_KIND,
            legs: [{ accountId: house, asset: w.asset, amount: w.fee }],
            memo: { withdrawalId: w.id },
          });
        }
        const net = w.amount - w.fee;
        const open = await wallet.holdMember(tx, ref, {
          asset: w.asset,
          amount: net,
          scope: POOL_SCOPE,
          key: `${w.id}:0`,
          requestHash: sha256(`${w.id}:${net}`),
          purpose: 'c2c',
          reference: `withdrawal:${w.id}`,
        });
        await r.insertPool({
          withdrawalId: w.id,
          merchantId,
          memberId: w.memberId,
          uplinePath: path,
          asset: w.asset,
          remaining: net,
          holdId: open.hold.id,
          version: 0,
          createdAt: now,
        });
        return true;
      });
    },

    /**
     * A C2C deposit: matched in full at once, FIFO, to open withdrawals outside the depositor's team
     * (rows taken `FOR UPDATE SKIP LOCKED`, so two deposits never take the same money), or refused
     * with nothing written (`c2c.no.match`). The same key replays the same deposit.
     */
    async deposit(
      merchant: MerchantRow,
      session: SessionInfo,
      rawAmount: unknown,
      requestKey: string,
    ): Promise<DepositView> {
      const member = await payees.realMember(session);
      if (!c2cApplies(merchant.settings.withdrawals)) throw new AppError('c2c.disabled');
      const amount = amountOf(rawAmount);
      if (amount <= 0n) throw new AppError('c2c.amount.invalid');
      const replay = async (): Promise<DepositView | null> => {
        const existing = await repo.depositByKey(merchant.id, member.id, requestKey);
        if (!existing) return null;
        if (existing.amount !== amount) throw new AppError('c2c.conflict');
        return depositView(existing);
      };
      const earlier = await replay();
      if (earlier) return earlier;
      const asset = merchant.currency;
      const path = await repo.uplinePath(member.id);
      await wallet.memberAccountId({ merchantId: merchant.id, memberId: member.id }, asset);
      let deposit: C2cDepositRow;
      try {
        deposit = await wallet.ledger.run(async (tx) => {
          const r = createC2cRepository(tx);
          // A few rows at a time, oldest first: a deposit locks about what it takes, so deposits
          // running at once do not lock each other out of money that is open.
          const takes: Array<{ pool: PoolRow; take: bigint }> = [];
          let left = amount;
          let seen = 0;
          let after: { createdAt: Date; withdrawalId: number } | null = null;
          while (left > 0n && seen < MATCH_WINDOW) {
            const open = await r.claimOpen({
              merchantId: merchant.id,
              asset,
              depositorId: member.id,
              depositorPath: path,
              limit: CLAIM_BATCH,
              after,
            });
            if (open.length === 0) break;
            for (const pool of open) {
              seen++;
              after = { createdAt: pool.createdAt, withdrawalId: pool.withdrawalId };
              if (left === 0n) break;
              const take = pool.remaining < left ? pool.remaining : left;
              takes.push({ pool, take });
              left -= take;
            }
          }
          if (left > 0n) throw new AppError('c2c.no.match');
          const now = clock.now();
          const row = await r.insertDeposit({
            merchantId: merchant.id,
            memberId: member.id,
            requestKey,
            asset,
            amount,
            createdAt: now,
            updatedAt: now,
          });
          for (const { pool, take } of takes) {
            let sliceHoldId = 0;
            await repool(tx, pool, pool.remaining - take, async () => {
              const slice = await wallet.holdMember(
                tx,
                { merchantId: merchant.id, memberId: pool.memberId },
                {
                  asset,
                  amount: take,
                  scope: MATCH_SCOPE,
                  key: `${row.id}:${pool.withdrawalId}`,
                  requestHash: sha256(`${row.id}:${pool.withdrawalId}:${take}`),
                  purpose: 'c2c',
                  reference: `deposit:${row.id}`,
                },
              );
              sliceHoldId = slice.hold.id;
            });
            const match = await r.insertMatch({
              merchantId: merchant.id,
              depositId: row.id,
              withdrawalId: pool.withdrawalId,
              depositorId: member.id,
              withdrawerId: pool.memberId,
              asset,
              amount: take,
              holdId: sliceHoldId,
              status: 'paying',
              createdAt: now,
              updatedAt: now,
            });
            await r.event({
              matchId: match.id,
              fromStatus: null,
              toStatus: 'paying',
              actor: `member:${member.id}`,
              amount: take,
              note: null,
              createdAt: now,
            });
            await record(
              tx,
              memberActor(merchant.id, member.username),
              'c2c.matched',
              match,
              null,
              {
                status: 'paying',
                amount: take.toString(),
                depositorId: member.id,
                withdrawerId: pool.memberId,
              },
            );
          }
          return row;
        });
      } catch (err) {
        if (uniqueViolation(err) === 'c2c_deposits_request_uq') {
          const existing = await replay();
          if (existing) return existing;
        }
        throw err;
      }
      return depositView(deposit);
    },

    /** The member's C2C deposits, newest first. */
    async deposits(merchant: MerchantRow, session: SessionInfo, limit: number) {
      const member = await payees.realMember(session);
      const rows = await repo.memberDeposits(merchant.id, member.id, limit);
      return Promise.all(rows.map(depositView));
    },

    /**
     * The depositor's proof of payment: checked first (nothing written on a refusal), then stored with
     * the match moved `paying → confirming` and the withdrawer's deadline set (now + N minutes).
     */
    async uploadProof(
      merchant: MerchantRow,
      session: SessionInfo,
      matchId: number,
      images: readonly string[],
    ) {
      const member = await payees.realMember(session);
      const proofs = checkProofs(images);
      const m = await repo.match(merchant.id, matchId);
      if (!m || m.depositorId !== member.id) throw new AppError('c2c.match.not.found');
      if (m.status !== 'paying') throw new AppError('c2c.match.state');
      const minutes = merchant.settings.withdrawals.c2cConfirmMinutes;
      await db.transaction(async (tx) => {
        const r = createC2cRepository(tx);
        const locked = await r.lockMatch(merchant.id, matchId);
        if (!locked || locked.status !== 'paying') throw new AppError('c2c.match.state');
        const now = clock.now();
        const confirmBy = new Date(now.getTime() + minutes * 60_000);
        await r.insertProofs(
          proofs.map((p: ProofImage) => ({
            matchId,
            side: 'payment',
            mime: p.mime,
            size: p.bytes.length,
            bytes: p.bytes,
            createdAt: now,
          })),
        );
        await r.moveMatch(matchId, 'paying', { status: 'confirming', confirmBy, updatedAt: now });
        await wallet.ledger.scheduleAutoConfirm(tx, { holdId: locked.holdId, at: confirmBy });
        await r.event({
          matchId,
          fromStatus: 'paying',
          toStatus: 'confirming',
          actor: `member:${member.id}`,
          amount: null,
          note: `${proofs.length} image(s)`,
          createdAt: now,
        });
        await record(
          tx,
          memberActor(merchant.id, member.username),
          'c2c.proof_uploaded',
          locked,
          'paying',
          {
            status: 'confirming',
            confirmBy: confirmBy.toISOString(),
          },
        );
      });
      const deposit = await repo.deposit(m.depositId);
      if (!deposit) throw new AppError('c2c.match.not.found');
      const view = await depositView(deposit);
      const item = view.matches.find((x) => x.match.id === matchId);
      if (!item) throw new AppError('c2c.match.not.found');
      return item;
    },

    /** What the withdrawer is asked: waiting confirmations, and receipts forced in the last 7 days. */
    async confirmations(merchant: MerchantRow, session: SessionInfo) {
      const member = await payees.realMember(session);
      const since = new Date(clock.now().getTime() - FORCED_SHOWN_MS);
      const rows = await repo.confirmations(merchant.id, member.id, since);
      return Promise.all(rows.map(confirmationOf));
    },

    /**
     * The withdrawer's answer, under the match's lock with a compare-and-set on `confirming` (the
     * auto-confirm job takes the same lock and the same compare-and-set: whoever comes second is
     * refused with `c2c.match.state`). Every check runs before anything is written.
     */
    async answer(
      merchant: MerchantRow,
      session: SessionInfo,
      matchId: number,
      answer: Answer,
    ): Promise<ConfirmationView> {
      const member = await payees.realMember(session);
      const m = await repo.match(merchant.id, matchId);
      if (!m || m.withdrawerId !== member.id) throw new AppError('c2c.match.not.found');
      let partial: bigint | null = null;
      let proofs: ProofImage[] = [];
      if (answer.result === 'PARTIAL') {
        partial = amountOf(answer.amount);
        if (partial <= 0n || partial >= m.amount) throw new AppError('c2c.partial.amount');
      }
      if (answer.result === 'NOT_RECEIVED') proofs = checkProofs(answer.images);
      if (m.status !== 'confirming') throw new AppError('c2c.match.state');
      const actor = memberActor(merchant.id, member.username);
      await wallet.ledger.run(async (tx) => {
        const r = createC2cRepository(tx);
        const locked = await r.lockMatch(merchant.id, matchId);
        if (!locked || locked.status !== 'confirming') throw new AppError('c2c.match.state');
        if (answer.result === 'RECEIVED') {
          await receive(tx, locked, locked.amount, 'received', 'member');
          await record(tx, actor, 'c2c.received', locked, 'confirming', {
            status: 'received',
            amount: locked.amount.toString(),
          });
          return;
        }
        if (partial !== null) {
          await receive(tx, locked, partial, 'partly', 'member');
          await record(tx, actor, 'c2c.partly_received', locked, 'confirming', {
            status: 'partly',
            amount: partial.toString(),
          });
          return;
        }
        const now = clock.now();
        await r.insertProofs(
          proofs.map((p) => ({
            matchId,
            side: 'non_receipt',
            mime: p.mime,
            size: p.bytes.length,
            bytes: p.bytes,
            createdAt: now,
          })),
        );
        await r.moveMatch(matchId, 'confirming', {
          status: 'disputed',
          resolvedBy: null,
          updatedAt: now,
        });
        // A dispute waits for the operator: the deadline no longer applies to it.
        await wallet.ledger.scheduleAutoConfirm(tx, { holdId: locked.holdId, at: null });
        await r.event({
          matchId,
          fromStatus: 'confirming',
          toStatus: 'disputed',
          actor: 'member',
          amount: null,
          note: `${proofs.length} image(s)`,
          createdAt: now,
        });
        await record(tx, actor, 'c2c.disputed', locked, 'confirming', { status: 'disputed' });
      });
      const after = await repo.match(merchant.id, matchId);
      if (!after) throw new AppError('c2c.match.not.found');
      return confirmationOf(after);
    },

    /**
     * The auto-confirm job (design/money.md §5): matches past their deadline, locked `FOR UPDATE SKIP
     * LOCKED`, each received in full as `forced` (final: the withdrawer's money is not given back).
     */
    async autoConfirm(now: Date = clock.now(), limit = 100): Promise<number> {
      return wallet.ledger.run(async (tx) => {
        const due = await createC2cRepository(tx).claimDue(now, limit);
        for (const m of due) {
          await receive(tx, m, m.amount, 'forced', 'auto');
          await record(tx, memberActor(m.merchantId, null), 'c2c.forced', m, 'confirming', {
            status: 'forced',
            amount: m.amount.toString(),
          });
        }
        if (due.length > 0) log.info({ forced: due.length }, 'c2c receipts forced');
        return due.length;
      });
    },

    /** The back office's list. */
    list: (
      merchantId: number,
      status: string | undefined,
      page: { offset: number; limit: number },
    ) => repo.list(merchantId, status, page),
    proofIds: (matchIds: number[]) => repo.proofIds(matchIds),
    proof: (merchantId: number, id: number) => repo.proof(merchantId, id),
    usernameOf: (memberId: number) => repo.usernameOf(memberId),

    /**
     * An operator decides a dispute (decision 0055): `received` captures the whole slice to the
     * depositor (final); `not_received` releases the slice, refuses the deposit's part and puts the
     * money back in the withdrawal's pool. Role-checked by the route, once (lock + compare-and-set),
     * audited in the same transaction.
     */
    async decide(by: OperatorContext, id: number, outcome: 'received' | 'not_received') {
      await wallet.ledger.run(async (tx) => {
        const r = createC2cRepository(tx);
        const m = await r.lockMatch(by.merchantId, id);
        if (!m) throw new AppError('admin.c2c.not.found');
        if (m.status !== 'disputed') throw new AppError('admin.c2c.state');
        const actor = `operator:${by.operatorId}`;
        if (outcome === 'received') {
          await receive(tx, m, m.amount, 'received', actor);
        } else {
          const now = clock.now();
          await wallet.ledger.release(tx, { holdId: m.holdId, key: `c2c:${m.id}` });
          await r.moveMatch(m.id, 'disputed', {
            status: 'refused',
            confirmedAmount: 0n,
            resolvedBy: actor,
            updatedAt: now,
          });
          await r.event({
            matchId: m.id,
            fromStatus: 'disputed',
            toStatus: 'refused',
            actor,
            amount: 0n,
            note: null,
            createdAt: now,
          });
          const pool = await r.lockPool(m.withdrawalId);
          if (!pool) throw new Error(`c2c match ${m.id} has no pool row`);
          await repool(tx, pool, pool.remaining + m.amount);
          await r.closeDepositIfDone(m.depositId, now);
        }
        await record(tx, actorOf(by), 'c2c.decided', m, 'disputed', {
          status: outcome === 'received' ? 'received' : 'refused',
          outcome,
        });
      });
      const after = await repo.match(by.merchantId, id);
      if (!after) throw new AppError('admin.c2c.not.found');
      return after;
    },
  };
  return service;
}
export type C2cService = ReturnType<typeof createC2cService>;
