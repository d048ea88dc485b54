import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { Clock } from '@/lib/clock.ts';
import { addMinutes } from '@/lib/clock.ts';
import { newToken, sha256 } from '@/lib/ids.ts';
import { AppError } from '@/lib/errors.ts';
import type { ProviderRepository, VendorRow } from '@/modules/provider/provider.repository.ts';
import type { VendorRegistry } from '@/modules/provider/vendor-registry.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { TRIAL_TYPE } from '@/modules/session/session.types.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import type { LaunchMode } from '@monsoon/contracts/provider/wallet';
import type { CatalogueService, GameRef } from '@/modules/games/catalogue.service.ts';
import type { GameEntry } from '@/modules/games/catalogue.snapshot.ts';
import { requestVendorLaunch } from './vendor-client.ts';

/** A launch token lets the vendor take new bets for this long (wins and rollbacks never expire). */
const LAUNCH_TOKEN_MINUTES = 12 * 60;
/** An open round younger than this blocks a second launch (#734); older ones are the vendor's to close. */
const OPEN_ROUND_MINUTES = 10;

export interface LaunchInput {
  /** The game: brand + vendor game id, or nodeId (resolved through the catalogue). */
  game: GameRef;
  language: string;
  lobbyUrl: string;
  /** accountType: 1 real money (FUN for trial accounts), 0 free play. */
  real: boolean;
}

/**
 * Game launch (wire reference §6.4): the game is resolved through the merchant's catalogue (listed, not
 * in maintenance), then a launch token bound to member, integration, game, asset and mode, then the
 * signed launch at the integration that published the game's brand, answering the game URL (with the
 * token in its `token` parameter). Every successful member launch lands in the recent games.
 */
export function createLaunchService(deps: {
  clock: Clock;
  vendors: VendorRegistry;
  repo: ProviderRepository;
  wallet: WalletService;
  catalogue: CatalogueService;
}) {
  /** The game and the vendor registration that launches it; free play only where the game has a demo. */
  const resolve = async (
    merchant: MerchantRow,
    ref: GameRef,
    demo: boolean,
  ): Promise<{ game: GameEntry; vendor: VendorRow }> => {
    const game = await deps.catalogue.launchable(merchant.id, ref);
    const vendor = deps.vendors.find(merchant.id, game.brand.integrationCode);
    if (!vendor || !vendor.enabled) throw new AppError('game.not.found');
    if (demo && !game.demo) throw new AppError('game.demo.unavailable');
    return { game, vendor };
  };
  return {
    async launch(merchant: MerchantRow, session: SessionInfo, input: LaunchInput): Promise<string> {
      const { game, vendor } = await resolve(merchant, input.game, !input.real);
      const url = await launchResolved(merchant, session, input, game, vendor);
      await deps.catalogue.recordLaunch(merchant.id, session.memberId, game.nodeId);
      return url;
    },
    /** A visitor's demo: the vendor plays without the wallet. */
    async trial(merchant: MerchantRow, input: Omit<LaunchInput, 'real'>): Promise<string> {
      const { game, vendor } = await resolve(merchant, input.game, true);
      return requestVendorLaunch(vendor, {
        gameCode: game.gameId,
        currency: merchant.currency,
        language: input.language,
        lobbyUrl: input.lobbyUrl,
        mode: 'demo',
      });
    },
  };

  /** The wallet side of a member's launch: #734, FUN grant, launch token; then the vendor's URL. */
  async function launchResolved(
    merchant: MerchantRow,
    session: SessionInfo,
    input: LaunchInput,
    game: GameEntry,
    vendor: VendorRow,
  ): Promise<string> {
    const now = deps.clock.now();
    const trial = session.type === TRIAL_TYPE;
    const mode: LaunchMode = !input.real ? 'demo' : trial ? 'fun' : 'real';
    // Free play never touches the wallet, so an open round does not block it.
    if (
      mode !== 'demo' &&
      (await deps.repo.openRoundSince(session.memberId, addMinutes(now, -OPEN_ROUND_MINUTES)))
    )
      throw new AppError('#734');
    if (mode === 'demo') {
      return requestVendorLaunch(vendor, {
        gameCode: game.gameId,
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
      gameCode: game.gameId,
      asset,
      mode,
      language: input.language,
      createdAt: now,
      expiresAt: addMinutes(now, LAUNCH_TOKEN_MINUTES),
    });
    return requestVendorLaunch(vendor, {
      token,
      playerId: String(session.memberId),
      gameCode: game.gameId,
      currency: asset,
      language: input.language,
      lobbyUrl: input.lobbyUrl,
      mode,
    });
  }
}
