import type { CatalogueFeed, FeedBrand, FeedGame } from '@monsoon/contracts/provider/catalogue';
import type { GameBets } from '@/catalogue/bet-ladders.ts';
import { GAME_BETS } from '@/catalogue/bet-ladders.ts';
import type { BrandDef } from '@/catalogue/brands.ts';
import { BRANDS, HOT_GAMES, NEW_GAMES } from '@/catalogue/brands.ts';
import type { BrandMaintenance } from '@/config.ts';
import type { LanguageCode, Localized, TitleDef } from '@/games/slots/engine/types.ts';
import { findTitle } from '@/games/slots/titles/index.ts';

/** One game of a brand: the id the site launches, the title it republishes and how it plays it. */
export interface BrandGame {
  gameId: string;
  brand: BrandDef;
  /** The title as defined (names, art, strips). */
  title: TitleDef;
  /** The title as this game plays it: its bet ladder (GAME_BETS) and paylines; `title` itself when unchanged. */
  played: TitleDef;
}

const gameIdOf = (brand: BrandDef, index: number, title: TitleDef): string =>
  brand.prefix === null ? title.code : `${brand.prefix}${String(index + 1).padStart(4, '0')}`;

/** The title with a game's ladder and paylines (see GameBets); throws on a ladder that would round wins. */
export function playedTitle(gameId: string, title: TitleDef, bets: GameBets | undefined): TitleDef {
  let played = title;
  if (bets) {
    const { steps, paylines } = bets;
    played = { ...title, betStepsMinor: [...steps] };
    if (paylines) {
      const { evaluation } = title;
      if (
        evaluation.kind !== 'lines' ||
        !Number.isInteger(paylines.count) ||
        paylines.count < 1 ||
        paylines.count > evaluation.lines.length
      ) {
        throw new Error(`${gameId}: ${title.code} cannot be played on ${paylines.count} lines`);
      }
      const lines = evaluation.lines.slice(0, paylines.count);
      played = {
        ...played,
        evaluation: { kind: 'lines', lines },
        betUnits: lines.length,
        volatility: paylines.volatility,
      };
    }
  }
  const steps = played.betStepsMinor;
  if (steps.length === 0) throw new Error(`${gameId}: no bet steps`);
  steps.forEach((step, i) => {
    if (!Number.isSafeInteger(step) || step <= (steps[i - 1] ?? 0))
      throw new Error(`${gameId}: bet steps must be ascending positive integers`);
    if (step % played.betUnits !== 0)
      throw new Error(`${gameId}: bet ${step} is not a multiple of ${played.betUnits} bet units`);
  });
  return played;
}

function deriveGames(): BrandGame[] {
  const games = BRANDS.flatMap((brand) =>
    brand.titles.map((code, index) => {
      const title = findTitle(code);
      if (!title) throw new Error(`brand ${brand.code}: unknown title ${code}`);
      const gameId = gameIdOf(brand, index, title);
      return { gameId, brand, title, played: playedTitle(gameId, title, GAME_BETS[gameId]) };
    }),
  );
  const ids = new Set(games.map((game) => game.gameId));
  for (const gameId of Object.keys(GAME_BETS))
    if (!ids.has(gameId)) throw new Error(`bet ladder of unknown game ${gameId}`);
  return games;
}

/** Every game of every brand, in brand order then list order. */
export const BRAND_GAMES: readonly BrandGame[] = deriveGames();

const gamesById = new Map(BRAND_GAMES.map((game) => [game.gameId, game]));

/**
 * The title a game id plays, as it plays it (its bet ladder and paylines): brand ids (ST0001…) and the
 * home brand's title codes (MS001…) alike. Launches, pages, rounds and verification all go through it.
 */
export function titleOfGame(gameId: string): TitleDef | undefined {
  return gamesById.get(gameId)?.played;
}

const perLanguage = (text: (code: LanguageCode) => string): Localized => ({
  CN: text('CN'),
  EN: text('EN'),
  ID: text('ID'),
  MY: text('MY'),
  TH: text('TH'),
  TY: text('TY'),
  VI: text('VI'),
});

/** The home brand shows the titles' own names; other brands add their name as the flavour. */
function namesOf({ brand, title }: BrandGame): Localized {
  return brand.prefix === null
    ? title.name
    : perLanguage((code) => `${title.name[code]} · ${brand.name[code]}`);
}

function presentBrand(
  brand: BrandDef,
  index: number,
  publicUrl: string,
  maintenance: BrandMaintenance | null,
): FeedBrand {
  const window =
    maintenance?.brand === brand.code ? { start: maintenance.start, end: maintenance.end } : null;
  return {
    code: brand.code,
    names: brand.name,
    logoUrl: `${publicUrl}/art/brands/${brand.code}.svg`,
    launchStyle: brand.launchStyle,
    hot: brand.hot,
    order: index * 10,
    maintenance: window,
  };
}

function presentGame(game: BrandGame, publicUrl: string): FeedGame {
  const { brand, title, played, gameId } = game;
  const hotIndex = HOT_GAMES.indexOf(gameId);
  const badge = brand.prefix === null ? '' : `?brand=${brand.code}`;
  return {
    gameId,
    brand: brand.code,
    gameType: 'RNG',
    classify: 'SLOTS',
    names: namesOf(game),
    iconUrl: `${publicUrl}/art/${title.code}/tile.svg${badge}`,
    minBetMinor: played.betStepsMinor[0] ?? 0,
    lines: played.evaluation.kind === 'lines' ? played.evaluation.lines.length : 0,
    isNew: NEW_GAMES.includes(gameId),
    hotRank: hotIndex >= 0 ? hotIndex + 1 : null,
    demo: true,
    rooms: [],
  };
}

/** The catalogue feed the Monsoon server syncs (`GET /games`); URLs are absolute on `publicUrl`. */
export function catalogueFeed(
  publicUrl: string,
  maintenance: BrandMaintenance | null,
): CatalogueFeed {
  return {
    brands: BRANDS.map((brand, index) => presentBrand(brand, index, publicUrl, maintenance)),
    games: BRAND_GAMES.map((game) => presentGame(game, publicUrl)),
  };
}
