import type { removeFavoriteGame } from '@monsoon/contracts/catalogue';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';
import { favouriteBody, type FavouriteGame } from './add-favourite';

const removeFavouriteCall = wireCall<typeof removeFavoriteGame>({
  paths: ['/wps/relay/MCSFE_removeFavoriteGameV2', '/wps/relay/MCS2_removeFavoriteGameV2'],
  methods: ['DELETE'],
  modId: 'GAMELOFAV3',
  auth: 'session',
});

/** Removes a favourite: DELETE /wps/relay/MCSFE_removeFavoriteGameV2 (wire reference §6.3); answers the favourite ids. */
export const removeFavourite = (game: FavouriteGame): Promise<number[]> =>
  callApi(removeFavouriteCall, { body: favouriteBody(game) });
