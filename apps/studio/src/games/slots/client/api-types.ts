/**
 * The shapes of the game page's JSON API, shared by the studio's presenters (which `satisfies` them)
 * and the page. Money is carried as decimal strings of minor units (bigint-safe).
 */
import type { Evaluation, SymbolKind } from '@/games/slots/engine/types.ts';

export interface SymbolView {
  id: string;
  art: string;
  kind: SymbolKind;
  name: string;
  pays: Partial<Record<'2' | '3' | '4' | '5', number>>;
}

export interface TitleView {
  code: string;
  name: string;
  tagline: string;
  reels: number;
  rows: number;
  evaluation: Evaluation;
  betUnits: number;
  symbols: SymbolView[];
  freeSpinsByScatters: Partial<Record<'3' | '4' | '5', number>>;
  freeSpinMultiplier: number;
  betStepsMinor: number[];
  volatility: 'low' | 'medium' | 'high';
  rtpPercent: number;
}

export interface ThemeView {
  background: string;
  surface: string;
  frame: string;
  accent: string;
  text: string;
  win: string;
}

export interface FairView {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce of the next round. */
  nonce: number;
}

export interface HistoryView {
  roundId: string;
  time: string;
  betMinor: string;
  winMinor: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** Only once the seed was rotated. */
  serverSeed?: string;
}

export interface SessionView {
  /** The catalogue game launched (MS006, ST0002…): verification recomputes rounds of this game. */
  gameId: string;
  title: TitleView;
  theme: ThemeView | null;
  balanceMinor: string;
  currency: string;
  language: string;
  mode: 'real' | 'fun' | 'demo';
  fair: FairView;
  history: HistoryView[];
}

export interface PositionView {
  reel: number;
  row: number;
}

export interface SpinWinView {
  kind: 'line' | 'ways' | 'scatter';
  symbol: string;
  count: number;
  line?: number;
  ways?: number;
  positions: PositionView[];
  winMinor: string;
}

export interface SpinView {
  grid: string[][];
  stops: number[];
  wins: SpinWinView[];
  winMinor: string;
  freeSpinsAwarded: number;
  multiplier: number;
}

export interface OutcomeView {
  base: SpinView;
  freeSpins: SpinView[];
  totalWinMinor: string;
}

export interface RoundView {
  roundId: string;
  nonce: number;
  betMinor: string;
  winMinor: string;
  outcome: OutcomeView;
}

export interface SpinAnswer {
  round: RoundView;
  balanceMinor: string;
  fair: FairView;
}

export interface RotateAnswer {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
  fair: FairView;
}

export interface VerifyAnswer {
  serverSeedHash: string;
  outcome: OutcomeView;
}

/** Stable error codes the page translates (i18n key `error.<code>`). */
export const API_ERRORS = [
  'invalid.request',
  'invalid.bet',
  'session.expired',
  'insufficient.funds',
  'player.blocked',
  'connection.lost',
  'wallet.rejected',
  'round.failed',
  'rate.limited',
  'not.found',
] as const;
export type ApiErrorCode = (typeof API_ERRORS)[number];

export interface ApiError {
  error: ApiErrorCode;
  balanceMinor?: string;
}
