import { describe, expect, it } from 'vitest';
import { contrast } from '@/games/slots/art/color.ts';
import {
  ART_KEYS,
  backgroundSvg,
  symbolSvg,
  themeOf,
  tileSvg,
  TITLE_CODES,
} from '@/games/slots/art/index.ts';
import { LOOKS } from '@/games/slots/art/palettes.ts';
import { svgProblems } from '@/games/slots/art/svg-check.ts';

const REQUIRED_ICONS =
  `dragon tiger koi lotus lantern coin ingot pearl phoenix elephant peacock mango durian rice buffalo
  cherry lemon grape bell seven bar star diamond ruby emerald sapphire crown ship anchor parrot treasure moon sun rain
  umbrella frog thunder firework drum mask tea orchid bamboo panda eagle wolf rocket planet`.split(
    /\s+/,
  );
const CODES = Array.from({ length: 12 }, (_, i) => `MS${String(i + 1).padStart(3, '0')}`);

describe('slot art', () => {
  it('draws every required key and all 12 titles', () => {
    expect([...ART_KEYS].sort()).toEqual(
      ['A', 'K', 'Q', 'J', '10', '9', 'wild', 'scatter', ...REQUIRED_ICONS].sort(),
    );
    expect([...TITLE_CODES].sort()).toEqual(CODES);
  });

  it.each(CODES)('%s: every symbol is a well-formed, self-contained 200x200 SVG', (code) => {
    for (const key of ART_KEYS) {
      const svg = symbolSvg(code, key);
      expect(svg, key).toBeDefined();
      expect(svg).toContain('viewBox="0 0 200 200"');
      expect(svgProblems(svg ?? ''), `${code}/${key}`).toEqual([]);
    }
  });

  it.each(CODES)('%s: tile and background exist and are well formed', (code) => {
    const tile = tileSvg(code) ?? '';
    const bg = backgroundSvg(code) ?? '';
    expect(tile).toContain('viewBox="0 0 400 400"');
    expect(bg).toContain('viewBox="0 0 1600 900"');
    expect(bg).toContain('preserveAspectRatio="xMidYMid slice"');
    expect(svgProblems(tile)).toEqual([]);
    expect(svgProblems(bg)).toEqual([]);
    expect(tile).not.toContain('<text');
  });

  it.each(CODES)('%s: theme text on surface has contrast >= 4.5', (code) => {
    const theme = themeOf(code)!;
    expect(contrast(theme.text, theme.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it("each title's card ranks have six distinct colours and its own icons are real art keys", () => {
    for (const look of Object.values(LOOKS)) {
      expect(new Set(look.palette.cards).size).toBe(6);
      for (const icon of look.icons) expect(ART_KEYS).toContain(icon);
    }
  });

  it('returns undefined for unknown titles and keys', () => {
    expect(symbolSvg('MS999', 'A')).toBeUndefined();
    expect(symbolSvg('MS001', 'unicorn')).toBeUndefined();
    expect(symbolSvg('MS001', 'constructor')).toBeUndefined();
    expect(tileSvg('nope')).toBeUndefined();
    expect(backgroundSvg('toString')).toBeUndefined();
    expect(themeOf('__proto__')).toBeUndefined();
  });

  it('the checker catches broken documents', () => {
    expect(
      svgProblems('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><g></svg>'),
    ).not.toEqual([]);
    expect(
      svgProblems(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><image href="http://x"/></svg>',
      ),
    ).not.toEqual([]);
    expect(
      svgProblems('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" onload="x()"></svg>'),
    ).not.toEqual([]);
  });
});
