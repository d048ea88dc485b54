import { lotteryPagePath } from '@monsoon/contracts/lottery/lgw';
import { requireRealAccount } from '@/modules/member/member.roles.ts';
import { findLotteryGame } from '@/modules/lottery/lgw.service.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';

/** What a lottery launch (`launchMode=LOTT`) reads; `lottoArea` and the prize mode choose no page. */
export interface LotteryLaunchInput {
  /** Empty for the lobby. */
  gameCode: string;
  view: 'betting' | 'lobby' | undefined;
  /** The site origin the page URL is built on (`https://host`, no trailing slash). */
  origin: string;
}

/**
 * The lottery launch (wire §7, docs/decisions/0024): the lottery is first-party, so no vendor and no
 * launch token; the answer is our own page on the site's origin. A named game must exist even when
 * the lobby is asked, so a stale tile fails loudly instead of silently opening the lobby.
 */
export function lotteryLaunchUrl(session: SessionInfo, input: LotteryLaunchInput): string {
  // The desktop refuses trial accounts before launching (wire §6.4 startGameV2); the server agrees.
  requireRealAccount(session);
  const game = input.gameCode === '' ? null : findLotteryGame({ gameCode: input.gameCode });
  return `${input.origin}${lotteryPagePath(game && { gameCode: game.code, kind: game.kind }, input.view)}`;
}
