import { createPaint } from '@/games/slots/art/paint.ts';
import type { SceneKind, TitleLook } from '@/games/slots/art/palettes.ts';
import type { SceneDraw } from '@/games/slots/art/scene-parts.ts';
import { festival, inferno, jungle, palace, pond, storm } from '@/games/slots/art/scenes-east.ts';
import { casino, cavern, savanna, sea, space, tropic } from '@/games/slots/art/scenes-west.ts';
import { seeded } from '@/games/slots/art/shapes.ts';
import { idPrefix, svgDocument } from '@/games/slots/art/svg.ts';

const SCENES: Record<SceneKind, SceneDraw> = {
  storm,
  palace,
  jungle,
  pond,
  tropic,
  casino,
  cavern,
  sea,
  inferno,
  savanna,
  festival,
  space,
};

/** The full-bleed 1600 x 900 game background: sky gradient, themed scene, edge vignette. */
export function drawBackground(code: string, look: TitleLook): string {
  const pal = look.palette;
  const p = createPaint(idPrefix(code, 'bg'));
  const sky = p.id('sky');
  const vignette = p.id('vig');
  p.def(
    `<linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.bgTop}"/>` +
      `<stop offset="1" stop-color="${pal.bgBottom}"/></linearGradient>` +
      `<radialGradient id="${vignette}" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity=".55"/></radialGradient>`,
  );
  const rng = seeded([...code].reduce((a, ch) => a * 31 + ch.charCodeAt(0), 7));
  const body =
    `<rect width="1600" height="900" fill="url(#${sky})"/>${SCENES[look.scene](p, pal, rng)}` +
    `<rect width="1600" height="900" fill="url(#${vignette})"/>`;
  return svgDocument(1600, 900, p, body, ' preserveAspectRatio="xMidYMid slice"');
}
