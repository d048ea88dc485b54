import { renderSVG } from 'uqr';

/** A QR code of a text as an SVG data URI (an <img> shows it; the page's CSP allows data: images). */
export function qrSvgDataUri(text: string): string {
  const svg = renderSVG(text, { ecc: 'M', border: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
