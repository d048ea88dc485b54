import {
  GAME_CLASSIFIES,
  GAME_TYPES,
  type GameClassify,
  type GameItem,
  type GameType,
} from '@monsoon/contracts/catalogue';
import { minorToWire } from '@monsoon/contracts/money';
import type { CatalogueRoom, LocalizedNames } from '@/db/schema/catalogue.ts';
import type { GameRow, LoadedBrand } from './games.repository.ts';

/** Fiat currencies have two decimals (money.md); min bets and room stakes are presented with it. */
export const MONEY_SCALE = 2;
/**
 * Filter results remembered per snapshot (the site asks the same few combinations again and again),
 * least recently used first out, bounded by count and by the games they hold in total (8 bytes a
 * reference: about 2 MB).
 */
const QUERY_CACHE_ENTRIES = 5_000;
const QUERY_CACHE_GAMES = 250_000;

export type LaunchStyle = 'list' | 'direct' | 'popup';

/** A brand as the calls use it. */
export interface BrandEntry {
  id: number;
  code: string;
  names: LocalizedNames;
  logoUrl: string;
  launchStyle: LaunchStyle;
  hot: boolean;
  order: number;
  /** Announced maintenance window (epoch ms), or null. */
  maintenance: { start: number; end: number } | null;
  /** The operator's switch and the integration's: a disabled brand's games are never listed or launched. */
  enabled: boolean;
  vendorId: number;
  /** The vendor registration (integration) that launches and settles the brand's games. */
  integrationCode: string;
}

/** A listable game. */
export interface GameEntry {
  /** Position in the snapshot's list order (indexes the per-language caches). */
  index: number;
  nodeId: number;
  gameId: string;
  brand: BrandEntry;
  gameType: GameType;
  classify: GameClassify;
  names: LocalizedNames;
  iconUrl: string;
  minBetMinor: bigint;
  /** The minimum bet as the wire's decimal number. */
  minBet: number;
  lines: number;
  isNew: boolean;
  hotRank: number | null;
  demo: boolean;
  rooms: readonly CatalogueRoom[];
  popularity: number;
}

/** The game-list filters, already validated and normalised. */
export interface GameFilter {
  lang: string;
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  classify?: GameClassify | undefined;
  /** Lower-cased search text. */
  name?: string | undefined;
  /** Games whose minimum bet is at most this (decimal). */
  maxMinBet?: number | undefined;
  minLines?: number | undefined;
  newOnly?: boolean | undefined;
}

/** A name in a language, English when the vendor gave none in it. */
export const nameIn = (names: LocalizedNames, lang: string): string =>
  names[lang] ?? names['EN'] ?? '';

const isGameType = (t: string): t is GameType => (GAME_TYPES as readonly string[]).includes(t);
const isClassify = (c: string): c is GameClassify =>
  (GAME_CLASSIFIES as readonly string[]).includes(c);
const isLaunchStyle = (s: string): s is LaunchStyle =>
  s === 'list' || s === 'direct' || s === 'popup';

/** Whether a brand's maintenance window is open at `now`. */
export const inMaintenance = (brand: BrandEntry, now: number): boolean =>
  brand.maintenance !== null && brand.maintenance.start <= now && now < brand.maintenance.end;

/** The catalogue order: brand order, brand code, the vendor's feed order, nodeId. */
const listOrder = (a: GameEntry, b: GameEntry, positions: Map<number, number>): number =>
  a.brand.order - b.brand.order ||
  (a.brand.code < b.brand.code ? -1 : a.brand.code > b.brand.code ? 1 : 0) ||
  (positions.get(a.nodeId) ?? 0) - (positions.get(b.nodeId) ?? 0) ||
  a.nodeId - b.nodeId;

/** Hot order: the vendor's hot rank first, then the rounds played in the last 7 days. */
const hotOrder = (a: GameEntry, b: GameEntry): number =>
  (a.hotRank ?? Number.MAX_SAFE_INTEGER) - (b.hotRank ?? Number.MAX_SAFE_INTEGER) ||
  b.popularity - a.popularity ||
  a.nodeId - b.nodeId;

/**
 * One merchant's catalogue held in memory: every listable game in list order with indexes by brand,
 * type and nodeId, lower-cased names and presented items per language (built on first use), and the
 * results of recent filter combinations. Immutable once built; a sync replaces it whole.
 */
export class CatalogueSnapshot {
  readonly brands: readonly BrandEntry[];
  readonly brandByCode = new Map<string, BrandEntry>();
  /** Listable games (live, brand and integration enabled), in list order. */
  readonly games: readonly GameEntry[];
  readonly byNodeId = new Map<number, GameEntry>();
  /** Key `${vendorId}:${gameId}`: how rounds (which carry the vendor's game code) find their game. */
  readonly byVendorGame = new Map<string, GameEntry>();
  readonly hot: readonly GameEntry[];
  private readonly byBrand = new Map<string, GameEntry[]>();
  private readonly byType = new Map<GameType, GameEntry[]>();
  private readonly lowerNames = new Map<string, { text: string; starts: Int32Array }>();
  private readonly items = new Map<string, GameItem[]>();
  private readonly queries = new Map<string, readonly GameEntry[]>();
  private queriedGames = 0;
  /** The languages any game or brand has a name in (others are served in English). */
  private readonly languages = new Set<string>(['EN']);
  /** Per-snapshot memo for derived views (lanes per language), dropped with the snapshot. */
  readonly memo = new Map<string, { value: unknown; validUntil: number }>();

  constructor(
    readonly merchantId: number,
    readonly revision: number,
    brandRows: readonly LoadedBrand[],
    gameRows: readonly GameRow[],
  ) {
    this.brands = brandRows.map((b) => ({
      id: b.id,
      code: b.code,
      names: b.names,
      logoUrl: b.logoUrl,
      launchStyle: isLaunchStyle(b.launchStyle) ? b.launchStyle : 'list',
      hot: b.hot,
      order: b.sortOrder,
      maintenance:
        b.maintenanceStart && b.maintenanceEnd
          ? { start: b.maintenanceStart.getTime(), end: b.maintenanceEnd.getTime() }
          : null,
      enabled: b.enabled && b.integrationEnabled,
      vendorId: b.vendorId,
      integrationCode: b.integrationCode,
    }));
    const brandById = new Map<number, BrandEntry>();
    for (const b of this.brands) {
      this.brandByCode.set(b.code.toUpperCase(), b);
      brandById.set(b.id, b);
    }
    const positions = new Map<number, number>();
    const entries: GameEntry[] = [];
    for (const g of gameRows) {
      const brand = brandById.get(g.brandId);
      if (!brand?.enabled || !isGameType(g.gameType) || !isClassify(g.classify)) continue;
      positions.set(g.nodeId, g.position);
      entries.push({
        index: 0,
        nodeId: g.nodeId,
        gameId: g.gameId,
        brand,
        gameType: g.gameType,
        classify: g.classify,
        names: g.names,
        iconUrl: g.iconUrl,
        minBetMinor: g.minBet,
        minBet: minorToWire(g.minBet, MONEY_SCALE),
        lines: g.lines,
        isNew: g.isNew,
        hotRank: g.hotRank,
        demo: g.demo,
        rooms: g.rooms,
        popularity: g.popularity,
      });
    }
    for (const e of entries) for (const lang of Object.keys(e.names)) this.languages.add(lang);
    for (const b of this.brands) for (const lang of Object.keys(b.names)) this.languages.add(lang);
    entries.sort((a, b) => listOrder(a, b, positions));
    entries.forEach((e, i) => {
      e.index = i;
      this.byNodeId.set(e.nodeId, e);
      this.byVendorGame.set(`${e.brand.vendorId}:${e.gameId}`, e);
      const code = e.brand.code.toUpperCase();
      const ofBrand = this.byBrand.get(code);
      if (ofBrand) ofBrand.push(e);
      else this.byBrand.set(code, [e]);
      const ofType = this.byType.get(e.gameType);
      if (ofType) ofType.push(e);
      else this.byType.set(e.gameType, [e]);
    });
    this.games = entries;
    this.hot = entries.filter((e) => e.hotRank !== null || e.popularity > 0).sort(hotOrder);
  }

  /**
   * The language whose names answer a request in `lang`: itself when some game or brand has a name in
   * it, else English (the per-language caches stay as few as the languages vendors publish).
   */
  languageFor(lang: string): string {
    return this.languages.has(lang) ? lang : 'EN';
  }

  /** An enabled brand by vendor code (any case), or undefined. */
  enabledBrand(code: string): BrandEntry | undefined {
    const brand = this.brandByCode.get(code.toUpperCase());
    return brand?.enabled ? brand : undefined;
  }

  /** The listable games of a brand (list order). */
  gamesOfBrand(code: string): readonly GameEntry[] {
    return this.byBrand.get(code.toUpperCase()) ?? [];
  }

  /** The listable games of a game type (list order). */
  gamesOfType(type: GameType): readonly GameEntry[] {
    return this.byType.get(type) ?? [];
  }

  /**
   * Lower-cased names in a language (English fallback) joined by newlines, with where each game's name
   * starts: one `indexOf` scan finds every game whose name holds a text (names never hold a newline).
   */
  private namesIn(lang: string): { text: string; starts: Int32Array } {
    let names = this.lowerNames.get(lang);
    if (!names) {
      const lower = this.games.map((g) =>
        nameIn(g.names, lang).toLowerCase().replaceAll('\n', ' '),
      );
      const starts = new Int32Array(lower.length + 1);
      let at = 0;
      lower.forEach((name, i) => {
        starts[i] = at;
        at += name.length + 1;
      });
      starts[lower.length] = at;
      names = { text: lower.join('\n'), starts };
      this.lowerNames.set(lang, names);
    }
    return names;
  }

  /** The games (list order) whose name in `lang` contains the lower-cased `needle`. */
  private named(lang: string, needle: string): GameEntry[] {
    const { text, starts } = this.namesIn(lang);
    const found: GameEntry[] = [];
    if (needle.includes('\n')) return found;
    for (let pos = text.indexOf(needle); pos !== -1;) {
      // The game whose name holds `pos`: the last start at or before it.
      let lo = 0;
      let hi = this.games.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] ?? 0) <= pos) lo = mid;
        else hi = mid - 1;
      }
      const game = this.games[lo];
      if (game) found.push(game);
      pos = text.indexOf(needle, starts[lo + 1] ?? text.length);
    }
    return found;
  }

  /** The wire items in a language (without maintenance, which depends on the time), indexed like `games`. */
  itemsIn(lang: string, present: (g: GameEntry, lang: string) => GameItem): readonly GameItem[] {
    let items = this.items.get(lang);
    if (!items) {
      items = this.games.map((g) => present(g, lang));
      this.items.set(lang, items);
    }
    return items;
  }

  /** Every game matching the filter, in list order (recent combinations are remembered). */
  filter(f: GameFilter): readonly GameEntry[] {
    // Start from the smallest index that applies, then test the rest.
    const base = f.vassalage
      ? this.gamesOfBrand(f.vassalage)
      : f.gameType
        ? this.gamesOfType(f.gameType)
        : this.games;
    const narrowed = f.vassalage && f.gameType;
    if (
      !narrowed &&
      !f.classify &&
      !f.name &&
      f.maxMinBet === undefined &&
      f.minLines === undefined &&
      !f.newOnly
    )
      return base;
    const key = JSON.stringify([
      f.name ? f.lang : '',
      f.gameType,
      f.vassalage?.toUpperCase(),
      f.classify,
      f.name,
      f.maxMinBet,
      f.minLines,
      f.newOnly,
    ]);
    const hit = this.queries.get(key);
    if (hit) {
      // Least recently used goes first: a hit moves to the end.
      this.queries.delete(key);
      this.queries.set(key, hit);
      return hit;
    }
    const vendor = f.vassalage?.toUpperCase();
    const result = (f.name ? this.named(f.lang, f.name) : base).filter(
      (g) =>
        (!vendor || g.brand.code.toUpperCase() === vendor) &&
        (!f.gameType || g.gameType === f.gameType) &&
        (!f.classify || g.classify === f.classify) &&
        (f.maxMinBet === undefined || g.minBet <= f.maxMinBet) &&
        (f.minLines === undefined || g.lines >= f.minLines) &&
        (!f.newOnly || g.isNew),
    );
    this.remember(key, result);
    return result;
  }

  private remember(key: string, result: readonly GameEntry[]): void {
    this.queries.set(key, result);
    this.queriedGames += result.length;
    for (const [oldest, games] of this.queries) {
      if (this.queriedGames <= QUERY_CACHE_GAMES && this.queries.size <= QUERY_CACHE_ENTRIES) break;
      this.queries.delete(oldest);
      this.queriedGames -= games.length;
    }
  }
}
