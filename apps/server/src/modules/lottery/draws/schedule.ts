/**
 * When each lottery game draws, and what each draw is called (its numero). Pure functions of time; every
 * day boundary is midnight in Vietnam time (UTC+7, no daylight saving).
 *
 * - Fast games draw every `intervalMinutes` from midnight Vietnam time. Draw k of a day (k = 1 … 1440/interval)
 *   happens at midnight + k × interval and is numbered `YYYYMMDD-NNNN`; the draw exactly at midnight is the
 *   last of the day before (for a 1-minute game `20250101-1440` is drawn at 2025-01-02 00:00 Vietnam time).
 * - Vietnamese games draw once on each of their weekdays at their `drawTime`, numbered `YYYYMMDD`.
 * - A draw takes bets from the previous draw's close (`opensAt`) until `closeAt` = draw − close seconds, so
 *   exactly one draw per game is open at any time.
 */
import {
  VIETNAM_UTC_OFFSET_MINUTES,
  type FastLotteryGame,
  type LotteryGame,
  type VnLotteryGame,
} from '@monsoon/contracts/lottery/games';

const OFFSET_MS = VIETNAM_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
/** Longest listing `drawsBetween` answers, so a bad range cannot build millions of objects. */
export const MAX_DRAWS_LISTED = 50_000;

/** One scheduled draw of one game. */
export interface ScheduledDraw {
  gameCode: string;
  numero: string;
  /** Bets open (the previous draw's close). */
  opensAt: Date;
  /** Bets close: `drawAt` − close seconds. */
  closeAt: Date;
  drawAt: Date;
}

export interface ScheduleOptions {
  /** Seconds before the draw when bets close; default the game's `defaultCloseSeconds`. */
  closeSeconds?: number;
}

/** Start (UTC ms) of the Vietnam day that contains `ms`. */
const vnDayStart = (ms: number): number =>
  Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;

/** `YYYYMMDD` of the Vietnam day starting at `dayStart`. */
function vnDate(dayStart: number): string {
  const d = new Date(dayStart + OFFSET_MS);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** Day start (UTC ms) of a `YYYYMMDD`, or null when it is no calendar date. */
function parseVnDate(text: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const dayStart = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - OFFSET_MS;
  return vnDate(dayStart) === text ? dayStart : null;
}

const vnWeekday = (dayStart: number): number => new Date(dayStart + OFFSET_MS).getUTCDay();

/** The close seconds in force; refuses values that would close a fast draw before the previous one is drawn. */
function closeMs(game: LotteryGame, options: ScheduleOptions): number {
  const seconds = options.closeSeconds ?? game.defaultCloseSeconds;
  const limit = game.kind === 'VN' ? DAY_MS / 1000 : game.intervalMinutes * 60;
  if (!Number.isInteger(seconds) || seconds < 0 || seconds >= limit) {
    throw new RangeError(
      `closeSeconds ${seconds} out of range for ${game.code} (0 ≤ s < ${limit})`,
    );
  }
  return seconds * 1000;
}

// ---- fast games: draw m (any integer) happens at VN-midnight-aligned m × interval ----

const intervalMs = (game: FastLotteryGame): number => game.intervalMinutes * 60_000;
const fastDrawTime = (game: FastLotteryGame, m: number): number => m * intervalMs(game) - OFFSET_MS;

function fastNumero(game: FastLotteryGame, drawAt: number): string {
  const day = vnDayStart(drawAt - 1); // a draw at midnight closes the day before
  const k = (drawAt - day) / intervalMs(game);
  return `${vnDate(day)}-${String(k).padStart(4, '0')}`;
}

function fastDraw(game: FastLotteryGame, m: number, close: number): ScheduledDraw {
  const drawAt = fastDrawTime(game, m);
  return {
    gameCode: game.code,
    numero: fastNumero(game, drawAt),
    opensAt: new Date(fastDrawTime(game, m - 1) - close),
    closeAt: new Date(drawAt - close),
    drawAt: new Date(drawAt),
  };
}

// ---- Vietnamese games: one draw on each of the game's weekdays ----

function drawTimeMs(game: VnLotteryGame): number {
  const [hours, minutes] = game.drawTime.split(':').map(Number);
  return ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
}

const drawsOn = (game: VnLotteryGame, dayStart: number): boolean =>
  game.weekdays.some((w) => w === vnWeekday(dayStart));

/** The draw day before `dayStart` (the game draws at least weekly). */
function previousVnDay(game: VnLotteryGame, dayStart: number): number {
  let day = dayStart - DAY_MS;
  while (!drawsOn(game, day)) day -= DAY_MS;
  return day;
}

function vnDraw(game: VnLotteryGame, dayStart: number, close: number): ScheduledDraw {
  const drawAt = dayStart + drawTimeMs(game);
  return {
    gameCode: game.code,
    numero: vnDate(dayStart),
    opensAt: new Date(previousVnDay(game, dayStart) + drawTimeMs(game) - close),
    closeAt: new Date(drawAt - close),
    drawAt: new Date(drawAt),
  };
}

// ---- the schedule ----

/** Every draw of `game` with `from` ≤ drawAt < `to`, in time order. */
export function drawsBetween(
  game: LotteryGame,
  from: Date,
  to: Date,
  options: ScheduleOptions = {},
): ScheduledDraw[] {
  const close = closeMs(game, options);
  const [start, end] = [from.getTime(), to.getTime()];
  if (game.kind !== 'VN') {
    const first = Math.ceil((start + OFFSET_MS) / intervalMs(game));
    const last = Math.ceil((end + OFFSET_MS) / intervalMs(game)); // exclusive
    if (last - first > MAX_DRAWS_LISTED)
      throw new RangeError(`more than ${MAX_DRAWS_LISTED} draws asked for`);
    return Array.from({ length: Math.max(0, last - first) }, (_, i) =>
      fastDraw(game, first + i, close),
    );
  }
  if ((end - start) / DAY_MS > MAX_DRAWS_LISTED)
    throw new RangeError(`more than ${MAX_DRAWS_LISTED} days asked for`);
  const draws: ScheduledDraw[] = [];
  for (let day = vnDayStart(start); day <= vnDayStart(end); day += DAY_MS) {
    if (!drawsOn(game, day)) continue;
    const draw = vnDraw(game, day, close);
    if (draw.drawAt.getTime() >= start && draw.drawAt.getTime() < end) draws.push(draw);
  }
  return draws;
}

/** The first draw strictly after `now`. */
export function nextDraw(
  game: LotteryGame,
  now: Date,
  options: ScheduleOptions = {},
): ScheduledDraw {
  const close = closeMs(game, options);
  const t = now.getTime();
  if (game.kind !== 'VN')
    return fastDraw(game, Math.floor((t + OFFSET_MS) / intervalMs(game)) + 1, close);
  let day = vnDayStart(t);
  while (!drawsOn(game, day) || day + drawTimeMs(game) <= t) day += DAY_MS;
  return vnDraw(game, day, close);
}

/** The last draw at or before `now` (its result is due), for "last results". */
export function previousDraw(
  game: LotteryGame,
  now: Date,
  options: ScheduleOptions = {},
): ScheduledDraw {
  const close = closeMs(game, options);
  const t = now.getTime();
  if (game.kind !== 'VN')
    return fastDraw(game, Math.floor((t + OFFSET_MS) / intervalMs(game)), close);
  let day = vnDayStart(t);
  while (!drawsOn(game, day) || day + drawTimeMs(game) > t) day -= DAY_MS;
  return vnDraw(game, day, close);
}

/** The draw taking bets at `now`: opensAt ≤ now < closeAt. */
export function bettingDraw(
  game: LotteryGame,
  now: Date,
  options: ScheduleOptions = {},
): ScheduledDraw {
  const next = nextDraw(game, now, options);
  return now.getTime() < next.closeAt.getTime() ? next : nextDraw(game, next.drawAt, options);
}

/** The draw a numero names, or null when the game has no such draw (malformed, wrong day, out of range). */
export function drawByNumero(
  game: LotteryGame,
  numero: string,
  options: ScheduleOptions = {},
): ScheduledDraw | null {
  const close = closeMs(game, options);
  if (game.kind === 'VN') {
    const day = parseVnDate(numero);
    return day !== null && drawsOn(game, day) ? vnDraw(game, day, close) : null;
  }
  const m = /^(\d{8})-(\d{4})$/.exec(numero);
  const day = m?.[1] === undefined ? null : parseVnDate(m[1]);
  if (!m || day === null) return null;
  const k = Number(m[2]);
  if (k < 1 || k > DAY_MS / intervalMs(game)) return null;
  return fastDraw(game, Math.round((day + OFFSET_MS) / intervalMs(game)) + k, close);
}
