import {
  legacyTransferFromMain,
  legacyTransferToMain,
  transferTargets,
  transferToDownline,
  transferToUpline,
  vendorWallets,
  walletRecall,
  walletTransfer,
} from '@monsoon/contracts/transfers';
import { toWireAmount } from '@monsoon/contracts/money';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { CURRENCY_SCALE } from './transfer-movement.ts';
import { presentMemberTransfer, presentWallets } from './transfers.presenter.ts';

/** Transfers to the upline or a downline, and between the main wallet and the vendor wallets. */
export async function registerTransfersModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { transfers, vendorWallets: wallets } = ctx.services;

  registerCall(app, transferTargets, async ({ req, session }) => {
    const t = await transfers.targets(req.merchant, session);
    return { ...t, balance: toWireAmount(t.balance, CURRENCY_SCALE) };
  });
  registerCall(app, transferToUpline, async ({ req, session, body }) =>
    presentMemberTransfer(await transfers.toUpline(req.merchant, session, body)),
  );
  registerCall(app, transferToDownline, async ({ req, session, body }) =>
    presentMemberTransfer(await transfers.toDownline(req.merchant, session, body)),
  );
  registerCall(app, vendorWallets, async ({ req, session }) =>
    presentWallets(await wallets.overview(req.merchant, session)),
  );
  registerCall(app, walletTransfer, async ({ req, session, body }) =>
    presentWallets(await wallets.transfer(req.merchant, session, body)),
  );
  registerCall(app, legacyTransferToMain, async ({ req, session, body }) =>
    presentWallets(await wallets.transfer(req.merchant, session, { ...body, direction: 'OUT' })),
  );
  registerCall(app, legacyTransferFromMain, async ({ req, session, body }) =>
    presentWallets(await wallets.transfer(req.merchant, session, { ...body, direction: 'IN' })),
  );
  registerCall(app, walletRecall, async ({ req, session, body }) =>
    presentWallets(await wallets.recall(req.merchant, session, body.requestId)),
  );
}
