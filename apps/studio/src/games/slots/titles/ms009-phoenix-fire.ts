import { LINES_5X3 } from './paylines.ts';
import { loc, same, SYMBOL_NAMES } from './localized.ts';
import { parseStrips } from './strips.ts';
import type { TitleDef } from '../engine/types.ts';

const baseStrips = parseStrips([
  'PH 10 J S 10 Q K A 10 Q FW Q A SU K LA 10 Q A J 9 LA 9 RU A SU LA SU Q 10 J 9 J 9 RU A LA K 9 Q 9 K J K PH J 10 FW 9 RU 10',
  'W 10 K 9 SU J PH SU RU K 10 RU 9 10 LA FW S LA J 10 A Q 9 Q RU K 10 9 J Q FW LA J A 9 A SU 10 Q K PH 10 A Q 9 K J Q J A 9 LA',
  'K 10 9 K SU A J LA 9 10 Q LA Q J A Q PH RU 10 J 9 10 FW 9 Q K PH K 10 A RU 10 Q J LA SU S 9 J W LA SU RU 10 9 J FW 9 Q A K A',
  '9 SU 10 A W 9 Q SU J FW LA A RU J 10 K J Q 10 A J S 10 FW 10 9 A RU 9 RU 9 K PH 9 PH 10 J A K Q LA Q K Q J 10 LA Q K LA 9 SU',
  'K J 10 RU LA Q PH J A SU J 10 Q 10 9 SU LA K A Q 10 W FW K SU 9 10 Q RU J Q LA S FW PH J K LA 9 A 9 10 9 A J A RU 9 K Q 10 9',
]);

/** MS009 Phoenix Fire: 5×3, 25 lines, high volatility: rare free spins at ×3 with extra wilds. */
export const phoenixFire: TitleDef = {
  code: 'MS009',
  name: loc(
    '凤凰之火',
    'Phoenix Fire',
    'Api Phoenix',
    'ဖီးနစ်မီး',
    'เพลิงฟีนิกซ์',
    'Apoy ng Phoenix',
    'Lửa Phượng Hoàng',
  ),
  tagline: loc(
    '浴火重生的凤凰带来惊人大奖。',
    'The phoenix rises from the flames with blazing prizes.',
    'Phoenix bangkit dari api membawa hadiah membara.',
    'မီးထဲက ပြန်ထလာသော ဖီးနစ်က တောက်ပသော ဆုကြီးများ ယူလာသည်။',
    'นกฟีนิกซ์ฟื้นคืนจากเปลวไฟ พร้อมรางวัลร้อนแรง',
    'Bumangon ang phoenix mula sa apoy na may nag-aalab na premyo.',
    'Phượng hoàng tái sinh từ lửa mang theo giải thưởng rực cháy.',
  ),
  reels: 5,
  rows: 3,
  evaluation: { kind: 'lines', lines: LINES_5X3.slice(0, 25) },
  betUnits: 25,
  symbols: [
    {
      id: 'PH',
      art: 'phoenix',
      kind: 'regular',
      name: SYMBOL_NAMES.phoenix,
      pays: { 3: 415, 4: 2076, 5: 20764 },
    },
    {
      id: 'FW',
      art: 'firework',
      kind: 'regular',
      name: SYMBOL_NAMES.firework,
      pays: { 3: 249, 4: 1246, 5: 6645 },
    },
    {
      id: 'SU',
      art: 'sun',
      kind: 'regular',
      name: SYMBOL_NAMES.sun,
      pays: { 3: 166, 4: 664, 5: 3322 },
    },
    {
      id: 'RU',
      art: 'ruby',
      kind: 'regular',
      name: SYMBOL_NAMES.ruby,
      pays: { 3: 125, 4: 415, 5: 1661 },
    },
    {
      id: 'LA',
      art: 'lantern',
      kind: 'regular',
      name: SYMBOL_NAMES.lantern,
      pays: { 3: 83, 4: 249, 5: 997 },
    },
    { id: 'A', art: 'A', kind: 'regular', name: same('A'), pays: { 3: 42, 4: 125, 5: 498 } },
    { id: 'K', art: 'K', kind: 'regular', name: same('K'), pays: { 3: 42, 4: 100, 5: 415 } },
    { id: 'Q', art: 'Q', kind: 'regular', name: same('Q'), pays: { 3: 33, 4: 83, 5: 332 } },
    { id: 'J', art: 'J', kind: 'regular', name: same('J'), pays: { 3: 25, 4: 66, 5: 249 } },
    { id: '10', art: '10', kind: 'regular', name: same('10'), pays: { 3: 17, 4: 50, 5: 208 } },
    { id: '9', art: '9', kind: 'regular', name: same('9'), pays: { 3: 17, 4: 42, 5: 166 } },
    { id: 'W', art: 'wild', kind: 'wild', name: SYMBOL_NAMES.wild, pays: {} },
    {
      id: 'S',
      art: 'scatter',
      kind: 'scatter',
      name: SYMBOL_NAMES.scatter,
      pays: { 3: 3, 4: 20, 5: 100 },
    },
  ],
  baseStrips,
  freeStrips: parseStrips([
    'PH 10 SU 10 A 10 Q J SU K 9 10 J RU 9 J A 9 PH 10 LA K A FW A RU Q LA SU Q J 9 J 9 K Q 9 A PH Q K LA J LA 10 Q S FW RU K 10 9',
    '9 A LA PH SU 10 9 10 SU LA S 9 RU Q 10 W Q J 10 J Q J LA 9 K Q 9 K A SU RU J A 9 PH FW A K W PH J W LA 10 Q 10 9 10 FW K A RU K J Q',
    '10 Q J RU J 9 SU J LA Q K J LA SU FW RU K 9 10 9 A K 10 A 10 A 9 SU W RU LA 9 Q 9 Q 10 LA S 10 K W A J 10 Q W Q J PH A PH 9 FW K PH',
    'A PH RU 9 K LA SU LA 10 A J 10 J K J FW W 9 Q K SU J K SU J 10 9 J 9 K A S W LA PH Q 10 RU 10 Q RU 10 LA A 9 A Q FW W Q 9 Q PH 9 10',
    'K Q J A 10 W J Q A 10 RU W 10 S Q SU 9 Q PH SU PH LA K J A Q LA 10 K 10 9 RU K RU 9 Q 9 SU K 9 10 J FW 9 W A LA 10 9 J PH LA J FW A',
  ]),
  freeSpinsByScatters: { 3: 15, 4: 20, 5: 30 },
  freeSpinMultiplier: 3,
  betStepsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
  volatility: 'high',
  rtpPercent: 95.49,
};
