import type { GameType, VendorCard } from '@monsoon/contracts/catalogue';
import { lobbyTabs, type LobbyTab } from './lobby-state';

/** The game types with a game-list page (spec §2: /rng, /fish, /pvp). */
export type ListGameType = Extract<GameType, 'RNG' | 'FISH' | 'PVP'>;
const listTypes: readonly ListGameType[] = ['RNG', 'FISH', 'PVP'];

/** The page's game type: its path's first segment upper-cased (spec §2), RNG for anything else. */
export function listGameTypeOf(pathname: string): ListGameType {
  const segment = pathname.split('/').find(Boolean)?.toUpperCase() ?? '';
  return listTypes.find((t) => t === segment) ?? 'RNG';
}

/** What the address says: the vendor (`vassalage`, or the slot hall `page` on /rng) and the tab. */
export interface LobbyParams {
  vassalage: string;
  page: string;
  tab: LobbyTab;
}

export function readLobbyParams(params: URLSearchParams): LobbyParams {
  const tab = params.get('tab') ?? '';
  return {
    vassalage: params.get('vassalage')?.trim() ?? '',
    page: params.get('page')?.trim() ?? '',
    tab: lobbyTabs.find((t) => t === tab) ?? 'none',
  };
}

/**
 * The address after a vendor or tab choice: other parameters kept, `page` replaced by `vassalage`
 * ('' = every vendor: neither is left).
 */
export function lobbySearch(
  current: URLSearchParams,
  change: { vassalage?: string; tab?: LobbyTab },
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.vassalage !== undefined) {
    next.delete('page');
    if (change.vassalage) next.set('vassalage', change.vassalage);
    else next.delete('vassalage');
  }
  if (change.tab !== undefined) {
    if (change.tab === 'none') next.delete('tab');
    else next.set('tab', change.tab);
  }
  return next;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The vendor the page shows: the `vassalage` of the address; else, on /rng, the slot hall named by
 * `page` (a vendor code, its name or its hall label, spec §2); else none: every vendor of the type
 * (the list call's vendor filter left empty, wire §6.2).
 */
export function pickVendor(
  cards: readonly VendorCard[],
  wanted: Pick<LobbyParams, 'vassalage' | 'page'>,
  label: (card: VendorCard) => string,
): VendorCard | undefined {
  const byCode = wanted.vassalage
    ? cards.find((c) => same(c.vassalage, wanted.vassalage))
    : undefined;
  if (byCode) return byCode;
  const page = wanted.page;
  const byPage = page
    ? cards.find(
        (c) => same(c.vassalage, page) || same(c.displayName, page) || same(label(c), page),
      )
    : undefined;
  return byPage;
}
