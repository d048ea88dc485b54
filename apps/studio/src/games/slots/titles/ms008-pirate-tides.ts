import { LINES_5X3 } from './paylines.ts';
import { loc, same, SYMBOL_NAMES } from './localized.ts';
import { parseStrips } from './strips.ts';
import type { TitleDef } from '../engine/types.ts';

const baseStrips = parseStrips([
  '10 A Q J 10 Q A 10 CO SH AN K PA K Q 9 A 9 J AN 9 TR 10 J K CO TR K Q CO A PA AN 10 9 Q J 10 9 S SH A J Q SH 9 K CO PA J AN',
  '10 9 W K J PA 9 W K A 10 AN Q 10 9 Q 10 CO SH K AN 10 K CO SH 9 A Q J TR A S CO TR J Q AN Q A PA 10 9 J AN CO K J Q PA SH S A 9 J',
  '9 PA A AN Q 10 PA AN W TR A 9 J 10 9 CO 10 J Q PA TR 10 SH Q CO Q CO S K Q AN J 9 K J 10 J SH CO 9 K J A 10 A SH K 9 W A K Q AN',
  'K Q 9 TR Q SH CO J Q A W K AN PA 10 9 K 10 J CO AN J 10 W 10 A J AN 9 AN SH TR A Q 10 A S K 9 CO S Q CO 9 PA J Q 10 J 9 K PA SH A',
  'AN Q A 9 CO A 10 A Q 10 AN A AN W J K AN 9 SH PA TR 9 K J A Q J 9 TR J 10 Q PA W 10 Q S 9 J K SH 10 J K 9 CO K PA CO Q CO 10 SH',
]);

/** MS008 Pirate Tides: 5×3, 20 lines, medium volatility; free spins pay double. */
export const pirateTides: TitleDef = {
  code: 'MS008',
  name: loc(
    '海盗浪潮',
    'Pirate Tides',
    'Gelombang Bajak Laut',
    'ပင်လယ်ဓားပြ ဒီရေ',
    'คลื่นโจรสลัด',
    'Alon ng mga Pirata',
    'Sóng Cướp Biển',
  ),
  tagline: loc(
    '扬帆起航，追寻藏在潮水下的宝箱。',
    'Set sail and chase the treasure chest beneath the tide.',
    'Berlayarlah dan buru peti harta di bawah gelombang.',
    'ရွက်လွှင့်ပြီး ဒီရေအောက်က ရတနာသေတ္တာကို လိုက်ရှာပါ။',
    'ออกเรือตามล่าหีบสมบัติใต้กระแสน้ำ',
    'Maglayag at hanapin ang baul ng kayamanan sa ilalim ng alon.',
    'Giương buồm săn rương báu dưới làn sóng.',
  ),
  reels: 5,
  rows: 3,
  evaluation: { kind: 'lines', lines: LINES_5X3.slice(0, 20) },
  betUnits: 20,
  symbols: [
    {
      id: 'TR',
      art: 'treasure',
      kind: 'regular',
      name: SYMBOL_NAMES.treasure,
      pays: { 3: 132, 4: 528, 5: 2638 },
    },
    {
      id: 'SH',
      art: 'ship',
      kind: 'regular',
      name: SYMBOL_NAMES.ship,
      pays: { 3: 106, 4: 396, 5: 1583 },
    },
    {
      id: 'PA',
      art: 'parrot',
      kind: 'regular',
      name: SYMBOL_NAMES.parrot,
      pays: { 3: 79, 4: 264, 5: 1055 },
    },
    {
      id: 'AN',
      art: 'anchor',
      kind: 'regular',
      name: SYMBOL_NAMES.anchor,
      pays: { 3: 63, 4: 211, 5: 791 },
    },
    {
      id: 'CO',
      art: 'coin',
      kind: 'regular',
      name: SYMBOL_NAMES.coin,
      pays: { 3: 53, 4: 158, 5: 528 },
    },
    { id: 'A', art: 'A', kind: 'regular', name: same('A'), pays: { 3: 42, 4: 106, 5: 422 } },
    { id: 'K', art: 'K', kind: 'regular', name: same('K'), pays: { 3: 32, 4: 79, 5: 317 } },
    { id: 'Q', art: 'Q', kind: 'regular', name: same('Q'), pays: { 3: 26, 4: 63, 5: 264 } },
    { id: 'J', art: 'J', kind: 'regular', name: same('J'), pays: { 3: 21, 4: 53, 5: 211 } },
    { id: '10', art: '10', kind: 'regular', name: same('10'), pays: { 3: 21, 4: 53, 5: 158 } },
    { id: '9', art: '9', kind: 'regular', name: same('9'), pays: { 3: 16, 4: 42, 5: 132 } },
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
  freeStrips: parseStrips([
    '10 9 Q AN 10 9 J SH Q CO K CO AN 10 9 AN K J K J SH A K PA J A 10 TR Q A S 9 J A TR CO K PA Q PA CO 10 9 SH Q A 10 J AN 9 Q',
    'PA J A Q CO SH 9 S 10 W TR 10 K 9 A CO K SH K SH A Q 10 Q K J 10 AN CO TR 10 PA CO AN S W Q A Q J PA AN 9 W 10 J Q 9 J 9 J AN K 9 A',
    'SH J AN 10 CO Q 9 W 9 SH A W A CO W CO Q J 10 K 9 SH K A TR PA AN J K 10 TR AN A PA 9 J Q 9 10 K 10 Q J Q K Q S 9 CO AN PA 10 A J',
    'TR Q 9 J CO Q 10 CO AN K PA AN S J K AN 10 A CO K J 10 SH 9 TR 9 Q 10 J W 9 SH W K 10 A W J S PA J A K 10 A AN A 9 Q 9 SH Q PA CO Q',
    '9 PA CO K A SH AN TR Q A Q K 9 Q 9 J AN J 10 SH 10 AN W Q CO Q J 10 A CO K 9 J K SH CO 10 J PA J 10 PA A TR W S A 9 Q 9 AN W K 10',
  ]),
  freeSpinsByScatters: { 3: 12, 4: 15, 5: 25 },
  freeSpinMultiplier: 3,
  betStepsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
  volatility: 'medium',
  rtpPercent: 95.9,
};
