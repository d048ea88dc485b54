import type { GameItem, addFavoriteGame } from '@monsoon/contracts/catalogue';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';

const addFavouriteCall = wireCall<typeof addFavoriteGame>({
  paths: ['/wps/relay/MCSFE_addFavoriteGameV2', '/wps/relay/MCS2_addFavoriteGameV2'],
  methods: ['POST'],
  modId: 'GAMELOFAV3',
  auth: 'session',
});

/** The game a favourite action names (spec §3: nodeId, vendor, gameType). */
export type FavouriteGame = Pick<GameItem, 'nodeId' | 'vassalage' | 'gameType'>;

/** The body both favourite actions carry. */
export const favouriteBody = (game: FavouriteGame) => ({
  nodeId: game.nodeId,
  vendor: game.vassalage,
  gameType: game.gameType,
});

/** Adds a favourite: POST /wps/relay/MCSFE_addFavoriteGameV2 (wire reference §6.3); answers the favourite ids. */
export const addFavourite = (game: FavouriteGame): Promise<number[]> =>
  callApi(addFavouriteCall, { body: favouriteBody(game) });
