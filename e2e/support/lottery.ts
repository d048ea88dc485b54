import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { lotteryGameByCode } from '@monsoon/contracts/lottery/games';

/** The 1-minute dice game: draws every minute, bets close 10 s before (packages/contracts lottery/games.ts). */
const found = lotteryGameByCode('K3_1');
if (!found) throw new Error('K3_1 is not a lottery game');
export const dice = found;

/**
 * The dice draw on sale (numero, ms until it stops taking bets and until it is drawn, server clock),
 * null while none is.
 */
async function onSale(
  baseUrl: string,
): Promise<{ numero: string; msLeft: number; msToDraw: number } | null> {
  const res = await fetch(`${baseUrl}/lgw/numeros/near?gameId=${dice.gameId}`, {
    headers: { Merchant: 'demo' },
  });
  const near = (await res.json()) as {
    currentNumero: { numero: string; closeTime: number; drawTime: number } | null;
    serverTime: number;
  };
  const draw = near.currentNumero;
  return draw
    ? {
        numero: draw.numero,
        msLeft: draw.closeTime - near.serverTime,
        msToDraw: draw.drawTime - near.serverTime,
      }
    : null;
}

/** Moves the server's clock forward (dev controls: journeys never wait for real time). */
export async function shiftServerClock(baseUrl: string, ms: number): Promise<void> {
  const res = await fetch(`${baseUrl}/dev/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shiftMs: Math.max(0, Math.ceil(ms)) }),
  });
  if (!res.ok) throw new Error(`PUT /dev/clock answered ${res.status}`);
}

/**
 * The dice draw on sale once it stays open long enough to confirm a bet (a 1-minute draw takes bets
 * 50 s; when it closes sooner the server's clock moves on to the next draw), shown by the page ("Draw
 * 20261122-0383" in English, the numero in any language).
 */
export async function waitForOpenDraw(
  baseUrl: string,
  page: Page,
  minMs = 20_000,
): Promise<string> {
  let numero = '';
  await expect
    .poll(
      async () => {
        const draw = await onSale(baseUrl);
        numero = draw?.numero ?? '';
        const msLeft = draw?.msLeft ?? 0;
        if (draw && msLeft <= minMs) await shiftServerClock(baseUrl, draw.msToDraw + 1_000);
        return msLeft;
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBeGreaterThan(minMs);
  await page.getByText(numero).first().waitFor({ timeout: 15_000 });
  return numero;
}

/** Moves the server's clock past the draw of `numero` when it is still on sale: its tick (≤ 5 s) draws it. */
export async function passDraw(baseUrl: string, numero: string): Promise<void> {
  const draw = await onSale(baseUrl);
  if (draw?.numero === numero) await shiftServerClock(baseUrl, draw.msToDraw + 1_000);
}

/** Puts options of one row of a play type on the slip (e.g. BIG and SMALL of Big / Small: 2 bets of 1.00). */
export async function fillSlip(
  page: Page,
  tabName: string,
  rowName: string,
  options: readonly string[],
  addLabel: string,
): Promise<void> {
  await page.getByRole('tab', { name: tabName, exact: true }).click();
  const row = page.getByRole('group', { name: new RegExp(`^${rowName}`) });
  for (const option of options)
    await row.getByRole('button', { name: option, exact: true }).click();
  await page.getByRole('button', { name: addLabel }).click();
}
