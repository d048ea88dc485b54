import type { GameType, Lane, VendorCard } from '@monsoon/contracts/catalogue';
import {
  cockfightGroupTitle,
  cockfightVendorCodes,
  esportsVendorCodes,
} from '@/config/vendor-groups';

/** The header's game types in order (wire §11; the cockfight group sits right after PVP, spec §2). */
export const groupOrder: readonly GameType[] = [
  'SPORTS',
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
  'ESPORTS',
];

/** A header group: one game type with its vendor cards, after the site's regrouping. */
export interface GameGroup {
  gameType: GameType;
  /** The group's lane title: its game type, or `DS88` for the cockfight group (spec §2). */
  title: string;
  cards: readonly VendorCard[];
}

const upper = (code: string) => code.toUpperCase();

/** The title a regrouped group carries: the cockfight group is titled DS88 (spec §2), the others by type. */
export const groupTitle = (gameType: GameType): string =>
  gameType === 'COCKFIGHT' ? cockfightGroupTitle : gameType;

/** The group a card belongs to: cockfight and esports vendors leave SPORTS; a lane titled DS88 is cockfight (spec §2). */
export function groupOfCard(card: VendorCard, laneTitle: string): GameType | null {
  const code = upper(card.vassalage);
  const title = upper(laneTitle);
  if (cockfightVendorCodes.includes(code) || title === cockfightGroupTitle) return 'COCKFIGHT';
  if (title === 'SPORTS' && esportsVendorCodes.includes(code)) return 'ESPORTS';
  return (groupOrder as readonly string[]).includes(title) ? (title as GameType) : null;
}

/**
 * The server's lanes regrouped for the header (spec §2): cockfight vendors (config/vendor-groups.ts)
 * into their own group titled DS88 after PVP, esports vendors of the sports lane into ESPORTS, every known game type present (an empty type
 * shows an empty state), in the header's order. Unknown lane titles are left out.
 */
export function regroupLanes(lanes: readonly Lane[]): GameGroup[] {
  const byType = new Map<GameType, VendorCard[]>(groupOrder.map((t) => [t, []]));
  const seen = new Set<string>();
  for (const lane of lanes) {
    for (const card of lane.cards) {
      const group = groupOfCard(card, lane.title);
      if (!group) continue;
      const key = `${group}:${upper(card.vassalage)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      byType.get(group)?.push(card);
    }
  }
  return groupOrder.map((gameType) => ({
    gameType,
    title: groupTitle(gameType),
    cards: byType.get(gameType) ?? [],
  }));
}

/** The cards of one group (e.g. the RNG vendors of the game-list page's menu). */
export const cardsOf = (groups: readonly GameGroup[], gameType: GameType): readonly VendorCard[] =>
  groups.find((g) => g.gameType === gameType)?.cards ?? [];

/** Prize mode (spec §4): electronic lottery when the vendor data has ELOTT cards TCG_LOTTO_VN or LOTT. */
export function prizeModeOf(lanes: readonly Lane[]): 'Elott' | 'Lott' {
  const elott = lanes.find((l) => upper(l.title) === 'ELOTT');
  return elott?.cards.some((c) => ['TCG_LOTTO_VN', 'LOTT'].includes(upper(c.vassalage)))
    ? 'Elott'
    : 'Lott';
}

/** A vendor card's logo: the server's icon, else the studio artwork of its code. */
export const vendorLogoUrl = (
  card: Pick<VendorCard, 'vassalage' | 'smallIcon' | 'lagerIcon'>,
): string =>
  card.smallIcon || card.lagerIcon || `/assets/vendors/${encodeURIComponent(card.vassalage)}.svg`;
