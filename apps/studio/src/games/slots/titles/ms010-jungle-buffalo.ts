import { loc, same, SYMBOL_NAMES } from './localized.ts';
import { parseStrips } from './strips.ts';
import type { TitleDef } from '../engine/types.ts';

const baseStrips = parseStrips([
  'SU 10 9 Q 9 A 10 Q 10 SU 10 WO 9 BU Q EA RI A K RI WO S WO A K 10 Q A J SU J 9 K 9 J K RI SU K RI 9 A 10 Q J A J EA BU Q BU SU EA 10 K J WO J 9',
  'J SU A Q EA 10 S SU BU Q K J 10 J EA 10 Q BU A WO EA RI 9 Q 9 10 J Q A K A WO 9 RI 10 9 A 9 A WO SU J SU WO SU 10 W K BU K RI J K Q J K 9 10 RI 9',
  '9 10 EA J 9 10 9 SU Q BU K J A 9 RI WO J K A RI 9 Q A WO K A Q 9 RI WO Q SU Q S 10 RI J K BU 10 SU WO SU 9 A 10 Q J EA BU 10 K J A EA SU W K 10 J',
  '10 A J 10 J BU K 10 Q J 9 K Q K Q SU 9 A WO J K 10 BU J EA SU RI A 10 RI J WO 10 Q 9 W 9 SU WO SU Q 10 EA RI Q WO J K 9 K A S SU 9 BU EA A RI 9 A',
  'SU WO J 9 K 10 Q K SU RI K A 10 K WO RI 9 EA A 10 K SU EA RI 9 Q RI WO SU J BU A Q J BU A SU Q 10 WO 9 BU S 10 J K 9 J 9 10 Q A W 9 J Q A J 10 EA',
]);

/** MS010 Jungle Buffalo: 5×4, 1024 ways, high volatility: free spins at ×2 with extra wilds and buffaloes. */
export const jungleBuffalo: TitleDef = {
  code: 'MS010',
  name: loc(
    '丛林水牛',
    'Jungle Buffalo',
    'Kerbau Rimba',
    'တောကျွဲ',
    'ควายป่า',
    'Kalabaw ng Gubat',
    'Trâu Rừng',
  ),
  tagline: loc(
    '水牛群奔腾而过，1024种方式赢取大奖。',
    'The herd thunders past: 1,024 ways to a big win.',
    'Kawanan kerbau berlari: 1.024 cara menuju kemenangan besar.',
    'ကျွဲအုပ်ကြီး ပြေးလွှားလာပြီ - ဆုကြီးရဖို့ နည်းလမ်း ၁၀၂၄ ခု။',
    'ฝูงควายวิ่งผ่าน 1,024 วิธีสู่รางวัลใหญ่',
    'Dumadagundong ang kawan: 1,024 paraan sa malaking panalo.',
    'Đàn trâu lao qua: 1.024 cách thắng lớn.',
  ),
  reels: 5,
  rows: 4,
  evaluation: { kind: 'ways' },
  betUnits: 50,
  symbols: [
    {
      id: 'BU',
      art: 'buffalo',
      kind: 'regular',
      name: SYMBOL_NAMES.buffalo,
      pays: { 3: 101, 4: 505, 5: 5053 },
    },
    {
      id: 'EA',
      art: 'eagle',
      kind: 'regular',
      name: SYMBOL_NAMES.eagle,
      pays: { 3: 61, 4: 303, 5: 1617 },
    },
    {
      id: 'WO',
      art: 'wolf',
      kind: 'regular',
      name: SYMBOL_NAMES.wolf,
      pays: { 3: 40, 4: 162, 5: 809 },
    },
    {
      id: 'RI',
      art: 'rice',
      kind: 'regular',
      name: SYMBOL_NAMES.rice,
      pays: { 3: 30, 4: 101, 5: 404 },
    },
    {
      id: 'SU',
      art: 'sun',
      kind: 'regular',
      name: SYMBOL_NAMES.sun,
      pays: { 3: 20, 4: 61, 5: 243 },
    },
    { id: 'A', art: 'A', kind: 'regular', name: same('A'), pays: { 3: 10, 4: 30, 5: 121 } },
    { id: 'K', art: 'K', kind: 'regular', name: same('K'), pays: { 3: 10, 4: 24, 5: 101 } },
    { id: 'Q', art: 'Q', kind: 'regular', name: same('Q'), pays: { 3: 8, 4: 20, 5: 81 } },
    { id: 'J', art: 'J', kind: 'regular', name: same('J'), pays: { 3: 6, 4: 16, 5: 61 } },
    { id: '10', art: '10', kind: 'regular', name: same('10'), pays: { 3: 4, 4: 12, 5: 51 } },
    { id: '9', art: '9', kind: 'regular', name: same('9'), pays: { 3: 4, 4: 10, 5: 40 } },
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
    'RI Q J 10 RI 9 WO S 10 9 J EA K A 10 9 BU EA 9 K SU WO BU K 10 Q J SU K SU 9 10 A 9 EA J RI J Q BU J Q RI Q WO A 10 SU WO SU BU J Q A K A BU 10 A K 9',
    'A 10 J BU J RI WO A 10 K WO 9 J 10 9 Q 9 A BU K SU 9 K Q J K SU K W A J S Q SU 9 SU EA K 10 A W WO BU Q EA 10 WO J 10 RI EA 9 RI 10 BU RI W A Q J SU 9 BU Q',
    'J Q 9 J RI A SU A SU A 10 EA K BU 10 K 9 EA K Q A 9 BU J RI 9 BU K 10 9 10 J S RI Q SU J W A WO SU A WO W J Q BU 9 WO 10 EA 10 SU Q J Q W BU 10 K 9 K WO RI',
    'RI A BU RI K 9 SU K Q SU K EA 10 J SU WO W WO 9 RI 9 10 Q BU A 10 K BU Q BU Q A W J 9 EA 9 WO 10 A S J SU A 10 J Q 10 EA 9 10 K Q J RI J SU BU J WO W K A 9',
    'SU W K Q EA BU WO RI A EA Q 10 A Q A J 10 EA 9 W 10 9 BU J K RI BU Q A Q K WO A S A 9 RI 10 9 J SU K BU 9 BU J 10 SU Q 10 W J 9 J SU WO K J WO K SU 10 RI 9',
  ]),
  freeSpinsByScatters: { 3: 8, 4: 12, 5: 20 },
  freeSpinMultiplier: 2,
  betStepsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
  volatility: 'high',
  rtpPercent: 96.08,
};
