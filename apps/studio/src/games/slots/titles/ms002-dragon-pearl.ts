import { LINES_5X3 } from './paylines.ts';
import { loc, same, SYMBOL_NAMES } from './localized.ts';
import { parseStrips } from './strips.ts';
import type { TitleDef } from '../engine/types.ts';

const baseStrips = parseStrips([
  'IN CO J K 10 DR CO J 9 Q DR J 10 Q J Q 10 PE CO LA IN 9 IN K 9 A CO J PE A LA 9 10 A Q IN 10 Q 9 LA K Q PE J 9 A K A 10 S K',
  'PE J W K CO Q K 9 S DR A CO J 10 K Q A 10 IN PE IN J 9 A J 10 K J 9 LA Q W Q IN LA Q LA 10 IN 9 10 9 A K CO PE J A 10 CO Q DR 9 S',
  'IN A J Q K 10 W A DR J 9 PE J 10 LA Q IN K 9 Q K CO S 9 J 10 A Q PE DR 10 S J LA 10 W IN 9 LA CO A J CO K A IN Q CO 10 9 K PE Q 9',
  'A 10 K J PE CO K CO 9 10 J S Q DR K 10 S LA 10 PE 9 Q IN 10 9 J K CO IN A J Q CO J Q DR IN A 9 Q K 9 LA Q W 10 LA A IN J A PE 9 W',
  'W PE IN CO Q LA Q 9 CO W K CO IN J K 10 9 J K DR A IN A LA 9 IN 9 10 K 9 J PE S PE 10 K 10 Q J A S A 10 Q LA DR 10 J Q 9 A J CO Q',
]);

/** MS002 Dragon Pearl: 5×3, 25 lines, medium volatility; free spins pay triple. */
export const dragonPearl: TitleDef = {
  code: 'MS002',
  name: loc(
    '龙珠',
    'Dragon Pearl',
    'Mutiara Naga',
    'နဂါးပုလဲ',
    'ไข่มุกมังกร',
    'Perlas ng Dragon',
    'Ngọc Rồng',
  ),
  tagline: loc(
    '神龙守护的明珠，照亮满堂金银。',
    'The pearl the dragon guards lights up a hall of gold.',
    'Mutiara yang dijaga naga menerangi aula penuh emas.',
    'နဂါးစောင့်ရှောက်သော ပုလဲက ရွှေခန်းမကို ထွန်းလင်းစေသည်။',
    'ไข่มุกที่มังกรเฝ้าไว้ ส่องประกายทั่วห้องทองคำ',
    'Ang perlas na binabantayan ng dragon ay nagpapaliwanag sa bulwagan ng ginto.',
    'Viên ngọc rồng canh giữ soi sáng cả sảnh vàng.',
  ),
  reels: 5,
  rows: 3,
  evaluation: { kind: 'lines', lines: LINES_5X3.slice(0, 25) },
  betUnits: 25,
  symbols: [
    {
      id: 'DR',
      art: 'dragon',
      kind: 'regular',
      name: SYMBOL_NAMES.dragon,
      pays: { 3: 151, 4: 755, 5: 5031 },
    },
    {
      id: 'PE',
      art: 'pearl',
      kind: 'regular',
      name: SYMBOL_NAMES.pearl,
      pays: { 3: 126, 4: 503, 5: 2013 },
    },
    {
      id: 'LA',
      art: 'lantern',
      kind: 'regular',
      name: SYMBOL_NAMES.lantern,
      pays: { 3: 75, 4: 252, 5: 1006 },
    },
    {
      id: 'IN',
      art: 'ingot',
      kind: 'regular',
      name: SYMBOL_NAMES.ingot,
      pays: { 3: 60, 4: 201, 5: 755 },
    },
    {
      id: 'CO',
      art: 'coin',
      kind: 'regular',
      name: SYMBOL_NAMES.coin,
      pays: { 3: 50, 4: 151, 5: 503 },
    },
    { id: 'A', art: 'A', kind: 'regular', name: same('A'), pays: { 3: 40, 4: 101, 5: 403 } },
    { id: 'K', art: 'K', kind: 'regular', name: same('K'), pays: { 3: 30, 4: 75, 5: 302 } },
    { id: 'Q', art: 'Q', kind: 'regular', name: same('Q'), pays: { 3: 25, 4: 60, 5: 252 } },
    { id: 'J', art: 'J', kind: 'regular', name: same('J'), pays: { 3: 20, 4: 50, 5: 201 } },
    { id: '10', art: '10', kind: 'regular', name: same('10'), pays: { 3: 20, 4: 50, 5: 151 } },
    { id: '9', art: '9', kind: 'regular', name: same('9'), pays: { 3: 15, 4: 40, 5: 126 } },
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
  freeSpinsByScatters: { 3: 8, 4: 12, 5: 20 },
  freeSpinMultiplier: 3,
  betStepsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
  volatility: 'medium',
  rtpPercent: 95.82,
};
