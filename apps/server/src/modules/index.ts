import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '@/services.ts';
import { registerContentModule } from './content/content.routes.ts';
import { registerDevControlsModule } from './dev-controls/dev-controls.routes.ts';
import { registerCaptchaModule } from './captcha/captcha.routes.ts';
import { registerMemberModule } from './member/member.routes.ts';
import { registerSecurityModule } from './member/security.routes.ts';
import { registerOutboxModule } from './outbox/outbox.routes.ts';
import { registerPasswordModule } from './password/password.routes.ts';
import { registerRegisterModule } from './register/register.routes.ts';
import { registerSessionModule } from './session/session.routes.ts';
import { registerVerificationModule } from './verification/verification.routes.ts';
import { registerSystemModule } from './system/system.routes.ts';
import { registerWalletModule } from './wallet/wallet.routes.ts';
import { registerTransactionsModule } from './wallet/transactions.routes.ts';
import { registerTransfersAdminModule } from './transfers/transfers.admin.routes.ts';
import { registerTransfersModule } from './transfers/transfers.routes.ts';
import { registerAgentContractsModule } from './agents/contracts.routes.ts';
import { registerRecordsModule } from './records/records.routes.ts';
import { registerAgentReportsModule } from './agents/reports.routes.ts';
import { registerProviderModule } from './provider/provider.routes.ts';
import { registerPspModule } from './psp/psp.routes.ts';
import { registerDepositsModule } from './deposits/deposits.routes.ts';
import { registerGameModule } from './game/game.routes.ts';
import { registerGamesModule } from './games/games.routes.ts';
import { registerLotteryModule } from './lottery/lgw.routes.ts';
import { registerAdminModule } from './admin/admin.routes.ts';
import { registerDepositsAdminModule } from './deposits/deposits.admin.routes.ts';
import { registerWithdrawalsModule } from './withdrawals/withdrawals.routes.ts';
import { registerWithdrawalsAdminModule } from './withdrawals/withdrawals.admin.routes.ts';
import { registerC2cModule } from './c2c/c2c.routes.ts';
import { registerC2cAdminModule } from './c2c/c2c.admin.routes.ts';
import { registerAgentsAdminModule } from './agents/agents.admin.routes.ts';
import { registerAgentTeamModule } from './agents/team.routes.ts';

/** Every module's register function, in registration order. */
export const modules: ReadonlyArray<(app: FastifyInstance, ctx: ModuleContext) => Promise<void>> = [
  registerSystemModule,
  registerContentModule,
  registerSessionModule,
  registerCaptchaModule,
  registerVerificationModule,
  registerRegisterModule,
  registerPasswordModule,
  registerMemberModule,
  registerSecurityModule,
  registerWalletModule,
  registerTransactionsModule,
  registerTransfersModule,
  registerAgentTeamModule,
  registerAgentContractsModule,
  registerRecordsModule,
  registerAgentReportsModule,
  registerProviderModule,
  registerPspModule,
  registerDepositsModule,
  registerGamesModule,
  registerGameModule,
  registerLotteryModule,
  registerAdminModule,
  // After the admin module: its operator hook guards every operator call.
  registerTransfersAdminModule,
  // After the admin module: its operator hook guards these calls.
  registerDepositsAdminModule,
  registerWithdrawalsModule,
  registerWithdrawalsAdminModule,
  registerC2cModule,
  registerC2cAdminModule,
  registerAgentsAdminModule,
];

/**
 * The development routes under /dev (the SMS/e-mail outbox, the browser journeys' controls): registered
 * only with ENABLE_DEV_ROUTES=true, never in production (app.ts refuses a /dev route otherwise).
 */
export const devModules: ReadonlyArray<
  (app: FastifyInstance, ctx: ModuleContext) => Promise<void>
> = [registerOutboxModule, registerDevControlsModule];
