import {
  c2cDeposit,
  c2cDeposits,
  c2cUploadProof,
  c2cWithdrawals,
  cancelC2cWithdrawal,
  paymentConfirmationList,
  processC2CTransaction,
} from '@monsoon/contracts/c2c';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { AppError } from '@/lib/errors.ts';
import type { ModuleContext } from '@/services.ts';
import {
  presentC2cWithdrawal,
  presentConfirmation,
  presentDeposit,
  presentMatch,
} from './c2c.presenter.ts';

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The deposit's idempotency key: the `Idempotency-Key` header, required (decision 0053). */
function requestKeyOf(req: FastifyRequest): string {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) throw new AppError('c2c.key.required');
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw))
    throw new AppError('request_param_err', {
      fields: { 'Idempotency-Key': '1 to 64 characters of A-Z a-z 0-9 _ -' },
    });
  return raw;
}

/**
 * C2C (wire-api §5.3, decisions 0053-0055, 0061): the depositor's deposit, its list and proof of
 * payment; the withdrawer's confirmation list and answer, C2C withdrawals and the cancel of their open
 * part.
 */
export async function registerC2cModule(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { c2c } = ctx.services;
  registerCall(app, c2cDeposit, async ({ req, session, body }) =>
    presentDeposit(await c2c.deposit(req.merchant, session, body.amount, requestKeyOf(req))),
  );
  registerCall(app, c2cDeposits, async ({ req, session, query }) =>
    (await c2c.deposits(req.merchant, session, query.pageSize)).map(presentDeposit),
  );
  registerCall(app, c2cUploadProof, async ({ req, session, body }) =>
    presentMatch(await c2c.uploadProof(req.merchant, session, body.matchId, body.images)),
  );
  registerCall(app, paymentConfirmationList, async ({ req, session }) => ({
    confirmMinutes: c2c.confirmMinutes(req.merchant),
    list: (await c2c.confirmations(req.merchant, session)).map(presentConfirmation),
  }));
  registerCall(app, processC2CTransaction, async ({ req, session, body }) => {
    const answer =
      body.result === 'PARTIAL'
        ? { result: 'PARTIAL' as const, amount: body.amount ?? '' }
        : body.result === 'NOT_RECEIVED'
          ? { result: 'NOT_RECEIVED' as const, images: body.images }
          : { result: 'RECEIVED' as const };
    return presentConfirmation(await c2c.answer(req.merchant, session, body.matchId, answer));
  });
  registerCall(app, c2cWithdrawals, async ({ req, session }) =>
    (await c2c.memberWithdrawals(req.merchant, session)).map(presentC2cWithdrawal),
  );
  registerCall(app, cancelC2cWithdrawal, async ({ req, session, body }) =>
    presentC2cWithdrawal(
      await c2c.cancelByMember(req.merchant, session, body.withdrawalId, {
        amount: body.amount,
        penalty: body.penalty,
      }),
    ),
  );
}
