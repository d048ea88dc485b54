import { loc, same, SYMBOL_NAMES } from './localized.ts';
import { parseStrips } from './strips.ts';
import type { TitleDef } from '../engine/types.ts';

const baseStrips = parseStrips([
  'Q MA LO 10 Q K J 10 Q MA J LO S TI J LO DM Q DM K EL LO A K J DM TI 10 K S A MA A K Q A DM 10 Q A EL 10 J 10 EL J',
  'EL LO DM K 10 DM K Q J W A TI 10 J W Q LO DM LO A J TI 10 A K Q S Q A J DM MA K Q J A LO 10 EL 10 EL MA Q S 10 K MA J',
  'K Q J S J 10 TI 10 K MA LO K LO A Q 10 J 10 W DM J EL K EL J A DM Q A DM LO A MA S Q LO Q K TI Q DM EL MA 10 J A 10 W',
  'K 10 K 10 DM Q S J A S LO 10 LO J Q DM Q A EL 10 DM 10 EL Q LO W J MA K A TI K Q J W EL TI MA A MA DM 10 J Q A K J LO',
  'J K J TI J S 10 J K DM 10 Q A K TI A LO 10 EL MA K LO S A LO Q K W EL A Q J W 10 DM J DM EL DM 10 MA Q LO 10 MA Q A Q',
]);

/** MS003 Tiger Temple: 5×3, 243 ways, medium volatility; free spins pay double. */
export const tigerTemple: TitleDef = {
  code: 'MS003',
  name: loc(
    '猛虎神殿',
    'Tiger Temple',
    'Kuil Harimau',
    'ကျားဘုရားကျောင်း',
    'วิหารเสือ',
    'Templo ng Tigre',
    'Đền Hổ',
  ),
  tagline: loc(
    '在古老神殿中，猛虎守护着宝藏。',
    'In the old temple, the tiger keeps watch over the treasure.',
    'Di kuil kuno, sang harimau menjaga harta karun.',
    'ရှေးဟောင်းဘုရားကျောင်းထဲတွင် ကျားက ရတနာကို စောင့်ကြပ်နေသည်။',
    'ในวิหารโบราณ เสือเฝ้าขุมทรัพย์ไว้',
    'Sa lumang templo, binabantayan ng tigre ang kayamanan.',
    'Trong ngôi đền cổ, chúa sơn lâm canh giữ kho báu.',
  ),
  reels: 5,
  rows: 3,
  evaluation: { kind: 'ways' },
  betUnits: 50,
  symbols: [
    {
      id: 'TI',
      art: 'tiger',
      kind: 'regular',
      name: SYMBOL_NAMES.tiger,
      pays: { 3: 65, 4: 261, 5: 1306 },
    },
    {
      id: 'EL',
      art: 'elephant',
      kind: 'regular',
      name: SYMBOL_NAMES.elephant,
      pays: { 3: 52, 4: 196, 5: 784 },
    },
    {
      id: 'MA',
      art: 'mask',
      kind: 'regular',
      name: SYMBOL_NAMES.mask,
      pays: { 3: 39, 4: 131, 5: 522 },
    },
    {
      id: 'DM',
      art: 'drum',
      kind: 'regular',
      name: SYMBOL_NAMES.drum,
      pays: { 3: 31, 4: 104, 5: 392 },
    },
    {
      id: 'LO',
      art: 'lotus',
      kind: 'regular',
      name: SYMBOL_NAMES.lotus,
      pays: { 3: 26, 4: 78, 5: 261 },
    },
    { id: 'A', art: 'A', kind: 'regular', name: same('A'), pays: { 3: 21, 4: 52, 5: 209 } },
    { id: 'K', art: 'K', kind: 'regular', name: same('K'), pays: { 3: 16, 4: 39, 5: 157 } },
    { id: 'Q', art: 'Q', kind: 'regular', name: same('Q'), pays: { 3: 13, 4: 31, 5: 131 } },
    { id: 'J', art: 'J', kind: 'regular', name: same('J'), pays: { 3: 10, 4: 26, 5: 104 } },
    { id: '10', art: '10', kind: 'regular', name: same('10'), pays: { 3: 10, 4: 26, 5: 78 } },
    { id: 'W', art: 'wild', kind: 'wild', name: SYMBOL_NAMES.wild, pays: {} },
    {
      id: 'S',
      art: 'scatter',
      kind: 'scatter',
      name: SYMBOL_NAMES.scatter,
      pays: { 3: 2, 4: 10, 5: 50 },
    },
  ],
  baseStrips,
  freeStrips: baseStrips,
  freeSpinsByScatters: { 3: 10, 4: 15, 5: 20 },
  freeSpinMultiplier: 2,
  betStepsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
  volatility: 'medium',
  rtpPercent: 96.06,
};
