// TODO(issue 4): replaced by the catalogue (game list and vendor lanes from the server).

/** A game of our studio that the site can launch before the catalogue exists. */
export interface StudioGame {
  /** Vendor code (`vassalage`). */
  vassalage: string;
  gameId: string;
  /** The title's name (a brand name: the same in every language until the catalogue localises it). */
  name: string;
}

const vendor = 'MONSOON';

/** The 12 slot titles of the Monsoon studio (vendor MONSOON). */
export const studioGames: readonly StudioGame[] = [
  { vassalage: vendor, gameId: 'MS001', name: 'Monsoon Riches' },
  { vassalage: vendor, gameId: 'MS002', name: 'Dragon Pearl' },
  { vassalage: vendor, gameId: 'MS003', name: 'Tiger Temple' },
  { vassalage: vendor, gameId: 'MS004', name: 'Koi Garden' },
  { vassalage: vendor, gameId: 'MS005', name: 'Fruit Fiesta' },
  { vassalage: vendor, gameId: 'MS006', name: 'Lucky Sevens' },
  { vassalage: vendor, gameId: 'MS007', name: 'Gem Cascade' },
  { vassalage: vendor, gameId: 'MS008', name: 'Pirate Tides' },
  { vassalage: vendor, gameId: 'MS009', name: 'Phoenix Fire' },
  { vassalage: vendor, gameId: 'MS010', name: 'Jungle Buffalo' },
  { vassalage: vendor, gameId: 'MS011', name: 'Moon Festival' },
  { vassalage: vendor, gameId: 'MS012', name: 'Space Rocket' },
];

/** The name of a studio game, if it is one of ours. */
export const studioGameName = (vassalage: string, gameId: string): string | undefined =>
  studioGames.find((g) => g.vassalage === vassalage && g.gameId === gameId)?.name;
