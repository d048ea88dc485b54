import type { Database } from '@/db/client.ts';
import { can, requireAgentAction } from '@/modules/agents/agent-types.ts';
import { AppError } from '@/lib/errors.ts';
import { sha256 } from '@/lib/ids.ts';
import type { MemberService } from '@/modules/member/member.service.ts';
import type { MemberRow } from '@/modules/member/member.repository.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { isAgentType, TRIAL_TYPE, type SessionInfo } from '@/modules/session/session.types.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { createTransferWriter, transferAmount } from './transfer-movement.ts';
import {
  createTransferHistoryRepository,
  createTransfersRepository,
} from './transfers.repository.ts';

/** Journal kinds (and idempotency scopes) of transfers between members. */
export const UPLINE_TRANSFER = 'transfer.upline';
export const DOWNLINE_TRANSFER = 'transfer.downline';

/** What a transfer between members answers. */
export interface MemberTransferOutcome {
  journalId: number;
  amount: bigint;
  to: string;
  /** The sender's available balance now. */
  balance: bigint;
  currency: string;
}

/**
 * Transfers between members (spec §6: agents to their direct downlines, members to their upline):
 * one ledger movement from the sender's main wallet to the receiver's, idempotent by the client's
 * request id (decision 0050). Every refusal has its own code; a refused transfer moves nothing.
 */
export function createTransfersService(deps: {
  db: Database;
  wallet: WalletService;
  members: MemberService;
}) {
  const { db, wallet, members } = deps;
  const repo = createTransfersRepository(db);
  const writer = createTransferWriter(db, wallet);
  const history = createTransferHistoryRepository(db);

  const sender = async (session: SessionInfo): Promise<MemberRow> => {
    members.requireRealAccount(session);
    const me = await members.findById(session.merchantId, session.memberId);
    if (!me) throw new AppError('login.not.session');
    members.requireRealAccount(me);
    return me;
  };

  /** Refuses a receiver that cannot take money: locked, or a trial account. */
  const checkReceiver = (to: MemberRow) => {
    if (to.status !== 'active' || to.type === TRIAL_TYPE)
      throw new AppError('transfer.target.unavailable');
  };

  async function move(
    merchant: MerchantRow,
    kind: string,
    from: MemberRow,
    resolve: () => Promise<MemberRow>,
    amountText: string,
    requestId: string,
    targetId: number | null,
  ): Promise<MemberTransferOutcome> {
    const amount = transferAmount(amountText);
    const asset = merchant.currency;
    const ref = { merchantId: merchant.id, memberId: from.id };
    const key = `${from.id}:${requestId}`;
    // The hash covers what the member asked for: the same request id with another amount or target
    // is a conflict, not a second transfer.
    const requestHash = sha256(`${kind}:${from.id}:${targetId ?? 'upline'}:${asset}:${amount}`);
    const done = async (journalId: number, to: string): Promise<MemberTransferOutcome> => ({
      journalId,
      amount,
      to,
      balance: await wallet.available(ref, asset),
      currency: asset,
    });
    const earlier = await writer.replayed(merchant.id, kind, key, requestHash);
    const to = await resolve();
    if (earlier !== null) return done(earlier, to.username);
    checkReceiver(to);
    const fromAccount = await wallet.memberAccountId(ref, asset);
    const toAccount = await wallet.memberAccountId(
      { merchantId: merchant.id, memberId: to.id },
      asset,
    );
    const journalId = await writer.post({
      merchantId: merchant.id,
      kind,
      key,
      requestHash,
      legs: [
        { accountId: fromAccount, asset, amount: -amount, system: false },
        { accountId: toAccount, asset, amount, system: false },
      ],
      memo: { from: from.id, to: to.id, requestId },
    });
    if (journalId === null) throw new Error('a transfer between members always has legs');
    return done(journalId, to.username);
  }

  return {
    /** The back office's list of a merchant's transfers (every kind unless one is given), newest first. */
    list: (
      merchantId: number,
      filter: { kinds: readonly string[]; memberId: number | null },
      page: { limit: number; offset: number },
    ) => history.page({ merchantId, ...filter }, page.limit, page.offset),

    /** The upline a member may transfer to, or an agent's direct downlines; with the balance. */
    async targets(merchant: MerchantRow, session: SessionInfo) {
      const me = await sender(session);
      const asset = merchant.currency;
      const balance = await wallet.available({ merchantId: merchant.id, memberId: me.id }, asset);
      let upline: { id: number; account: string } | null = null;
      if (!isAgentType(me.type) && me.uplineId !== null) {
        const row = await members.findById(merchant.id, me.uplineId);
        if (row) upline = { id: row.id, account: row.username };
      }
      // Agents of a type that transfers nothing (42, reports only) have no one to transfer to.
      const downlines = can(me.type, 'transfer') ? await repo.downlines(merchant.id, me.id) : [];
      return {
        upline,
        downlines: downlines.map((d) => ({ id: d.id, account: d.username, nickname: d.nickname })),
        balance,
        currency: asset,
      };
    },

    /** A member's transfer to their upline. */
    async toUpline(
      merchant: MerchantRow,
      session: SessionInfo,
      body: { amount: string; requestId: string; uplineId?: number | undefined },
    ): Promise<MemberTransferOutcome> {
      const me = await sender(session);
      if (isAgentType(me.type)) throw new AppError('transfer.upline.agent');
      const uplineId = me.uplineId;
      if (uplineId === null) throw new AppError('transfer.upline.none');
      if (body.uplineId !== undefined && body.uplineId !== uplineId)
        throw new AppError(body.uplineId === me.id ? 'transfer.self' : 'transfer.not.upline');
      const resolve = async () => {
        const upline = await members.findById(merchant.id, uplineId);
        if (!upline) throw new AppError('transfer.upline.none');
        return upline;
      };
      return move(merchant, UPLINE_TRANSFER, me, resolve, body.amount, body.requestId, null);
    },

    /** An agent's transfer to one of their direct downlines. */
    async toDownline(
      merchant: MerchantRow,
      session: SessionInfo,
      body: { downlineId: number; amount: string; requestId: string },
    ): Promise<MemberTransferOutcome> {
      const me = await sender(session);
      requireAgentAction(me, 'transfer');
      if (body.downlineId === me.id) throw new AppError('transfer.self');
      const resolve = async () => {
        const downline = await members.findById(merchant.id, body.downlineId);
        if (!downline || downline.uplineId !== me.id) throw new AppError('transfer.not.downline');
        return downline;
      };
      return move(
        merchant,
        DOWNLINE_TRANSFER,
        me,
        resolve,
        body.amount,
        body.requestId,
        body.downlineId,
      );
    },
  };
}
export type TransfersService = ReturnType<typeof createTransfersService>;
