/**
 * A small allow-list HTML sanitiser for operator content (notices, popups, promotions, help).
 * The site runs DOMPurify before anything reaches the DOM; this is defence in depth so that the API
 * never hands out scripts, event handlers or javascript: links to other clients either.
 */

/** Elements removed together with everything inside them. */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'select',
  'svg',
  'math',
];

/** Elements kept, with the attributes each may carry (besides the global ones). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  p: [],
  br: [],
  hr: [],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  span: [],
  div: [],
  blockquote: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  caption: [],
};
const GLOBAL_ATTRIBUTES = ['class', 'title', 'lang', 'dir'];
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (s: string): string => s.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string): string =>
  s
    .replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** Decodes numeric and the common named entities, enough to see through an obfuscated scheme. */
const decodeEntities = (s: string): string =>
  s
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) =>
      String.fromCodePoint(Number.parseInt(dec, 10) % 0x110000),
    )
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');

/** True for relative addresses and the schemes in SAFE_SCHEMES. */
function isSafeUrl(raw: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const value = Array.from(decodeEntities(raw))
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value);
  return !scheme || SAFE_SCHEMES.has((scheme[1] ?? '').toLowerCase());
}

function cleanAttributes(tag: string, source: string): string {
  const allowed = [...(ALLOWED[tag] ?? []), ...GLOBAL_ATTRIBUTES];
  const kept: string[] = [];
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!allowed.includes(name)) continue;
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) continue;
    kept.push(` ${name}="${escapeAttribute(value)}"`);
  }
  if (tag === 'a' && kept.some((a) => a.startsWith(' target='))) {
    const others = kept.filter((a) => !a.startsWith(' rel='));
    return `${others.join('')} rel="noopener noreferrer"`;
  }
  return kept.join('');
}

/** Removes dropped elements with their content; repeats so that nested tricks cannot reassemble one. */
function dropDangerous(html: string): string {
  let out = html;
  for (let i = 0; i < 10; i++) {
    let next = out;
    for (const tag of DROP_WITH_CONTENT) {
      next = next.replace(new RegExp(`<${tag}\\b[\\s\\S]*?(?:<\\/${tag}\\s*>|$)`, 'gi'), '');
    }
    if (next === out) return out;
    out = next;
  }
  return out;
}

/** Keeps allowed elements and attributes, drops scripts, event handlers and unsafe links, escapes stray brackets. */
export function sanitiseHtml(html: string): string {
  const source = dropDangerous(html);
  let out = '';
  let last = 0;
  for (const m of source.matchAll(TAG)) {
    const at = m.index;
    out += escapeText(source.slice(last, at));
    last = at + m[0].length;
    const tag = (m[2] ?? '').toLowerCase();
    if (!tag || !(tag in ALLOWED)) continue;
    out += m[1] ? `</${tag}>` : `<${tag}${cleanAttributes(tag, m[3] ?? '')}>`;
  }
  return out + escapeText(source.slice(last));
}
