import type { BrandDef, BrandEmblem } from '@/catalogue/brands.ts';
import { findBrand } from '@/catalogue/brands.ts';
import { contrast, darken, lighten } from '@/games/slots/art/color.ts';
import type { TileMark } from '@/games/slots/art/index.ts';
import { createPaint } from '@/games/slots/art/paint.ts';
import { shine, starPoints } from '@/games/slots/art/shapes.ts';
import { idPrefix, svgDocument } from '@/games/slots/art/svg.ts';
import type { Paint } from '@/games/slots/art/types.ts';

const CLOUD =
  'M26,58 C12,58 10,38 26,36 C26,20 46,14 56,26 C62,12 86,14 86,36 C98,36 100,58 84,58 Z';
const BOLT = '52,8 22,56 46,56 36,92 78,38 54,38 66,8';

/** Each emblem inside a 100 x 100 box, in one ink colour (strokes and fills). */
const EMBLEMS: Record<BrandEmblem, (ink: string) => string> = {
  rain: (ink) => `
    <path d="${CLOUD}" transform="translate(0 -4)" fill="${ink}"/>
    <g fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"><path d="M34,66 L28,84"/><path d="M54,66 L48,88"/><path d="M74,66 L68,84"/></g>`,
  bolt: (ink) =>
    `<polygon points="${BOLT}" fill="${ink}" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>`,
  spiral: (ink) => `
    <g fill="none" stroke="${ink}" stroke-width="9" stroke-linecap="round">
      <circle cx="50" cy="50" r="13"/><path d="M63,50 C66,26 46,12 24,18"/><path d="M37,50 C34,74 54,88 76,82"/></g>`,
  reels: (ink) => `
    <rect x="14" y="24" width="72" height="52" rx="10" fill="none" stroke="${ink}" stroke-width="7"/>
    <g stroke="${ink}" stroke-width="5"><path d="M38,26 V74"/><path d="M62,26 V74"/></g>
    <g fill="${ink}"><polygon points="${starPoints(26, 50, 8, 3.5, 5)}"/><polygon points="${starPoints(50, 50, 8, 3.5, 5)}"/>
      <polygon points="${starPoints(74, 50, 8, 3.5, 5)}"/></g>`,
  swirl: (ink) => `
    <g fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round">
      <path d="M50,14 A36,36 0 1 1 14,50"/><path d="M50,74 A24,24 0 1 1 74,50"/><path d="M50,38 A12,12 0 1 1 38,50"/></g>`,
  thunderhead: (ink) => `
    <path d="${CLOUD}" transform="translate(0 -10)" fill="${ink}"/>
    <polygon points="52,52 40,74 52,74 44,94 66,66 54,66 62,52" fill="${ink}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>`,
  gust: (ink) => `
    <g fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round">
      <path d="M12,36 H62 A12,12 0 1 0 50,24"/><path d="M12,54 H78 A12,12 0 1 1 66,66"/><path d="M12,72 H46"/></g>`,
  compass: (ink) => `
    <polygon points="${starPoints(50, 50, 40, 11, 4)}" fill="${ink}"/>
    <polygon points="${starPoints(50, 50, 24, 8, 4)}" transform="rotate(45 50 50)" fill="${ink}" opacity=".6"/>
    <circle cx="50" cy="50" r="7" fill="none" stroke="${ink}" stroke-width="4"/>`,
};

/** Dark ground ink where white would not read on the brand colour. */
const inkOn = (brand: BrandDef): string =>
  contrast('#ffffff', brand.color) >= 2.5 ? '#ffffff' : brand.ground;

/** The emblem on a disc of the brand colour, centred on (cx, cy). */
function emblemDisc(brand: BrandDef, p: Paint, cx: number, cy: number, r: number): string {
  const scale = (r * 1.15) / 100;
  return `
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.rad(brand.color)}" stroke="${lighten(brand.color, 0.55)}" stroke-width="${r / 12}"/>
  <g transform="translate(${cx} ${cy}) scale(${scale.toFixed(3)}) translate(-50 -50)">${EMBLEMS[brand.emblem](inkOn(brand))}</g>
  ${shine(cx - r * 0.35, cy - r * 0.45, r * 0.32, r * 0.14, -30, 0.35)}`;
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A brand's 320 x 160 logo: its emblem disc and its name as a wordmark (brand names are Latin). */
export function brandLogoSvg(code: string): string | undefined {
  const brand = findBrand(code);
  if (!brand) return undefined;
  const p = createPaint(idPrefix('brand', brand.code));
  const word = brand.name.EN.toUpperCase();
  // Fonts differ between viewers: the wordmark is sized from an estimate and held to its width by textLength.
  const size = Math.min(40, Math.floor(150 / (word.length * 0.76)));
  const width = Math.min(150, Math.round(word.length * size * 0.7));
  const byline = brand.prefix === null ? 'GAME STUDIO' : 'BY MONSOON';
  const body = `
  <rect x="4" y="4" width="312" height="152" rx="28" fill="${p.lin(brand.ground)}" stroke="${brand.color}" stroke-width="5"/>
  <rect x="14" y="14" width="292" height="132" rx="20" fill="none" stroke="${lighten(brand.color, 0.5)}" stroke-width="1.5" opacity=".5"/>
  ${emblemDisc(brand, p, 80, 80, 52)}
  <g font-family="'Trebuchet MS', 'Segoe UI', Arial, sans-serif" font-weight="800">
    <text x="148" y="${80 + size * 0.3}" font-size="${size}" textLength="${width}" lengthAdjust="spacingAndGlyphs" fill="#ffffff" stroke="${darken(brand.ground, 0.4)}" stroke-width="1">${escapeXml(word)}</text>
    <text x="150" y="${106 + size * 0.2}" font-size="13" letter-spacing="3" fill="${lighten(brand.color, 0.35)}">${byline}</text>
  </g>`;
  return svgDocument(320, 160, p, body);
}

/** The mark another brand puts on a title's tile: its tint, frame colour and emblem badge. */
export function brandTileMark(code: string): TileMark | undefined {
  const brand = findBrand(code);
  if (!brand) return undefined;
  return { id: brand.code, color: brand.color, badge: (p) => emblemDisc(brand, p, 336, 64, 40) };
}
