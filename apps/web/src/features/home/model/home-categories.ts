import type { GameType, VendorCard } from '@monsoon/contracts/catalogue';
import { groupOrder, type GameGroup } from '@/lib/catalogue/regroup';
import { gameTypePath, lotteryLobbyPath } from '@/lib/catalogue/vendor-action';

/** Vendors a home category shows (wire §11: "HOME shows 5 vendors per category"). */
export const homeVendorLimit = 5;

/** A category card of the home page. */
export interface HomeCategory {
  gameType: GameType;
  /**
   * The type's page; for lottery and e-lottery the lobby of the first vendor's games (the header has no
   * page for them, spec §2); null for cockfight (a vendor opens its game).
   */
  path: string | null;
  /** The first vendors (at most `homeVendorLimit`). */
  vendors: readonly VendorCard[];
  /** Vendors of the type in all. */
  total: number;
}

/** Every game type as a home category, those with vendors first (each part in header order). */
export function homeCategories(groups: readonly GameGroup[]): HomeCategory[] {
  const all = groupOrder.map((gameType): HomeCategory => {
    const cards = groups.find((g) => g.gameType === gameType)?.cards ?? [];
    const first = cards[0];
    return {
      gameType,
      path: gameTypePath[gameType] ?? (first ? lotteryLobbyPath(first.vassalage) : null),
      vendors: cards.slice(0, homeVendorLimit),
      total: cards.length,
    };
  });
  return [...all.filter((c) => c.total > 0), ...all.filter((c) => c.total === 0)];
}
