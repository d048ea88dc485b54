import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { Clock } from '@/lib/clock.ts';
import { addMinutes } from '@/lib/clock.ts';
import { newToken, sha256 } from '@/lib/ids.ts';
import { AppError } from '@/lib/errors.ts';
import type { ProviderRepository } from '@/modules/provider/provider.repository.ts';
import type { VendorRegistry } from '@/modules/provider/vendor-registry.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { TRIAL_TYPE } from '@/modules/session/session.types.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import type { LaunchMode } from '@monsoon/contracts/provider/wallet';
import { requestVendorLaunch } from './vendor-client.ts';

/** A launch token lets the vendor take new bets for this long (wins and rollbacks never expire). */
const LAUNCH_TOKEN_MINUTES = 12 * 60;
/** An open round younger than this blocks a second launch (#734); older ones are the vendor's to close. */
const OPEN_ROUND_MINUTES = 10;

export interface LaunchInput {
  vendorCode: string;
  gameCode: string;
  language: string;
  lobbyUrl: string;
  /** accountType: 1 real money (FUN for trial accounts), 0 free play. */
  real: boolean;
}

/**
 * Game launch (wire reference §6.4): a launch token bound to member, vendor, game, asset and mode, then
 * the vendor's signed launch answering the game URL (with the token in its `token` parameter).
 */
export function createLaunchService(deps: {
  clock: Clock;
  vendors: VendorRegistry;
  repo: ProviderRepository;
  wallet: WalletService;
}) {
  const vendorOf = (merchant: MerchantRow, code: string) => {
    const vendor = deps.vendors.find(merchant.id, code);
    if (!vendor || !vendor.enabled) throw new AppError('game.not.found');
    return vendor;
  };
  return {
    async launch(merchant: MerchantRow, session: SessionInfo, input: LaunchInput): Promise<string> {
      const vendor = vendorOf(merchant, input.vendorCode);
      const now = deps.clock.now();
      const trial = session.type === TRIAL_TYPE;
      const mode: LaunchMode = !input.real ? 'demo' : trial ? 'fun' : 'real';
      // Free play never touches the wallet, so an open round does not block it.
      if (mode !== 'demo' && (await deps.repo.openRoundSince(session.memberId, addMinutes(now, -OPEN_ROUND_MINUTES))))
        throw new AppError('#734');
      if (mode === 'demo') {
        return requestVendorLaunch(vendor, {
          gameCode: input.gameCode,
          currency: merchant.currency,
          language: input.language,
          lobbyUrl: input.lobbyUrl,
          mode,
        });
      }
      const asset = deps.wallet.assetOf(session.type, merchant.currency);
      if (trial) await deps.wallet.grantFun({ merchantId: merchant.id, memberId: session.memberId });
      const token = newToken();
      await deps.repo.insertLaunch({
        merchantId: merchant.id,
        vendorId: vendor.id,
        memberId: session.memberId,
        tokenHash: sha256(token),
        gameCode: input.gameCode,
        asset,
        mode,
        language: input.language,
        createdAt: now,
        expiresAt: addMinutes(now, LAUNCH_TOKEN_MINUTES),
      });
      return requestVendorLaunch(vendor, {
        token,
        playerId: String(session.memberId),
        gameCode: input.gameCode,
        currency: asset,
        language: input.language,
        lobbyUrl: input.lobbyUrl,
        mode,
      });
    },
    /** A visitor's demo: the vendor plays without the wallet. */
    async trial(merchant: MerchantRow, input: Omit<LaunchInput, 'real'>): Promise<string> {
      const vendor = vendorOf(merchant, input.vendorCode);
      return requestVendorLaunch(vendor, {
        gameCode: input.gameCode,
        currency: merchant.currency,
        language: input.language,
        lobbyUrl: input.lobbyUrl,
        mode: 'demo',
      });
    },
  };
}
