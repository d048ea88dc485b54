import type { TitleDef } from '../engine/types.ts';
import { monsoonRiches } from './ms001-monsoon-riches.ts';
import { dragonPearl } from './ms002-dragon-pearl.ts';
import { tigerTemple } from './ms003-tiger-temple.ts';
import { koiGarden } from './ms004-koi-garden.ts';
import { fruitFiesta } from './ms005-fruit-fiesta.ts';
import { luckySevens } from './ms006-lucky-sevens.ts';
import { gemCascade } from './ms007-gem-cascade.ts';
import { pirateTides } from './ms008-pirate-tides.ts';
import { phoenixFire } from './ms009-phoenix-fire.ts';
import { jungleBuffalo } from './ms010-jungle-buffalo.ts';
import { moonFestival } from './ms011-moon-festival.ts';
import { spaceRocket } from './ms012-space-rocket.ts';

/** The studio's slot titles, in catalogue order. */
export const titles: readonly TitleDef[] = [
  monsoonRiches,
  dragonPearl,
  tigerTemple,
  koiGarden,
  fruitFiesta,
  luckySevens,
  gemCascade,
  pirateTides,
  phoenixFire,
  jungleBuffalo,
  moonFestival,
  spaceRocket,
];

/** The title with this vendor game code (case-sensitive, e.g. "MS001"). */
export function findTitle(code: string): TitleDef | undefined {
  return titles.find((title) => title.code === code);
}
