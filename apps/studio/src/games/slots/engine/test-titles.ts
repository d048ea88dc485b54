/** Tiny hand-made titles for the engine's unit tests (not part of the catalogue). */
import type { SymbolDef, TitleDef } from './types.ts';

const names = (en: string): SymbolDef['name'] => ({
  CN: en,
  EN: en,
  ID: en,
  MY: en,
  TH: en,
  TY: en,
  VI: en,
});

const symbols: SymbolDef[] = [
  { id: 'A', art: 'A', kind: 'regular', name: names('A'), pays: { 3: 10, 4: 20, 5: 50 } },
  { id: 'K', art: 'K', kind: 'regular', name: names('K'), pays: { 3: 5, 4: 10, 5: 25 } },
  { id: 'Q', art: 'Q', kind: 'regular', name: names('Q'), pays: { 3: 2, 4: 4, 5: 8 } },
  { id: 'W', art: 'wild', kind: 'wild', name: names('Wild'), pays: {} },
  { id: 'S', art: 'scatter', kind: 'scatter', name: names('Scatter'), pays: { 3: 2, 4: 5, 5: 10 } },
];

const strip = ['A', 'K', 'Q', 'W', 'S', 'Q', 'K', 'A', 'Q'];

/** 5×3, 3 lines (middle, top, bottom), betUnits 3; free spins 5/8/10 at ×2. */
export const linesTestTitle: TitleDef = {
  code: 'T-LINES',
  name: names('Lines test'),
  tagline: names('test'),
  reels: 5,
  rows: 3,
  evaluation: {
    kind: 'lines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
    ],
  },
  betUnits: 3,
  symbols,
  baseStrips: [strip, strip, strip, strip, strip],
  freeStrips: [strip, strip, strip, strip, strip],
  freeSpinsByScatters: { 3: 5, 4: 8, 5: 10 },
  freeSpinMultiplier: 2,
  betStepsMinor: [300, 600],
  volatility: 'medium',
  rtpPercent: 95,
};

/** The same symbols as a 5×3 all-ways title, betUnits 50. */
export const waysTestTitle: TitleDef = {
  ...linesTestTitle,
  code: 'T-WAYS',
  evaluation: { kind: 'ways' },
  betUnits: 50,
};

/** Every spin shows five scatters: used to check the 100-free-spin cap. */
export const alwaysTriggersTitle: TitleDef = {
  ...linesTestTitle,
  code: 'T-CAP',
  baseStrips: Array.from({ length: 5 }, () => ['S', 'S', 'S']),
  freeStrips: Array.from({ length: 5 }, () => ['S', 'S', 'S']),
};
