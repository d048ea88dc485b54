import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://127.0.0.1:8080';

/** Text files worth compressing; smaller ones are sent as they are. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const minBytes = 1024;

/**
 * Leaves a `.br` (quality 11) and a `.gz` (level 9) sibling next to every text file of the build, so the
 * server sends the best compression without spending CPU on each request (apps/server/src/http/site.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'monsoon:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const raw = readFileSync(file);
        if (raw.length < minBytes) continue;
        const br = brotliCompressSync(raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * Shapes the built index.html for the first paint:
 * - adds src/boot.ts (its own entry chunk) as an `async` module script ahead of the app bundle, so the
 *   first calls start while the bundle downloads (see src/boot.ts);
 * - moves the stylesheets from <head> to the end of <body>: the splash in #root (styled by the small
 *   <style> in index.html) paints without waiting for them, while the app still waits for them (a
 *   module script does not run before the page's pending stylesheets have loaded).
 */
function shapeIndexHtml(): Plugin {
  return {
    name: 'monsoon:index-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.name === 'boot',
        );
        if (!boot) throw new Error('monsoon:index-html: no boot chunk in the bundle');
        const stylesheets: string[] = [];
        const withoutSheets = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (tag) => {
          stylesheets.push(tag.trim());
          return '';
        });
        return withoutSheets
          .replace(
            '<script type="module"',
            `<script type="module" async crossorigin src="/${boot.fileName}"></script>\n    <script type="module"`,
          )
          .replace('</body>', `  ${stylesheets.join('\n    ')}\n  </body>`);
      },
    },
  };
}

const srcFile = (rel: string) => fileURLToPath(new URL(`./src/${rel}`, import.meta.url));

/**
 * Packages imported through one index file that re-exports much more than the shell uses (icons,
 * <Trans>, mutations): the walk below cannot tell the used parts from the rest, so they are left to
 * Rolldown's own chunking, which can.
 */
const barrelPackage =
  /[\\/]node_modules[\\/](?:lucide-react|react-i18next|@tanstack[\\/]react-query|html-parse-stringify)[\\/]/;

/**
 * Chunks of the first load. Left alone, Rolldown cuts the modules that the app entry shares with lazy
 * chunks into a dozen small chunks, each a request on a first visit (and a connection: HTTP/1.1 opens
 * at most six). This names two groups instead: what src/boot.ts imports statically (`early`, which
 * Rolldown folds into the boot entry chunk) and everything else src/main.tsx imports statically
 * (`index`, one chunk). A first visit then loads the boot chunk, a tiny entry chunk, Rolldown's runtime
 * and that one chunk; lazy code (routes, modals, translations, DOMPurify, Embla...) keeps its own chunks.
 * bench/bundle-size.ts shows the result.
 */
function firstLoadChunk(): (
  id: string,
  ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
) => string | null {
  let sets: { boot: Set<string>; app: Set<string> } | undefined;
  const reach = (
    ctx: Parameters<ReturnType<typeof firstLoadChunk>>[1],
    start: string,
  ): Set<string> => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (id, ctx) => {
    sets ??= { boot: reach(ctx, srcFile('boot.ts')), app: reach(ctx, srcFile('main.tsx')) };
    if (sets.boot.has(id)) return 'early';
    if (sets.app.has(id) && !barrelPackage.test(id)) return 'index';
    return null;
  };
}

/** The site: React, `@` → src, dev proxy to the server, build into dist (served by the server). */
export default defineConfig({
  plugins: [react(), shapeIndexHtml(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/wps': api,
      '/lgw': api,
      '/lotto': api,
      '/dev': api,
      '/docs': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Hashed build output only, cached for a year by the server; public/ keeps /assets/ (short cache).
    assetsDir: 'static',
    // Route-level splitting comes from the lazy routes and modals; keep the vendor core in one chunk.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      // src/boot.ts is an entry of its own: index.html loads it before the app bundle (shapeIndexHtml).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        boot: srcFile('boot.ts'),
      },
      output: { codeSplitting: { groups: [{ name: firstLoadChunk() }] } },
    },
  },
});
