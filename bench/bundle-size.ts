/**
 * JavaScript the home route loads first, against the budget "site home, first load: at most 150 KB of
 * JavaScript gzip" (architecture.md §9).
 *
 * 1. Static: parses apps/web/dist/index.html for the entry script(s) and modulepreload links, follows the
 *    static imports (`import … from`, `import "…"`, `export … from`) inside those chunks, and gzips every
 *    chunk of that graph (node:zlib, level 9). Every other chunk in dist is listed as lazy, with the
 *    chunk(s) that import() it.
 * 2. Browser: starts the server on a fresh PGlite folder, opens the home page in Debian's Chromium (fresh
 *    profile, desktop 1440x900 and mobile 390x844), records every JavaScript response until network idle and
 *    sums the gzip sizes of their (decoded) bodies; the bytes on the wire (brotli or gzip from the server) are reported too.
 *
 * Usage: npx tsx bench/bundle-size.ts [--build] [--no-browser] [--url http://127.0.0.1:8080] [--json /tmp/bundle-size.json]
 *   --build   runs `npm run build -w @monsoon/web` first
 *   --url     measures an already running server instead of starting one (the dist must be the one it serves)
 *   --attribute  also builds the site once more with source maps into a temporary folder (apps/web/dist is not
 *             touched) and attributes the initial graph's bytes to npm packages and site folders
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, freshProfile } from './lib/chromium.ts';
import {
  benchTmpDir,
  root,
  snapshotDist,
  startReadyServer,
  stopOnSignal,
  type BenchServer,
} from './lib/server.ts';
import { bytesPerSource, parseSourceMap, sourceGroup } from './lib/sourcemap.ts';
import { kb, machineLine, table } from './lib/stats.ts';

const BUDGET = 150 * 1024;

const { values: args } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    url: { type: 'string' },
    json: { type: 'string' },
    attribute: { type: 'boolean', default: false },
  },
});

/** A copy of apps/web/dist taken at the start (see snapshotDist); analysed and served. */
let dist = path.join(root, 'apps/web/dist');

const gzipSize = (buf: Buffer): number => gzipSync(buf, { level: 9 }).length;

/** "/assets/x.js" (a path from the site root) → a file in dist, or undefined when it leaves dist. */
function distFile(dir: string, urlPath: string): string | undefined {
  const file = path.join(dir, decodeURIComponent(urlPath.replace(/^\/+/, '')));
  return file.startsWith(dir + path.sep) ? file : undefined;
}

/** `distFile` for a path found by listing `dir` itself, which always lies inside it. */
function listedFile(dir: string, urlPath: string): string {
  const file = distFile(dir, urlPath);
  if (file === undefined) throw new Error(`${urlPath} is outside ${dir}`);
  return file;
}

/** Resolves a specifier found in the chunk at `fromPath` ("/assets/a.js") to a site path. */
const resolveSpec = (spec: string, fromPath: string): string =>
  new URL(spec, `http://site${fromPath}`).pathname;

interface Chunk {
  path: string;
  raw: number;
  gzip: number;
  /** how it entered the initial graph */
  via: string;
}

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};

/** Static import specifiers of a minified ES module chunk (not `import()`). */
function staticImports(code: string): string[] {
  const out = new Set<string>();
  const re =
    /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s*[\w$]+\s*|\{[^{}"'()]*\}\s*|\*\s*)?(?:from\s*)?["'`]([^"'`\n]+\.m?js)["'`]/g;
  for (const m of code.matchAll(re)) if (m[1]) out.add(m[1]);
  return [...out];
}

/** `import("…")` specifiers and Vite's preload list (`__vite__mapDeps` file list) of a chunk. */
function dynamicImports(code: string): { imports: string[]; preloadList: string[] } {
  const imports = new Set<string>();
  for (const m of code.matchAll(/\bimport\s*\(\s*["'`]([^"'`\n]+\.m?js)["'`]\s*\)/g))
    if (m[1]) imports.add(m[1]);
  const preloadList = new Set<string>();
  const map = /__vite__mapDeps\s*=[^[]*\[([^\]]*)\]/.exec(code);
  if (map?.[1])
    for (const m of map[1].matchAll(/["'`]([^"'`]+)["'`]/g)) if (m[1]) preloadList.add(m[1]);
  return { imports: [...imports], preloadList: [...preloadList] };
}

interface StaticResult {
  initial: Chunk[];
  css: Chunk[];
  lazy: (Chunk & { reachedFrom: string[] })[];
  unresolved: string[];
}

function analyseDist(dir: string): StaticResult {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const queue: { path: string; via: string }[] = [];
  const css: Chunk[] = [];
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(m[0], 'src');
    if (src && /type\s*=\s*["']?module/i.test(m[0]))
      queue.push({ path: resolveSpec(src, '/index.html'), via: 'entry <script type=module>' });
    else if (src) queue.push({ path: resolveSpec(src, '/index.html'), via: 'entry <script>' });
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(m[0], 'rel')?.toLowerCase();
    const href = attr(m[0], 'href');
    if (!href) continue;
    if (rel === 'modulepreload')
      queue.push({ path: resolveSpec(href, '/index.html'), via: '<link rel=modulepreload>' });
    if (rel === 'stylesheet') {
      const file = distFile(dir, resolveSpec(href, '/index.html'));
      if (file && existsSync(file)) {
        const buf = readFileSync(file);
        css.push({
          path: resolveSpec(href, '/index.html'),
          raw: buf.length,
          gzip: gzipSize(buf),
          via: '<link rel=stylesheet>',
        });
      }
    }
  }
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1] ?? '')
    .join('\n');
  if (inline.trim())
    queue.push(
      ...staticImports(inline).map((s) => ({
        path: resolveSpec(s, '/index.html'),
        via: 'inline module import',
      })),
    );

  const seen = new Map<string, Chunk>();
  const unresolved: string[] = [];
  // target → how other chunks reach it: `import` (static, from a lazy chunk), `import()`, or a preload list.
  const edges = new Map<
    string,
    { static: Set<string>; dynamic: Set<string>; preload: Set<string> }
  >();
  const edgesOf = (target: string) => {
    let e = edges.get(target);
    if (!e) edges.set(target, (e = { static: new Set(), dynamic: new Set(), preload: new Set() }));
    return e;
  };
  const noteEdges = (from: string, code: string, withStatic: boolean) => {
    const name = path.basename(from);
    if (withStatic)
      for (const s of staticImports(code)) edgesOf(resolveSpec(s, from)).static.add(name);
    const { imports, preloadList } = dynamicImports(code);
    for (const s of imports) edgesOf(resolveSpec(s, from)).dynamic.add(name);
    for (const p of preloadList)
      if (/\.m?js$/.test(p)) edgesOf(resolveSpec(p, '/index.html')).preload.add(name);
  };
  const reachedFrom = (target: string): string[] => {
    const e = edges.get(target);
    if (!e) return [];
    const out = [
      ...[...e.static].map((n) => `import in ${n}`),
      ...[...e.dynamic].map((n) => `import() in ${n}`),
    ];
    return out.length ? out : [...e.preload].map((n) => `preload list of ${n}`);
  };
  for (
    let guard = 0, next = queue.shift();
    next !== undefined && guard < 10_000;
    guard++, next = queue.shift()
  ) {
    if (seen.has(next.path)) continue;
    const file = distFile(dir, next.path);
    if (!file || !existsSync(file)) {
      unresolved.push(`${next.path} (${next.via})`);
      continue;
    }
    const buf = readFileSync(file);
    seen.set(next.path, { path: next.path, raw: buf.length, gzip: gzipSize(buf), via: next.via });
    const code = buf.toString('utf8');
    for (const s of staticImports(code))
      queue.push({
        path: resolveSpec(s, next.path),
        via: `static import from ${path.basename(next.path)}`,
      });
    noteEdges(next.path, code, false);
  }

  // Every other script in dist is lazy; note how it is reached (from any chunk, lazy ones included).
  const allJs: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else if (/\.m?js$/.test(e.name)) allJs.push(`/${prefix}${e.name}`);
    }
  };
  walk(dir, '');
  for (const p of allJs)
    if (!seen.has(p)) noteEdges(p, readFileSync(listedFile(dir, p), 'utf8'), true);
  const lazy = allJs
    .filter((p) => !seen.has(p))
    .map((p) => {
      const buf = readFileSync(listedFile(dir, p));
      return {
        path: p,
        raw: buf.length,
        gzip: gzipSize(buf),
        via: 'lazy',
        reachedFrom: reachedFrom(p),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { initial: [...seen.values()], css, lazy, unresolved };
}

interface BrowserResult {
  viewport: string;
  scripts: { path: string; transfer: number; raw: number; gzip: number; contentEncoding: string }[];
  totalGzip: number;
  totalRaw: number;
  totalTransfer: number;
  cssGzip: number;
  requests: number;
}

async function measureInBrowser(
  url: string,
  viewport: { width: number; height: number; name: string; mobile: boolean },
): Promise<BrowserResult> {
  const profile = freshProfile('monsoon-bench-bundle-');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs],
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const pending: Promise<void>[] = [];
    const scripts: BrowserResult['scripts'] = [];
    let cssGzip = 0;
    let requests = 0;
    page.on('response', (res) => {
      requests++;
      const type = res.request().resourceType();
      const ctype = res.headers()['content-type'] ?? '';
      const isJs =
        type === 'script' || /javascript|ecmascript/.test(ctype) || /\.m?js(\?|$)/.test(res.url());
      const isCss = type === 'stylesheet' || ctype.includes('text/css');
      if (!isJs && !isCss) return;
      pending.push(
        (async () => {
          const body = await res.body().catch(() => Buffer.alloc(0));
          const sizes = await res
            .request()
            .sizes()
            .catch(() => ({ responseBodySize: body.length, responseHeadersSize: 0 }));
          if (isJs) {
            scripts.push({
              path: new URL(res.url()).pathname,
              transfer: sizes.responseBodySize,
              raw: body.length,
              gzip: gzipSize(body),
              contentEncoding: res.headers()['content-encoding'] ?? 'identity',
            });
          } else cssGzip += gzipSize(body);
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 90_000 });
    await page.waitForTimeout(1_000); // late idle-time imports
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    await Promise.all(pending);
    scripts.sort((a, b) => b.gzip - a.gzip);
    return {
      viewport: viewport.name,
      scripts,
      totalGzip: scripts.reduce((s, x) => s + x.gzip, 0),
      totalRaw: scripts.reduce((s, x) => s + x.raw, 0),
      totalTransfer: scripts.reduce((s, x) => s + x.transfer, 0),
      cssGzip,
      requests,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(machineLine());
  if (args.build) {
    console.log('building the site: npm run build -w @monsoon/web');
    const b = spawnSync('npm', ['run', 'build', '-w', '@monsoon/web'], {
      cwd: root,
      stdio: 'inherit',
      timeout: 600_000,
    });
    if (b.status !== 0) throw new Error(`the site build failed (exit ${b.status ?? b.signal})`);
  }
  const snapTmp = benchTmpDir('monsoon-bench-dist-');
  try {
    dist = snapshotDist(snapTmp);
    await measure();
  } finally {
    rmSync(snapTmp, { recursive: true, force: true });
  }
}

async function measure(): Promise<void> {
  const s = analyseDist(dist);
  const staticGzip = s.initial.reduce((sum, c) => sum + c.gzip, 0);
  const staticRaw = s.initial.reduce((sum, c) => sum + c.raw, 0);
  console.log(
    '\n1. Static analysis of apps/web/dist: initial JavaScript of the home route (entry + modulepreload + static imports)\n',
  );
  console.log(
    table(
      ['file', 'raw', 'gzip -9', 'how'],
      [
        ...s.initial
          .sort((a, b) => b.gzip - a.gzip)
          .map((c) => [c.path, kb(c.raw), kb(c.gzip), c.via]),
        [
          'total',
          kb(staticRaw),
          kb(staticGzip),
          `budget ${kb(BUDGET)}: ${staticGzip <= BUDGET ? 'met' : 'MISSED'}`,
        ],
      ],
    ),
  );
  if (s.unresolved.length) console.log(`\nunresolved references: ${s.unresolved.join(', ')}`);
  if (s.css.length)
    console.log(
      `\nCSS linked from index.html (not counted in the JS budget): ${s.css.map((c) => `${c.path} ${kb(c.gzip)} gzip`).join(', ')}`,
    );

  let browser: BrowserResult[] = [];
  if (!args['no-browser']) {
    const live: BenchServer[] = [];
    stopOnSignal(() => live);
    let url = args.url;
    const tmp = benchTmpDir('monsoon-bench-bundle-db-');
    try {
      if (!url) {
        const server = await startReadyServer({
          PGLITE_DIR: path.join(tmp, 'pglite'),
          WEB_DIST: dist,
        });
        live.push(server);
        url = server.url;
      }
      for (const vp of [
        { name: 'desktop 1440x900', width: 1440, height: 900, mobile: false },
        { name: 'mobile 390x844', width: 390, height: 844, mobile: true },
      ]) {
        browser.push(await measureInBrowser(`${url}/`, vp));
      }
    } finally {
      for (const srv of live) await srv.stop();
      rmSync(tmp, { recursive: true, force: true });
    }
    for (const b of browser) {
      console.log(
        `\n2. Chromium, ${b.viewport}: every JavaScript response of the home page until network idle (${b.requests} responses in all)\n`,
      );
      console.log(
        table(
          ['file', 'transferred', 'raw', 'gzip -9', 'in static graph'],
          [
            ...b.scripts.map((x) => [
              x.path,
              `${kb(x.transfer)} (${x.contentEncoding})`,
              kb(x.raw),
              kb(x.gzip),
              s.initial.some((c) => c.path === x.path) ? 'yes' : 'no (lazy)',
            ]),
            [
              'total',
              kb(b.totalTransfer),
              kb(b.totalRaw),
              kb(b.totalGzip),
              `budget ${kb(BUDGET)}: ${b.totalGzip <= BUDGET ? 'met' : 'MISSED'}`,
            ],
          ],
        ),
      );
      console.log(`CSS loaded: ${kb(b.cssGzip)} gzip`);
    }
  } else browser = [];

  const loaded = new Set(browser.flatMap((b) => b.scripts.map((x) => x.path)));
  console.log(
    `\n3. Lazy chunks (not in the static graph): ${s.lazy.length}, ${kb(s.lazy.reduce((sum, c) => sum + c.gzip, 0))} gzip in all\n`,
  );
  console.log(
    table(
      ['file', 'raw', 'gzip -9', 'loaded by the home page', 'reached from'],
      s.lazy.map((c) => [
        c.path,
        kb(c.raw),
        kb(c.gzip),
        browser.length ? (loaded.has(c.path) ? 'yes' : 'no') : '?',
        (c.reachedFrom.slice(0, 3).join(', ') || '–') + (c.reachedFrom.length > 3 ? ', …' : ''),
      ]),
    ),
  );

  if (args.attribute) attribute(loaded);

  console.log(
    `\nsummary: static initial graph ${kb(staticGzip)} gzip (${s.initial.length} files)` +
      browser
        .map((b) => `; Chromium ${b.viewport} ${kb(b.totalGzip)} gzip (${b.scripts.length} files)`)
        .join('') +
      `; budget ${kb(BUDGET)}`,
  );
  console.log(`\nat the end: ${machineLine()}`);
  if (args.json) {
    writeFileSync(
      args.json,
      JSON.stringify(
        { date: new Date().toISOString(), budget: BUDGET, static: s, staticGzip, browser },
        null,
        2,
      ),
    );
    console.log(`JSON written to ${args.json}`);
  }
}

/**
 * Builds the site with source maps into a temporary folder and splits bytes by npm package / workspace
 * package / site folder, for (a) the static initial graph and (b) the chunks Chromium loaded (matched by file
 * name: the hashes match when the sources did not change in between). Gzip shares are the raw shares applied
 * to each chunk's gzip size, so they are approximate.
 */
function attribute(browserLoaded: ReadonlySet<string>): void {
  const out = benchTmpDir('monsoon-bench-sourcemap-');
  try {
    const vite = path.join(root, 'node_modules/.bin/vite');
    const b = spawnSync(
      vite,
      ['build', '--sourcemap', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: path.join(root, 'apps/web'), stdio: 'inherit', timeout: 600_000 },
    );
    if (b.status !== 0)
      throw new Error(`the source-map build failed (exit ${b.status ?? b.signal})`);
    const graph = analyseDist(out);
    const all = [...graph.initial, ...graph.lazy];
    const loadedChunks = all.filter((c) => browserLoaded.has(c.path));
    const missing = [...browserLoaded].filter((p) => !all.some((c) => c.path === p));
    type Group = { initial: number; loaded: number; chunks: Set<string> };
    const groups = new Map<string, Group>();
    const tally = (chunks: readonly Chunk[], field: 'initial' | 'loaded') => {
      let total = 0;
      for (const chunk of chunks) {
        const file = listedFile(out, chunk.path);
        if (!existsSync(`${file}.map`)) continue;
        const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
        const map = parseSourceMap(readFileSync(`${file}.map`, 'utf8'));
        // A chunk made of one source (a translation JSON file, say) often carries no mappings: it is all that source.
        // A chunk with no sources at all (Vite's JSON modules, e.g. translation files) is named after its chunk.
        const only =
          map.sources.length === 1
            ? map.sources[0]
            : map.sources.length === 0
              ? `(no source map: ${path.basename(chunk.path).replace(/-[\w-]{8}\.js$/, '-*.js')})`
              : undefined;
        const perSource = only
          ? new Map([[only, Buffer.byteLength(code)]])
          : bytesPerSource(code, map);
        const chunkRaw = [...perSource.values()].reduce((a, n) => a + n, 0) || 1;
        for (const [source, n] of perSource) {
          const key = sourceGroup(source);
          const g = groups.get(key) ?? { initial: 0, loaded: 0, chunks: new Set<string>() };
          g[field] += (n / chunkRaw) * chunk.gzip;
          g.chunks.add(path.basename(chunk.path));
          groups.set(key, g);
        }
        total += chunk.gzip;
      }
      return total;
    };
    const initialTotal = tally(graph.initial, 'initial');
    const loadedTotal = browserLoaded.size ? tally(loadedChunks, 'loaded') : 0;
    const rows = [...groups.entries()].sort(
      (a, b) => b[1].loaded - a[1].loaded || b[1].initial - a[1].initial,
    );
    console.log(
      `\n4. What the JavaScript is made of (a source-map build of the current sources; ≈ gzip = raw share × chunk gzip)\n` +
        `   static initial graph ${kb(initialTotal)} in ${graph.initial.length} files` +
        (browserLoaded.size
          ? `; loaded by Chromium ${kb(loadedTotal)} in ${loadedChunks.length} files`
          : '') +
        (missing.length
          ? ` (${missing.length} loaded files not in this build: the sources changed since dist was built)`
          : '') +
        '\n',
    );
    console.log(
      table(
        [
          'package / folder',
          '≈ gzip, initial graph',
          '≈ gzip, loaded by Chromium (either viewport)',
          'chunks',
        ],
        rows
          .slice(0, 30)
          .map(([k, g]) => [
            k,
            kb(g.initial),
            browserLoaded.size ? kb(g.loaded) : '–',
            [...g.chunks].slice(0, 3).join(', ') + (g.chunks.size > 3 ? ', …' : ''),
          ]),
      ),
    );
    if (rows.length > 30) console.log(`… and ${rows.length - 30} smaller groups`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
