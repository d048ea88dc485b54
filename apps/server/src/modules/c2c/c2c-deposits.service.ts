import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { addMinutes } from '@/lib/clock.ts';
import { uniqueViolation } from '@/lib/db-errors.ts';
import { AppError } from '@/lib/errors.ts';
import { sha256 } from '@/lib/ids.ts';
import { amountOf, c2cApplies, type C2cContext, type DepositView } from './c2c.context.ts';
import { checkProofs, type ProofImage } from './c2c.proofs.ts';
import { createC2cRepository, type C2cDepositRow, type PoolRow } from './c2c.repository.ts';

/** Hold scope of one match's slice (key `{deposit}:{withdrawal}`). */
const MATCH_SCOPE = 'c2c.match';
/** How far down the FIFO a deposit looks for withdrawals to pay. */
const MATCH_WINDOW = 200;
/** How many pool rows a deposit locks per look (it looks again while it still needs money). */
const CLAIM_BATCH = 2;

/**
 * The depositor's side (decision 0053): a deposit matched at once, FIFO, to open withdrawals outside
 * the depositor's team, each slice a hold of its own split off the withdrawal's; the depositor's list
 * and proof of payment.
 */
export function createC2cDepositsService(ctx: C2cContext) {
  const { db, clock, wallet, payees, repo, depositView } = ctx;
  const { memberActor, record, repool } = ctx.moves;
  return {
    /**
     * A C2C deposit: matched in full at once, FIFO, to open withdrawals outside the depositor's team
     * (rows locked `FOR UPDATE`, so two deposits never take the same money; first skipping rows other
     * deposits hold, then once waiting for them), or refused with nothing written (`c2c.no.match`).
     * The same key replays the same deposit.
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
      // First without waiting for rows other deposits hold (SKIP LOCKED). Refused that way, the money
      // may only be out of sight while those deposits run: once more, waiting for them, before the
      // member is told nothing is open.
      const attempt = (wait: boolean): Promise<C2cDepositRow> =>
        wallet.ledger.run(async (tx) => {
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
              wait,
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
          // The depositor's time to pay (decision 0060): fixed on the match when it is made.
          const payBy = addMinutes(now, merchant.settings.withdrawals.c2cPayMinutes);
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
              payBy,
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
                payBy: payBy.toISOString(),
                depositorId: member.id,
                withdrawerId: pool.memberId,
              },
            );
          }
          return row;
        });
      let deposit: C2cDepositRow;
      try {
        deposit = await attempt(false).catch((err: unknown) => {
          if (err instanceof AppError && err.code === 'c2c.no.match') return attempt(true);
          throw err;
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
  };
}
