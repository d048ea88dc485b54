import { MoneyError, parseMoney } from '@monsoon/contracts/money';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import { sha256 } from '@/lib/ids.ts';
import type { MemberService } from '@/modules/member/member.service.ts';
import type { MemberLedgerService } from '@/modules/wallet/member-ledger.service.ts';
import { IdempotencyReplay, LedgerRejection } from '@/modules/wallet/ledger.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { actorOf } from './admin.actor.ts';
import { createAdjustmentsRepository, type AdjustmentView } from './adjustments.repository.ts';
import type { AuditService } from './audit.service.ts';
import type { OperatorContext } from './operator-auth.service.ts';
import { minorText } from './admin.presenter.ts';
import { AGENT_PAY_ACCOUNT } from '@/modules/agents/salary-accounts.ts';
import { isAgentType } from '@/modules/session/session.types.ts';

/** The journal scope of approved adjustments; the key is the request id (one movement per request). */
export const ADJUSTMENT_SCOPE = 'admin.adjustment';
/** The merchant's system account adjustments move money against (one per asset). */
export const ADJUSTMENT_ACCOUNT = 'adjustment';
/**
 * The journal kind of an approved correction of an agent's income (decision 0068): its income reports
 * count it beside salaries and dividends; the merchant's agent pay account is the other side.
 */
export const AGENT_INCOME_ADJUSTMENT = 'agent.income.adjustment';
/** Nobody adjusts 10^15 minor units by hand. */
const MAX_MINOR = 10n ** 15n;

type Page = { offset: number; limit: number };

/**
 * Manual adjustments under maker-checker: one operator asks (with a reason), another approves or
 * rejects. An approval posts exactly one ledger movement between the member and the merchant's
 * `adjustment` account, keyed by the request: two approvals racing wait on the request's row lock and
 * the second finds it decided; the journal key would refuse a second movement anyway.
 */
export function createAdjustmentsService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  members: MemberService;
  wallet: WalletService;
  ledger: MemberLedgerService;
}) {
  const { db, clock, audit, members, wallet, ledger } = deps;
  const repo = createAdjustmentsRepository(db);

  const view = async (merchantId: number, id: number): Promise<AdjustmentView> => {
    const found = await repo.find(merchantId, id);
    if (!found) throw new AppError('admin.adjustment.not.found');
    return found;
  };

  return {
    list: (
      merchantId: number,
      filter: {
        status?: string | undefined;
        memberId?: number | undefined;
        category?: string | undefined;
      },
      page: Page,
    ) => repo.list(merchantId, filter, page),

    /** Records a request; no money moves until another operator approves it. */
    async request(
      by: OperatorContext,
      merchant: { id: number; currency: string },
      input: {
        memberId: number;
        asset?: string | undefined;
        direction: 'credit' | 'debit';
        category: 'balance' | 'agent.income';
        amount: string;
        reason: string;
      },
    ): Promise<AdjustmentView> {
      const member = await members.findById(merchant.id, input.memberId);
      if (!member) throw new AppError('admin.member.not.found');
      // An agent's income is paid in the merchant's currency, to agents only.
      if (
        input.category === 'agent.income' &&
        (!isAgentType(member.type) || (input.asset ?? merchant.currency) !== merchant.currency)
      )
        throw new AppError('admin.adjustment.category.invalid');
      const playAsset = wallet.assetOf(member.type, merchant.currency);
      const asset = input.asset ?? playAsset;
      const held = await ledger.balances(merchant.id, member.id);
      const scale = await ledger.scaleOf(asset);
      if (scale === null || (asset !== playAsset && !held.some((b) => b.asset === asset)))
        throw new AppError('admin.adjustment.amount.invalid');
      let amount: bigint;
      try {
        amount = parseMoney(input.amount, scale);
      } catch (err) {
        if (err instanceof MoneyError) throw new AppError('admin.adjustment.amount.invalid');
        throw err;
      }
      if (amount <= 0n || amount >= MAX_MINOR)
        throw new AppError('admin.adjustment.amount.invalid');
      const id = await db.transaction(async (tx) => {
        const row = await createAdjustmentsRepository(tx).insert({
          merchantId: merchant.id,
          memberId: member.id,
          asset,
          direction: input.direction,
          amount,
          reason: input.reason,
          requestedBy: by.operatorId,
          requestedAt: clock.now(),
        });
        await audit.record(tx, actorOf(by), {
          action: 'adjustment.requested',
          targetKind: 'adjustment',
          targetId: row.id,
          after: {
            memberId: member.id,
            asset,
            direction: input.direction,
            category: input.category,
            amount: minorText(amount, scale),
            reason: input.reason,
            status: 'pending',
          },
        });
        return row.id;
      });
      return view(merchant.id, id);
    },

    /** Approves another operator's pending request: exactly one movement, audited, in one transaction. */
    async approve(by: OperatorContext, id: number, note: string | null): Promise<AdjustmentView> {
      const pending = await repo.find(by.merchantId, id);
      if (!pending) throw new AppError('admin.adjustment.not.found');
      // Account ids are resolved (created if need be) before the transaction: PGlite has one connection.
      const ref = { merchantId: by.merchantId, memberId: pending.memberId };
      const memberAccount = await wallet.memberAccountId(ref, pending.asset);
      const income = pending.category === 'agent.income';
      const adjustmentAccount = await wallet.systemAccountId(
        by.merchantId,
        income ? AGENT_PAY_ACCOUNT : ADJUSTMENT_ACCOUNT,
        pending.asset,
      );
      const scale = (await ledger.scaleOf(pending.asset)) ?? 2;
      await wallet.ledger.run(async (tx) => {
        const r = createAdjustmentsRepository(tx);
        const row = await r.lock(by.merchantId, id);
        if (!row) throw new AppError('admin.adjustment.not.found');
        if (row.status !== 'pending') throw new AppError('admin.adjustment.not.pending');
        if (row.requestedBy === by.operatorId) throw new AppError('admin.adjustment.own.request');
        const signed = row.direction === 'credit' ? row.amount : -row.amount;
        let posted;
        try {
          posted = await wallet.ledger.post(tx, {
            merchantId: by.merchantId,
            kind: income ? AGENT_INCOME_ADJUSTMENT : ADJUSTMENT_SCOPE,
            scope: ADJUSTMENT_SCOPE,
            key: String(row.id),
            requestHash: sha256(`${row.memberId}:${row.asset}:${signed}`),
            legs: [
              { accountId: memberAccount, asset: row.asset, amount: signed, system: false },
              { accountId: adjustmentAccount, asset: row.asset, amount: -signed, system: true },
            ],
            memo: { adjustmentId: row.id, operatorId: by.operatorId, category: pending.category },
          });
        } catch (err) {
          if (err instanceof LedgerRejection)
            throw new AppError('admin.adjustment.insufficient.funds');
          if (err instanceof IdempotencyReplay) throw new AppError('admin.adjustment.not.pending');
          throw err;
        }
        const now = clock.now();
        if (
          !(await r.decide(row.id, {
            status: 'approved',
            decidedBy: by.operatorId,
            decidedAt: now,
            decisionNote: note,
            journalId: posted.journalId,
          }))
        )
          throw new AppError('admin.adjustment.not.pending');
        await audit.record(tx, actorOf(by), {
          action: 'adjustment.approved',
          targetKind: 'adjustment',
          targetId: row.id,
          before: { status: 'pending' },
          after: {
            status: 'approved',
            journalId: posted.journalId,
            memberId: row.memberId,
            amount: minorText(signed, scale),
            asset: row.asset,
            category: pending.category,
            balanceAfter: minorText(posted.balances.get(memberAccount) ?? 0n, scale),
            note,
          },
        });
      });
      return view(by.merchantId, id);
    },

    /** Rejects another operator's pending request with a reason; no money moves. */
    async reject(by: OperatorContext, id: number, note: string): Promise<AdjustmentView> {
      await db.transaction(async (tx) => {
        const r = createAdjustmentsRepository(tx);
        const row = await r.lock(by.merchantId, id);
        if (!row) throw new AppError('admin.adjustment.not.found');
        if (row.status !== 'pending') throw new AppError('admin.adjustment.not.pending');
        if (row.requestedBy === by.operatorId) throw new AppError('admin.adjustment.own.request');
        await r.decide(row.id, {
          status: 'rejected',
          decidedBy: by.operatorId,
          decidedAt: clock.now(),
          decisionNote: note,
          journalId: null,
        });
        await audit.record(tx, actorOf(by), {
          action: 'adjustment.rejected',
          targetKind: 'adjustment',
          targetId: row.id,
          before: { status: 'pending' },
          after: { status: 'rejected', note },
        });
      });
      return view(by.merchantId, id);
    },
  };
}
export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
