import { LINES_5X4 } from './paylines.ts';
import { loc, same, SYMBOL_NAMES } from './localized.ts';
import { parseStrips } from './strips.ts';
import type { TitleDef } from '../engine/types.ts';

const baseStrips = parseStrips([
  'LA MO 9 10 J 10 J Q MO K PN FW S Q 9 A Q LA Q K 9 J K 10 A PN K 9 LA 10 TE 9 FW TE J Q J 10 TE K J A FW A Q TE A PN 10 9 FW',
  '9 Q 9 FW TE J 10 J K A Q 9 FW J 10 LA Q W PN K MO Q 10 9 FW K J PN TE S MO Q A 10 TE PN 10 K 10 J A LA K A W A 9 LA Q 9 TE J FW',
  'K S Q 9 PN TE MO PN FW PN J TE 9 TE 10 MO TE 9 LA K FW Q J K J Q A J 10 K J A 10 A W Q 10 FW 9 LA A 9 LA 10 J 9 K A FW W Q 10 Q',
  'A 10 TE J FW 10 A 9 MO LA TE LA J FW Q J S 10 A TE W Q K 9 J MO 10 9 A 10 PN K Q J Q K 9 PN Q K 9 PN LA 10 FW TE K FW J 9 W A Q',
  'TE Q TE J K Q LA 10 Q 9 PN 10 FW 9 MO LA J A J TE 9 S K PN 9 A FW 9 J LA Q W MO J 10 FW J 10 TE K FW K A 10 PN A 9 W Q K A Q 10',
]);

/** MS011 Moon Festival: 5×4, 40 lines, medium volatility; free spins pay double. */
export const moonFestival: TitleDef = {
  code: 'MS011',
  name: loc(
    '中秋月圆',
    'Moon Festival',
    'Festival Bulan',
    'လပြည့်ပွဲတော်',
    'เทศกาลไหว้พระจันทร์',
    'Pista ng Buwan',
    'Tết Trung Thu',
  ),
  tagline: loc(
    '月圆之夜，灯笼高挂，熊猫赏月品茶。',
    'Under the full moon, lanterns glow and the panda sips tea.',
    'Di bawah bulan purnama, lentera menyala dan panda menyeruput teh.',
    'လပြည့်ညမှာ မီးအိမ်တွေ လင်းပြီး ပန်ဒါက လက်ဖက်ရည် သောက်နေသည်။',
    'ใต้แสงจันทร์เต็มดวง โคมไฟส่องสว่าง แพนด้าจิบชา',
    'Sa ilalim ng kabilugan ng buwan, nagliliwanag ang parol at umiinom ng tsaa ang panda.',
    'Dưới trăng rằm, đèn lồng sáng rực và gấu trúc nhâm nhi trà.',
  ),
  reels: 5,
  rows: 4,
  evaluation: { kind: 'lines', lines: LINES_5X4.slice(0, 40) },
  betUnits: 40,
  symbols: [
    {
      id: 'MO',
      art: 'moon',
      kind: 'regular',
      name: SYMBOL_NAMES.moon,
      pays: { 3: 222, 4: 1110, 5: 11102 },
    },
    {
      id: 'PN',
      art: 'panda',
      kind: 'regular',
      name: SYMBOL_NAMES.panda,
      pays: { 3: 133, 4: 666, 5: 3553 },
    },
    {
      id: 'LA',
      art: 'lantern',
      kind: 'regular',
      name: SYMBOL_NAMES.lantern,
      pays: { 3: 89, 4: 355, 5: 1776 },
    },
    {
      id: 'FW',
      art: 'firework',
      kind: 'regular',
      name: SYMBOL_NAMES.firework,
      pays: { 3: 67, 4: 222, 5: 888 },
    },
    {
      id: 'TE',
      art: 'tea',
      kind: 'regular',
      name: SYMBOL_NAMES.tea,
      pays: { 3: 44, 4: 133, 5: 533 },
    },
    { id: 'A', art: 'A', kind: 'regular', name: same('A'), pays: { 3: 36, 4: 89, 5: 355 } },
    { id: 'K', art: 'K', kind: 'regular', name: same('K'), pays: { 3: 27, 4: 67, 5: 266 } },
    { id: 'Q', art: 'Q', kind: 'regular', name: same('Q'), pays: { 3: 22, 4: 53, 5: 222 } },
    { id: 'J', art: 'J', kind: 'regular', name: same('J'), pays: { 3: 18, 4: 44, 5: 178 } },
    { id: '10', art: '10', kind: 'regular', name: same('10'), pays: { 3: 18, 4: 44, 5: 133 } },
    { id: '9', art: '9', kind: 'regular', name: same('9'), pays: { 3: 13, 4: 36, 5: 111 } },
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
    'K J PN MO J 10 J 9 A TE Q 9 K 10 A Q LA A MO FW J 9 S 10 A K J FW Q K Q LA FW 10 A Q TE LA 9 10 TE K J 9 PN 10 TE Q FW 9 PN',
    '10 Q 9 10 PN W TE A K LA J TE Q MO A W MO 9 PN FW J A J Q J K FW 9 Q A W LA PN 9 K TE J 10 9 A 9 10 TE Q FW 10 K FW K Q S J 10 LA',
    'K TE 9 A Q 10 9 K FW J 9 PN 10 9 FW J Q J A 9 K J A W Q A Q FW Q J 9 10 W S J 10 K FW PN 10 LA A K TE MO W Q LA TE 10 PN TE MO LA',
    'W Q 9 Q MO J 9 FW W J 9 Q 9 TE K 9 K W TE A FW K TE LA A J 10 J PN 10 TE FW LA J Q 10 PN A 10 PN K LA Q 10 K 9 S A 10 J FW A Q MO',
    'K J TE A J Q 9 LA PN A MO 10 9 MO FW 10 K 10 9 W FW PN TE PN W S A J 9 10 A Q TE FW K LA K 9 Q K Q W A FW 10 Q J Q J TE 10 LA J 9',
  ]),
  freeSpinsByScatters: { 3: 10, 4: 15, 5: 20 },
  freeSpinMultiplier: 3,
  betStepsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
  volatility: 'medium',
  rtpPercent: 96.01,
};
