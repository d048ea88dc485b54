/**
 * Writes an HTML gallery of every title's symbols, tile and background to /tmp/slot-art and screenshots it.
 * Run from apps/studio (for the `@/` alias): `npx tsx src/games/slots/art/gallery.ts [MS001 ...]`.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  ART_KEYS,
  backgroundSvg,
  symbolSvg,
  themeOf,
  tileSvg,
  TITLE_CODES,
} from '@/games/slots/art/index.ts';

const OUT = '/tmp/slot-art';
const img = (svg: string | undefined, w: number): string =>
  svg
    ? `<img width="${w}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`
    : '<span>missing</span>';

function titleSection(code: string): string {
  const theme = themeOf(code);
  const cells = ART_KEYS.map(
    (k) => `<figure>${img(symbolSvg(code, k), 110)}<figcaption>${k}</figcaption></figure>`,
  ).join('');
  return `<section style="background:${theme?.surface};color:${theme?.text};border:4px solid ${theme?.frame}">
    <h2>${code}</h2><div class="row">${img(tileSvg(code), 220)}${img(backgroundSvg(code), 392)}</div><div class="grid">${cells}</div></section>`;
}

/** `big CODE key...` renders chosen symbols at 300 px to check detail. */
function bigPage(code: string, keys: readonly string[]): string {
  return `<section style="background:${themeOf(code)?.surface}"><div class="grid">${keys.map((k) => img(symbolSvg(code, k), 300)).join('')}</div></section>`;
}

/** `scenes` renders every tile at 280 px and every background at 540 px. */
function scenesPage(): string {
  const tiles = TITLE_CODES.map((c) => img(tileSvg(c), 280)).join('');
  const bgs = TITLE_CODES.map((c) => img(backgroundSvg(c), 540)).join('');
  return `<section><div class="grid">${tiles}</div><div class="grid">${bgs}</div></section>`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const big = args[0] === 'big' || args[0] === 'scenes';
  const codes = big ? [] : args.length > 0 ? args : TITLE_CODES;
  mkdirSync(OUT, { recursive: true });
  const style = `<style>body{background:#222;font:12px sans-serif;margin:0}section{margin:8px;padding:8px;border-radius:12px}
  .grid{display:flex;flex-wrap:wrap}figure{margin:2px;text-align:center}.row{display:flex;gap:8px}h2{margin:0 0 6px}</style>`;
  const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'slot-art-')), {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1700, height: 900 },
  });
  const page = await browser.newPage();
  for (const code of codes) {
    const file = join(OUT, `${code}.html`);
    writeFileSync(
      file,
      `<!doctype html><html><head>${style}</head><body>${titleSection(code)}</body></html>`,
    );
    await page.goto(`file://${file}`);
    await page.screenshot({ path: join(OUT, `${code}.png`), fullPage: true });
  }
  if (big) {
    const file = join(OUT, 'big.html');
    writeFileSync(
      file,
      `<!doctype html><html><head>${style}</head><body>${args[0] === 'scenes' ? scenesPage() : bigPage(args[1] ?? 'MS001', args.slice(2))}</body></html>`,
    );
    await page.goto(`file://${file}`);
    await page.screenshot({ path: join(OUT, 'big.png'), fullPage: true });
    await browser.close();
    return;
  }
  writeFileSync(
    join(OUT, 'gallery.html'),
    `<!doctype html><html><head>${style}</head><body>${codes.map(titleSection).join('')}</body></html>`,
  );
  await browser.close();
  console.log(`wrote ${OUT}/gallery.html and ${codes.length} screenshots`);
}

await main();
