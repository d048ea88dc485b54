/** Colours the game UI uses around the reels (CSS colour strings). */
export interface SlotTheme {
  background: string;
  surface: string;
  frame: string;
  accent: string;
  text: string;
  win: string;
}

/** The drawing palette of one title; every colour is a #rrggbb hex so gradients can be derived. */
export interface Palette {
  /** Outline colour of every shape. */
  ink: string;
  /** Gold/chrome: coins, rims, trims. */
  metal: string;
  /** Warm hero colour (reds, oranges). */
  hot: string;
  /** Cool hero colour (blues, teals, violets). */
  cool: string;
  /** Plant colour. */
  leaf: string;
  /** Light glow behind specials and on backgrounds. */
  glow: string;
  /** Background gradient, top to bottom. */
  bgTop: string;
  bgBottom: string;
  /** One colour per card rank: A, K, Q, J, 10, 9. */
  cards: readonly [string, string, string, string, string, string];
}

/** Gradient factory for one SVG document; ids are prefixed so several documents can share a page. */
export interface Paint {
  /** Vertical light-to-dark gradient of a colour. */
  lin(color: string): string;
  /** Radial gradient lit from the upper left. */
  rad(color: string): string;
  /** Banded metallic gradient. */
  metal(color: string): string;
  /** A unique id for a one-off definition. */
  id(name: string): string;
  /** Adds a raw definition (filter, clip path) to the document. */
  def(markup: string): void;
  /** Every definition collected so far. */
  defs(): string;
}

/** Draws one icon inside a 200 x 200 box; shapes inherit an ink outline unless they set stroke="none". */
export type IconDraw = (p: Paint, pal: Palette) => string;

/** A brand's mark on a title's tile when another brand republishes it: tint, frame colour, corner badge. */
export interface TileMark {
  /** Short id that keeps the document's gradient ids apart from the plain tile's. */
  id: string;
  /** #rrggbb brand colour. */
  color: string;
  /** The badge, drawn last inside the 400 x 400 tile. */
  badge: (p: Paint) => string;
}
