import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The game page's script and stylesheet, built in memory once (no separate build step). */
export interface ClientBundle {
  js: string;
  css: string;
}

const clientDir = fileURLToPath(new URL('../games/slots/client/', import.meta.url));

/** Bundles client/main.ts and client/slots.css with esbuild's JS API, minified. */
export async function buildClientBundle(): Promise<ClientBundle> {
  const result = await build({
    entryPoints: { slots: `${clientDir}main.ts`, 'slots-style': `${clientDir}slots.css` },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: ['es2022'],
    outdir: '/assets',
    logLevel: 'silent',
    legalComments: 'none',
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('slots.js'));
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'));
  if (!js || !css) throw new Error('client bundle: missing output');
  return { js: js.text, css: css.text };
}

/** Builds on first use and keeps the result (a failed build is retried on the next request). */
export function lazyClientBundle(): () => Promise<ClientBundle> {
  let pending: Promise<ClientBundle> | undefined;
  return () => {
    pending ??= buildClientBundle().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}
