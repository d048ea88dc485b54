import { LINES_5X3 } from './paylines.ts';
import { loc, same, SYMBOL_NAMES } from './localized.ts';
import { parseStrips } from './strips.ts';
import type { TitleDef } from '../engine/types.ts';

const baseStrips = parseStrips([
  'KO Q LO A OR K TE OR LO KO J BA A Q TE Q J BA Q BA Q TE BA KO J OR A K J LO A K J S TE OR K S',
  'TE BA LO BA KO TE OR J A TE K A LO KO TE Q J Q W K OR A BA A J S J K Q KO Q OR S W BA K LO Q J OR',
  'W OR KO OR TE A BA K Q KO J BA K KO BA LO S TE K OR Q J W A K J A Q BA J Q OR LO TE Q S LO J TE A',
  'TE A Q LO OR J TE LO TE Q K J Q TE KO Q K S KO OR LO K J BA J A J W Q S BA KO A OR BA A BA OR W K',
  'A J OR KO BA Q J TE S TE W TE K BA A LO OR KO Q TE BA OR J K S KO J Q K A Q LO K Q BA J OR A W LO',
]);

/** MS004 Koi Garden: 5×3, 10 lines, low volatility: frequent small wins. */
export const koiGarden: TitleDef = {
  code: 'MS004',
  name: loc(
    '锦鲤花园',
    'Koi Garden',
    'Taman Koi',
    'ကိုးငါးဥယျာဉ်',
    'สวนปลาคาร์ป',
    'Hardin ng Koi',
    'Vườn Cá Koi',
  ),
  tagline: loc(
    '锦鲤在莲池中游动，好运细水长流。',
    'Koi glide through the lotus pond, and luck flows gently.',
    'Ikan koi berenang di kolam teratai, keberuntungan mengalir perlahan.',
    'ကိုးငါးများ ကြာကန်ထဲ ကူးခတ်ရင်း ကံကောင်းမှုက ငြိမ်ငြိမ်လေး စီးဆင်းသည်။',
    'ปลาคาร์ปว่ายในสระบัว โชคลาภไหลมาอย่างนุ่มนวล',
    'Lumalangoy ang koi sa lawa ng lotus, at dahan-dahang dumadaloy ang suwerte.',
    'Cá koi lượn giữa hồ sen, may mắn chảy đều như nước.',
  ),
  reels: 5,
  rows: 3,
  evaluation: { kind: 'lines', lines: LINES_5X3.slice(0, 10) },
  betUnits: 10,
  symbols: [
    {
      id: 'KO',
      art: 'koi',
      kind: 'regular',
      name: SYMBOL_NAMES.koi,
      pays: { 3: 55, 4: 147, 5: 552 },
    },
    {
      id: 'LO',
      art: 'lotus',
      kind: 'regular',
      name: SYMBOL_NAMES.lotus,
      pays: { 3: 44, 4: 110, 5: 368 },
    },
    {
      id: 'BA',
      art: 'bamboo',
      kind: 'regular',
      name: SYMBOL_NAMES.bamboo,
      pays: { 3: 37, 4: 92, 5: 294 },
    },
    {
      id: 'TE',
      art: 'tea',
      kind: 'regular',
      name: SYMBOL_NAMES.tea,
      pays: { 3: 29, 4: 74, 5: 221 },
    },
    {
      id: 'OR',
      art: 'orchid',
      kind: 'regular',
      name: SYMBOL_NAMES.orchid,
      pays: { 3: 29, 4: 55, 5: 184 },
    },
    { id: 'A', art: 'A', kind: 'regular', name: same('A'), pays: { 3: 18, 4: 37, 5: 147 } },
    { id: 'K', art: 'K', kind: 'regular', name: same('K'), pays: { 3: 15, 4: 37, 5: 110 } },
    { id: 'Q', art: 'Q', kind: 'regular', name: same('Q'), pays: { 3: 11, 4: 29, 5: 92 } },
    { id: 'J', art: 'J', kind: 'regular', name: same('J'), pays: { 3: 11, 4: 22, 5: 74 } },
    { id: 'W', art: 'wild', kind: 'wild', name: SYMBOL_NAMES.wild, pays: {} },
    {
      id: 'S',
      art: 'scatter',
      kind: 'scatter',
      name: SYMBOL_NAMES.scatter,
      pays: { 3: 2, 4: 5, 5: 20 },
    },
  ],
  baseStrips,
  freeStrips: baseStrips,
  freeSpinsByScatters: { 3: 8, 4: 10, 5: 12 },
  freeSpinMultiplier: 1,
  betStepsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
  volatility: 'low',
  rtpPercent: 95.81,
};
