/**
 * Site route change to a lobby page: from the home page, a click on the header's Slots item until the
 * game list shows its first tile with its image decoded (client-side navigation, the lobby chunk and
 * the game-list call included). Cold = the first visit of a fresh browser (the lobby chunk and the
 * catalogue calls are fetched); warm = the same click again after going back home in the same tab.
 *
 * A real server (fresh PGlite folder, demo merchant) and our studio as its vendor are started, as the
 * e2e journeys do; the site must be built (`npm run build -w @monsoon/web`).
 * Usage: npx tsx bench/route-change.ts [--runs 5]
 */
import { parseArgs } from 'node:util';
import { openBrowser } from '../e2e/support/browser.ts';
import { freePort, startServer, startStudio } from '../e2e/support/server.ts';
import { dismissPopups } from '../e2e/support/site.ts';
import { machineLine, summarize, table } from './lib/stats.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Math.min(20, Number.parseInt(args.runs, 10) || 5));
const secret = 'bench-route-change-secret';

/** Clicks the header's /rng link and answers ms until a tile image is decoded. */
async function clickToTiles(
  page: Awaited<ReturnType<typeof openBrowser>>['page'],
): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { benchT0: number }).benchT0 = performance.now();
  });
  await page.locator('header a[href="/rng"]').first().click();
  const handle = await page.waitForFunction(
    () => {
      const img = Array.from(document.querySelectorAll<HTMLImageElement>('main article img')).find(
        (i) => i.complete && i.naturalWidth > 0,
      );
      return img ? performance.now() - (window as unknown as { benchT0: number }).benchT0 : null;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}

const studioPort = await freePort();
const server = await startServer({
  STUDIO_URL: `http://127.0.0.1:${studioPort}`,
  STUDIO_WALLET_SECRET: secret,
});
const studio = await startStudio({ port: studioPort, serverUrl: server.url, walletSecret: secret });
const cold: number[] = [];
const warm: number[] = [];
try {
  // The catalogue syncs from the studio in the background after start-up: wait until it lists games.
  for (let i = 0; ; i++) {
    const res = await fetch(`${server.url}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1`);
    const body = (await res.json()) as { value?: { totalCount?: number } };
    if ((body.value?.totalCount ?? 0) > 0) break;
    if (i > 150) throw new Error('the catalogue never listed a game');
    await new Promise((r) => setTimeout(r, 200));
  }
  for (let run = 0; run < runs; run++) {
    const browser = await openBrowser({ width: 1440, height: 900 });
    try {
      await browser.page.goto(server.url, { waitUntil: 'networkidle' });
      // The visitor's announcement popup (once per tab) covers the header until closed.
      await dismissPopups(browser.page);
      cold.push(await clickToTiles(browser.page));
      await browser.page.goBack();
      await browser.page.waitForURL((u) => u.pathname === '/');
      warm.push(await clickToTiles(browser.page));
    } finally {
      await browser.close();
    }
  }
} finally {
  await studio.stop();
  await server.stop();
}
const row = (label: string, values: number[]) => {
  const s = summarize(values);
  return [label, String(s.n), s.min.toFixed(0), s.median.toFixed(0), s.max.toFixed(0)];
};
console.log(machineLine());
console.log('home → header Slots → first decoded game tile, 1440×900, Chromium headless, loopback');
console.log(
  table(['visit', 'runs', 'min ms', 'median ms', 'max ms'], [row('cold', cold), row('warm', warm)]),
);
