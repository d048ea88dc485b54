import type { LgwGameMenu } from '@monsoon/contracts/lottery/lgw';

/** A group of games as the lobby shows it. */
export interface LobbySection {
  /** The group's `gameGroupCode`, or `FAVOURITES` for the member's favourites. */
  code: string;
  name: string;
  /** The group's icon (its games' `icon`, `/assets/lottery/<group>.svg`); null for favourites. */
  icon: string | null;
  games: LgwGameMenu[];
}

export const FAVOURITES_SECTION = 'FAVOURITES';

/** The menus answer: groups keyed by `gameGroupCode`. */
type MenuGroups = Readonly<
  Record<string, { gameGroupCode: string; gameGroupName: string; gameMenus: LgwGameMenu[] }>
>;

/**
 * The lobby's sections: the member's favourites first (in their lobby order), then every group of the
 * answer in its order (the server's display order: VN north, central, south, K3, SSC, PK10, 11X5),
 * leaving out empty groups.
 */
export function lobbySections(
  groups: MenuGroups,
  favourites: ReadonlySet<string>,
  names: {
    favourites: string;
    group: (group: { gameGroupCode: string; gameGroupName: string }) => string;
  },
): LobbySection[] {
  const sections = Object.values(groups)
    .filter((g) => g.gameMenus.length > 0)
    .map((g) => ({
      code: g.gameGroupCode,
      name: names.group(g),
      icon: g.gameMenus.find((m) => m.icon !== '')?.icon ?? null,
      games: g.gameMenus,
    }));
  const favouriteGames = sections
    .flatMap((s) => s.games)
    .filter((g) => favourites.has(String(g.gameId)));
  return favouriteGames.length > 0
    ? [
        { code: FAVOURITES_SECTION, name: names.favourites, icon: null, games: favouriteGames },
        ...sections,
      ]
    : sections;
}

/**
 * The groups narrowed to one vendor's games (the page's `vendor` query, spec §2: a lobby card of
 * `ELOTT` opens the fast games), when that vendor has games here; otherwise every game, so a vendor
 * code we do not run (`LOTT`) never shows an empty lobby.
 */
export function byVendor(groups: MenuGroups, vendor: string | null): MenuGroups {
  const code = vendor?.trim().toUpperCase();
  if (!code) return groups;
  const matches = (m: LgwGameMenu) => m.accountTypeName.toUpperCase() === code;
  if (!Object.values(groups).some((g) => g.gameMenus.some(matches))) return groups;
  return Object.fromEntries(
    Object.entries(groups).map(([key, g]) => [
      key,
      { ...g, gameMenus: g.gameMenus.filter(matches) },
    ]),
  );
}

/** Milliseconds until the earliest upcoming draw of the menus has passed (the lobby then reads them again). */
export function untilNextDraw(
  groups: Readonly<Record<string, { gameMenus: LgwGameMenu[] }>> | undefined,
  now: number = Date.now(),
): number | false {
  const times = Object.values(groups ?? {})
    .flatMap((g) => g.gameMenus.map((m) => m.drawTime))
    .filter((t): t is number => t !== null && t > now);
  if (times.length === 0) return false;
  // A little after the draw, so the server has moved on to the next one; never more often than every 5 s.
  return Math.max(Math.min(...times) - now + 1500, 5000);
}
