import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { brandLogoSvg, brandTileMark } from '@/catalogue/brand-art.ts';
import { backgroundSvg, symbolSvg, themeOf, tileSvg } from '@/games/slots/art/index.ts';
import type { TitleDef } from '@/games/slots/engine/types.ts';
import type { ClientBundle } from '@/server/client-bundle.ts';
import { HTML_LANG, normalizeLanguage } from '@/server/languages.ts';
import type { UiStrings } from '@/server/ui-strings.ts';
import type { LanguageCode } from '@/games/slots/engine/types.ts';

export interface PageRoutesDeps {
  findTitle: (code: string) => TitleDef | undefined;
  bundle: () => Promise<ClientBundle>;
  strings: Record<LanguageCode, UiStrings>;
}

const playQuery = z.object({
  lang: z.string().max(16).optional(),
  lobby: z.string().max(2048).optional(),
});
/** `?brand=STORM`: the tile as that brand republishes it. */
const artQuery = z.object({ brand: z.string().max(32).optional() });

/** The page's CSP: everything same-origin; inline styles carry the theme. Framing is allowed (the site's iframe). */
const PAGE_CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** A theme colour as a CSS value: only colour-function characters pass. */
const cssValue = (value: string): string => value.replace(/[^#\w(),.% -]/g, '');

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside a <script> element: `<` escaped so no `</script>` can end it early. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Only http(s) lobby links are offered (a `javascript:` URL must never become a link). */
function safeLobby(url: string | undefined): string {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : '';
  } catch {
    return '';
  }
}

/** The game page, its script and stylesheet, and the art. */
export async function pageRoutes(app: FastifyInstance, deps: PageRoutesDeps): Promise<void> {
  app.get<{ Params: { gameCode: string } }>('/play/:gameCode', async (req, reply) => {
    const title = deps.findTitle(req.params.gameCode);
    const query = playQuery.safeParse(req.query);
    if (!title || !query.success) return reply.code(404).type('text/plain').send('Not found');
    const language = normalizeLanguage(query.data.lang);
    const theme = themeOf(title.code);
    const vars = theme
      ? `:root{${Object.entries(theme)
          .map(([name, value]) => `--theme-${name}:${cssValue(String(value))};`)
          .join('')}}`
      : '';
    const boot = {
      gameCode: title.code,
      language,
      lobbyUrl: safeLobby(query.data.lobby),
      strings: deps.strings[language],
    };
    const html = `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title.name[language])}</title>
<link rel="icon" href="/art/${encodeURIComponent(title.code)}/tile.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/slots.css">
<style>${vars}body{background-image:url("/art/${encodeURIComponent(title.code)}/background.svg")}</style>
</head>
<body>
<main id="app" aria-live="polite"></main>
<script id="boot" type="application/json">${scriptJson(boot)}</script>
<script type="module" src="/assets/slots.js"></script>
</body>
</html>`;
    return reply
      .header('content-security-policy', PAGE_CSP)
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  app.get('/assets/slots.js', async (_req, reply) => {
    const { js } = await deps.bundle();
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(js);
  });

  app.get('/assets/slots.css', async (_req, reply) => {
    const { css } = await deps.bundle();
    return reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(css);
  });

  /** `/art/brands/{brand}.svg`: a brand's logo (the catalogue's logoUrl). */
  app.get<{ Params: { file: string } }>('/art/brands/:file', async (req, reply) => {
    const { file } = req.params;
    const svg = file.endsWith('.svg') ? brandLogoSvg(file.slice(0, -4)) : undefined;
    return svg ? sendSvg(reply, svg) : reply.code(404).type('text/plain').send('Not found');
  });

  /** `/art/{title}/tile.svg[?brand=…]`, `/art/{title}/background.svg`, `/art/{title}/{symbol art}.svg`. */
  app.get<{ Params: { titleCode: string; file: string } }>(
    '/art/:titleCode/:file',
    async (req, reply) => {
      const { titleCode, file } = req.params;
      const key = file.endsWith('.svg') ? file.slice(0, -4) : '';
      const query = artQuery.safeParse(req.query);
      const svg = query.success ? titleArt(titleCode, key, query.data.brand) : undefined;
      return svg ? sendSvg(reply, svg) : reply.code(404).type('text/plain').send('Not found');
    },
  );
}

/** A title's art by key; a brand's variant exists for the tile only. */
function titleArt(titleCode: string, key: string, brand: string | undefined): string | undefined {
  if (brand !== undefined) {
    const mark = brandTileMark(brand);
    return key === 'tile' && mark ? tileSvg(titleCode, mark) : undefined;
  }
  if (key === 'tile') return tileSvg(titleCode);
  if (key === 'background') return backgroundSvg(titleCode);
  return key ? symbolSvg(titleCode, key) : undefined;
}

/** Art is generated from code: cacheable for a day, never scriptable. */
function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .type('image/svg+xml')
    .header('cache-control', 'public, max-age=86400, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}
