import { toWireAmount } from '@monsoon/contracts/money';
import {
  bankCards,
  bindBankCard,
  hasWithdrawalPassword,
  paymentPasswordCode,
  resetPaymentPassword,
  setPaymentPassword,
  withdraw,
  withdrawBanks,
  withdrawCharges,
  withdrawCode,
  withdrawRecords,
  withdrawSettings,
} from '@monsoon/contracts/withdrawals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { requestMeta } from '@/http/request-meta.ts';
import { AppError } from '@/lib/errors.ts';
import type { ModuleContext } from '@/services.ts';
import { withdrawBankList } from './withdraw-banks.ts';
import {
  presentBankCard,
  presentRecord,
  presentWithdrawSettings,
} from './withdrawals.presenter.ts';
import { SCALE } from './withdrawals.service.ts';

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The request's idempotency key (decision 0049): the `Idempotency-Key` header, else the wire's `t`
 * (epoch ms a retrying client repeats). Without either every retry would be a new withdrawal.
 */
function requestKeyOf(req: FastifyRequest, t: number | undefined): string {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) {
    if (t === undefined) throw new AppError('withdraw.key.required');
    return `t:${t}`;
  }
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw))
    throw new AppError('request_param_err', {
      fields: { 'Idempotency-Key': '1 to 64 characters of A-Z a-z 0-9 _ -' },
    });
  return raw;
}

const deviceOf = (req: FastifyRequest): string | null => {
  const id = req.cookies['SHELL_deviceId'];
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
};

/** The member's withdrawal calls (wire-api §5.3): payees, the withdrawal password, settings, requests, records. */
export async function registerWithdrawalsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { withdrawals, payees } = ctx.services.withdrawals;
  const wire = (minor: bigint) => toWireAmount(minor, SCALE);

  const cardsOf = async (merchant: FastifyRequest['merchant'], memberId: number) => {
    const [list, used] = await Promise.all([
      payees.list(merchant.id, memberId),
      withdrawals.dailyUse(merchant, memberId),
    ]);
    const s = withdrawals.settingsOf(merchant);
    return list.map((p) => presentBankCard(p, s, used));
  };

  registerCall(app, withdrawBanks, ({ query }) =>
    withdrawBankList.filter((b) => !query.bankType || b.bankType === query.bankType),
  );
  registerCall(app, bankCards, async ({ req, session }) => {
    await payees.realMember(session);
    return {
      list: await cardsOf(req.merchant, session.memberId),
      maxCount: withdrawals.settingsOf(req.merchant).maxPayees,
    };
  });
  registerCall(app, bindBankCard, async ({ req, session, body }) => {
    const payee = await payees.bind(req.merchant, session, body);
    const used = await withdrawals.dailyUse(req.merchant, session.memberId);
    return presentBankCard(payee, withdrawals.settingsOf(req.merchant), used);
  });
  registerCall(app, hasWithdrawalPassword, ({ session }) => payees.hasPassword(session));
  registerCall(app, setPaymentPassword, async ({ session, body }) => {
    await payees.setPassword(session, body);
    return { hasWithdrawalPassword: true as const };
  });
  registerCall(app, paymentPasswordCode, ({ req, session }) =>
    payees.requestResetCode(req.merchant, session, requestMeta(req)),
  );
  registerCall(app, resetPaymentPassword, async ({ req, session, body }) => {
    await payees.resetPassword(req.merchant, session, body);
    return { hasWithdrawalPassword: true as const };
  });

  registerCall(app, withdrawSettings, async ({ req, session }) => {
    const merchant = req.merchant;
    const member = await payees.realMember(session);
    const s = withdrawals.settingsOf(merchant);
    const used = await withdrawals.dailyUse(merchant, member.id);
    const cards = await cardsOf(merchant, member.id);
    return presentWithdrawSettings(s, {
      used,
      cards,
      withinWindow: withdrawals.withinWindow(merchant),
      hasWithdrawalPassword: member.paymentPasswordHash !== null,
      hasRealName: member.payeeName !== null,
      currency: merchant.currency,
      available: await withdrawals.available(merchant, member.id),
    });
  });
  registerCall(app, withdrawCode, ({ req, session }) =>
    withdrawals.sendCode(req.merchant, session, requestMeta(req)),
  );
  registerCall(app, withdrawCharges, async ({ req, session, query }) => {
    await payees.realMember(session);
    return wire(withdrawals.fee(req.merchant, query.withdrawAmount));
  });
  registerCall(app, withdraw, async ({ req, session, body, query }) =>
    presentRecord(
      await withdrawals.request(
        req.merchant,
        session,
        body,
        requestKeyOf(req, query.t),
        deviceOf(req),
      ),
    ),
  );
  registerCall(app, withdrawRecords, async ({ req, session, query }) => {
    await payees.realMember(session);
    const { rows, total } = await withdrawals.records(
      req.merchant.id,
      session.memberId,
      { status: query.status },
      { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
    );
    return {
      list: rows.map(presentRecord),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount: total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  });
}
