/** The parts of a /numeros/near answer the refetch reads (with `receivedAt`, the device time it came). */
export interface NearState {
  currentNumero: { closeTime: number; drawTime: number } | null;
  lastNumero: { drawTime: number } | null;
  serverTime: number;
  receivedAt: number;
}

/** How long after a draw's time its result is looked for every 2 s (the server draws every 5 s). */
const RESULT_WAIT_MS = 60_000;

/**
 * When to read the draw on sale again: every 2 s while the previous draw's result is due but not in yet
 * (a fast game's previous draw is `intervalMs` before the one on sale), else a second after the next
 * close or draw; every 30 s while none is on sale.
 */
export function nearRefetch(
  data: NearState | undefined,
  intervalMs: number | null,
  deviceNow: number = Date.now(),
): number {
  const draw = data?.currentNumero;
  if (!data || !draw) return 30_000;
  const serverNow = deviceNow + data.serverTime - data.receivedAt;
  if (intervalMs !== null) {
    const previousDraw = draw.drawTime - intervalMs;
    const resultIn = data.lastNumero !== null && data.lastNumero.drawTime >= previousDraw;
    if (!resultIn && serverNow >= previousDraw && serverNow - previousDraw < RESULT_WAIT_MS)
      return 2000;
  }
  const next = serverNow < draw.closeTime ? draw.closeTime : draw.drawTime;
  return Math.max(next - serverNow + 1000, 2000);
}
