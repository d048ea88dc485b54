import type { Paint } from '@/games/slots/art/types.ts';

/** Wraps markup in a standalone SVG document; definitions are read after the body is drawn. */
export function svgDocument(
  width: number,
  height: number,
  p: Paint,
  body: string,
  extra = '',
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${extra}>` +
    `<defs>${p.defs()}</defs>${body}</svg>`
  );
}

/** Turns a title code and key into a safe id prefix. */
export const idPrefix = (...parts: string[]): string =>
  parts.join('-').replace(/[^a-zA-Z0-9-]/g, '_');
