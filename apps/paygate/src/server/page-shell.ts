import type { PspLanguage } from '@monsoon/contracts/psp/common';
import { PSP_LANGUAGES } from '@monsoon/contracts/psp/common';
import type { PageStrings } from '@/i18n/strings.ts';
import { HTML_LANG, LANGUAGE_NAMES } from '@/i18n/strings.ts';
import { PAGE_CSS } from '@/server/page-style.ts';

/** Same-origin only; the small page script is a file, so no inline script runs. */
export const PAGE_CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self' http: https:",
].join('; ');

/** Text for HTML content and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `2026-11-26 01:15 UTC`: the server does not know the payer's time zone (the script shows a countdown). */
export const formatUtc = (ms: number): string =>
  `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Links to the same page in each language (the current one marked). */
function languageMenu(t: PageStrings, current: PspLanguage, path: string): string {
  const links = PSP_LANGUAGES.map((code) =>
    code === current
      ? `<span aria-current="true">${escapeHtml(LANGUAGE_NAMES[code])}</span>`
      : `<a href="${escapeHtml(`${path}?lang=${code}`)}" hreflang="${HTML_LANG[code]}" lang="${HTML_LANG[code]}">${escapeHtml(LANGUAGE_NAMES[code])}</a>`,
  ).join('');
  return `<nav class="langs" aria-label="${escapeHtml(t.language)}">${links}</nav>`;
}

/** A whole page: the sandbox banner first, then `body`, then the language menu. */
export function pageShell(options: {
  t: PageStrings;
  language: PspLanguage;
  title: string;
  /** The page's path without query (language links). */
  path: string;
  body: string;
}): string {
  const { t, language, title, path, body } = options;
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · SANDBOX</title>
<style>${PAGE_CSS}</style>
<script src="/assets/page.js" defer></script>
</head>
<body>
<div class="banner" role="note"><strong>${escapeHtml(t.banner)}</strong><span>${escapeHtml(t.bannerNote)}</span></div>
<main class="page">
${body}
${languageMenu(t, language, path)}
</main>
</body>
</html>`;
}
