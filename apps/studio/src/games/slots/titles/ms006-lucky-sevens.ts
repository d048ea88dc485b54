import { LINES_3X3 } from './paylines.ts';
import { loc, SYMBOL_NAMES } from './localized.ts';
import { parseStrips } from './strips.ts';
import type { TitleDef } from '../engine/types.ts';

const baseStrips = parseStrips([
  'CH ST BE BR ST CH BE CH BE 7 ST BR ST CH BR BE 7 CH ST W',
  'BE ST BE W BR BE ST CH BR ST 7 CH 7 CH BR CH BE ST CH ST',
  'BE BR CH BR CH ST BE ST CH ST CH 7 BR ST BE ST W 7 BE CH',
]);

/** MS006 Lucky Sevens: 3×3 classic, 5 lines, no free spins; the wild pays on its own. */
export const luckySevens: TitleDef = {
  code: 'MS006',
  name: loc(
    '幸运七',
    'Lucky Sevens',
    'Tujuh Beruntung',
    'ကံကောင်းခုနစ်',
    'เลขเจ็ดนำโชค',
    'Suwerteng Pito',
    'Số Bảy May Mắn',
  ),
  tagline: loc(
    '经典三轴老虎机：三个7，好运来。',
    'A classic three-reel machine: line up the sevens.',
    'Mesin klasik tiga gulungan: sejajarkan angka tujuh.',
    'ဂန္တဝင် ရီးသုံးခု စက် - ခုနစ်တွေကို တန်းစီပါ။',
    'สล็อตคลาสสิกสามวงล้อ เรียงเลขเจ็ดให้ได้',
    'Klasikong makina na may tatlong reel: ihanay ang mga pito.',
    'Máy cổ điển ba cuộn: xếp thẳng hàng số bảy.',
  ),
  reels: 3,
  rows: 3,
  evaluation: { kind: 'lines', lines: LINES_3X3 },
  betUnits: 5,
  symbols: [
    { id: '7', art: 'seven', kind: 'regular', name: SYMBOL_NAMES.seven, pays: { 3: 70 } },
    { id: 'BR', art: 'bar', kind: 'regular', name: SYMBOL_NAMES.bar, pays: { 3: 23 } },
    { id: 'BE', art: 'bell', kind: 'regular', name: SYMBOL_NAMES.bell, pays: { 3: 12 } },
    { id: 'ST', art: 'star', kind: 'regular', name: SYMBOL_NAMES.star, pays: { 3: 6 } },
    { id: 'CH', art: 'cherry', kind: 'regular', name: SYMBOL_NAMES.cherry, pays: { 2: 1, 3: 3 } },
    { id: 'W', art: 'wild', kind: 'wild', name: SYMBOL_NAMES.wild, pays: { 3: 500 } },
  ],
  baseStrips,
  freeStrips: baseStrips,
  freeSpinsByScatters: {},
  freeSpinMultiplier: 1,
  betStepsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
  volatility: 'low',
  rtpPercent: 95.94,
};
