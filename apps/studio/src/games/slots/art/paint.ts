import { darken, lighten } from '@/games/slots/art/color.ts';
import type { Paint } from '@/games/slots/art/types.ts';

/** Creates the gradient factory of one SVG document; every id starts with `prefix`. */
export function createPaint(prefix: string): Paint {
  const defs = new Map<string, string>();
  const add = (key: string, build: (id: string) => string): string => {
    const id = `${prefix}-${key}`;
    if (!defs.has(id)) defs.set(id, build(id));
    return `url(#${id})`;
  };
  const hex = (c: string): string => c.replace(/[^0-9a-z]/gi, '');
  let extra = 0;
  return {
    lin: (c) =>
      add(
        `l${hex(c)}`,
        (id) =>
          `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
          `<stop offset="0" stop-color="${lighten(c, 0.38)}"/><stop offset=".5" stop-color="${c}"/>` +
          `<stop offset="1" stop-color="${darken(c, 0.32)}"/></linearGradient>`,
      ),
    rad: (c) =>
      add(
        `r${hex(c)}`,
        (id) =>
          `<radialGradient id="${id}" cx=".36" cy=".3" r=".8">` +
          `<stop offset="0" stop-color="${lighten(c, 0.55)}"/><stop offset=".45" stop-color="${c}"/>` +
          `<stop offset="1" stop-color="${darken(c, 0.4)}"/></radialGradient>`,
      ),
    metal: (c) =>
      add(
        `m${hex(c)}`,
        (id) =>
          `<linearGradient id="${id}" x1="0" y1="0" x2=".35" y2="1">` +
          `<stop offset="0" stop-color="${lighten(c, 0.65)}"/><stop offset=".3" stop-color="${c}"/>` +
          `<stop offset=".55" stop-color="${darken(c, 0.3)}"/><stop offset=".75" stop-color="${lighten(c, 0.3)}"/>` +
          `<stop offset="1" stop-color="${darken(c, 0.2)}"/></linearGradient>`,
      ),
    id: (name) => `${prefix}-${name}${(extra += 1)}`,
    def: (markup) => {
      defs.set(`raw${(extra += 1)}`, markup);
    },
    defs: () => [...defs.values()].join(''),
  };
}
