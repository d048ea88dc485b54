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
import { registerProviderModule } from './provider/provider.routes.ts';
import { registerGameModule } from './game/game.routes.ts';
import { registerGamesModule } from './games/games.routes.ts';
import { registerLotteryModule } from './lottery/lgw.routes.ts';

/** Every module's register function, in registration order. */
export const modules: ReadonlyArray<(app: FastifyInstance, ctx: ModuleContext) => Promise<void>> = [
  registerSystemModule,
  registerContentModule,
  registerDevControlsModule,
  registerSessionModule,
  registerCaptchaModule,
  registerVerificationModule,
  registerRegisterModule,
  registerPasswordModule,
  registerMemberModule,
  registerSecurityModule,
  registerOutboxModule,
  registerWalletModule,
  registerTransactionsModule,
  registerProviderModule,
  registerGamesModule,
  registerGameModule,
  registerLotteryModule,
];
