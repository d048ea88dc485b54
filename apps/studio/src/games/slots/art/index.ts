import { drawBackground } from '@/games/slots/art/background.ts';
import { RANKS } from '@/games/slots/art/icons/cards.ts';
import { THEME_ICONS } from '@/games/slots/art/icons/registry.ts';
import { LOOKS } from '@/games/slots/art/palettes.ts';
import type { TitleLook } from '@/games/slots/art/palettes.ts';
import { drawSymbol } from '@/games/slots/art/symbols.ts';
import { drawTile } from '@/games/slots/art/tile.ts';
import type { SlotTheme, TileMark } from '@/games/slots/art/types.ts';

export type { SlotTheme, TileMark } from '@/games/slots/art/types.ts';

/** Every art key the library draws: card ranks, specials, then theme icons. */
export const ART_KEYS: readonly string[] = [...RANKS, 'wild', 'scatter', ...THEME_ICONS.keys()];

/** The vendor game codes that have artwork. */
export const TITLE_CODES: readonly string[] = Object.keys(LOOKS);

const lookOf = (code: string): TitleLook | undefined =>
  Object.hasOwn(LOOKS, code) ? LOOKS[code] : undefined;

/** A standalone 200 x 200 SVG of one symbol in the title's palette; undefined for unknown titles or keys. */
export function symbolSvg(titleCode: string, artKey: string): string | undefined {
  const look = lookOf(titleCode);
  return look && ART_KEYS.includes(artKey) ? drawSymbol(titleCode, look, artKey) : undefined;
}

/** The square 400 x 400 lobby icon of a title (no text), optionally with a republishing brand's mark. */
export function tileSvg(titleCode: string, mark?: TileMark): string | undefined {
  const look = lookOf(titleCode);
  return look ? drawTile(titleCode, look, mark) : undefined;
}

/** The full-bleed 1600 x 900 game-page background of a title. */
export function backgroundSvg(titleCode: string): string | undefined {
  const look = lookOf(titleCode);
  return look ? drawBackground(titleCode, look) : undefined;
}

/** The UI colours of a title. */
export function themeOf(titleCode: string): SlotTheme | undefined {
  return lookOf(titleCode)?.theme;
}
