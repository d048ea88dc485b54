import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { lotteryGameByCode } from '@monsoon/contracts/lottery/games';

/** The 1-minute dice game: draws every minute, bets close 10 s before (packages/contracts lottery/games.ts). */
const found = lotteryGameByCode('K3_1');
if (!found) throw new Error('K3_1 is not a lottery game');
export const dice = found;

/** The dice draw on sale (numero and ms until it stops taking bets, server clock), null while none is. */
async function onSale(baseUrl: string): Promise<{ numero: string; msLeft: number } | null> {
  const res = await fetch(`${baseUrl}/lgw/numeros/near?gameId=${dice.gameId}`, {
    headers: { Merchant: 'demo' },
  });
  const near = (await res.json()) as {
    currentNumero: { numero: string; closeTime: number } | null;
    serverTime: number;
  };
  return near.currentNumero
    ? { numero: near.currentNumero.numero, msLeft: near.currentNumero.closeTime - near.serverTime }
    : null;
}

/**
 * Waits until the dice draw on sale stays open long enough to confirm a bet (a 1-minute draw takes bets
 * 50 s) and the page shows that draw ("Draw 20261122-0383" in English, the numero in any language).
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
        return draw?.msLeft ?? 0;
      },
      { timeout: 75_000, interval: 1_000 },
    )
    .toBeGreaterThan(minMs);
  await page.getByText(numero).first().waitFor({ timeout: 15_000 });
  return numero;
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
