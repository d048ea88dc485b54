import * as animals from '@/games/slots/art/icons/animals.ts';
import * as casino from '@/games/slots/art/icons/casino.ts';
import * as creatures from '@/games/slots/art/icons/creatures.ts';
import * as culture from '@/games/slots/art/icons/culture.ts';
import * as fruits from '@/games/slots/art/icons/fruits.ts';
import * as gems from '@/games/slots/art/icons/gems.ts';
import * as sky from '@/games/slots/art/icons/sky.ts';
import * as voyage from '@/games/slots/art/icons/voyage.ts';
import type { IconDraw } from '@/games/slots/art/types.ts';

/** Every theme icon by art key. */
export const THEME_ICONS: ReadonlyMap<string, IconDraw> = new Map<string, IconDraw>(
  Object.entries({
    ...creatures,
    ...animals,
    ...fruits,
    ...casino,
    ...gems,
    ...culture,
    ...sky,
    ...voyage,
  }),
);
