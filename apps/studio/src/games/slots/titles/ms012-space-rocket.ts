import { LINES_5X3 } from './paylines.ts';
import { loc, same, SYMBOL_NAMES } from './localized.ts';
import { parseStrips } from './strips.ts';
import type { TitleDef } from '../engine/types.ts';

const baseStrips = parseStrips([
  'RO A K 9 K 10 J K J A 9 ST A MO ST A Q 10 PL 9 J 9 J RO MO J 9 J MO PL 9 10 Q ST Q DI Q 10 Q 10 DI MO K 10 9 S K A DI Q 10',
  'PL MO 9 10 K A DI Q A 10 J K 10 9 K A W 9 ST 9 J A J RO ST 10 S 10 Q 10 Q 9 ST MO Q DI J MO K DI J Q PL 9 Q MO RO J 9 K A 10',
  '9 RO 9 RO J K J MO J 9 10 A Q 10 9 MO DI 10 PL W Q A Q K ST S Q MO A 10 K 9 10 9 10 J 10 Q K Q PL DI MO DI K J ST A 9 J A ST',
  'K DI 10 MO ST J Q 9 Q S A J K Q 9 W DI 10 J 9 PL Q 10 J 9 MO A K 9 K 10 RO 9 10 ST J K PL A RO ST A 9 10 Q MO A J MO Q 10 DI',
  'DI 10 Q 9 W PL J MO 9 10 RO J 10 RO K A J K A ST J ST A J DI 9 A MO 9 J 9 ST S A Q MO 10 Q 9 10 Q 9 PL K DI 10 MO 10 K Q K Q',
]);

/** MS012 Space Rocket: 5×3, 25 lines, high volatility: free spins at ×3 with extra wilds. */
export const spaceRocket: TitleDef = {
  code: 'MS012',
  name: loc(
    '太空火箭',
    'Space Rocket',
    'Roket Angkasa',
    'အာကာသဒုံးပျံ',
    'จรวดอวกาศ',
    'Rocket sa Kalawakan',
    'Tên Lửa Vũ Trụ',
  ),
  tagline: loc(
    '点火升空，飞向满是钻石的星球。',
    'Ignition and lift-off, to a planet full of diamonds.',
    'Nyalakan mesin dan meluncur ke planet penuh berlian.',
    'မီးညှိပြီး စိန်တွေပြည့်နေတဲ့ ဂြိုဟ်ဆီ ပျံသန်းပါ။',
    'จุดระเบิด ทะยานสู่ดาวเคราะห์ที่เต็มไปด้วยเพชร',
    'Sindihan at lumipad patungo sa planetang puno ng diyamante.',
    'Khai hỏa và cất cánh tới hành tinh đầy kim cương.',
  ),
  reels: 5,
  rows: 3,
  evaluation: { kind: 'lines', lines: LINES_5X3.slice(0, 25) },
  betUnits: 25,
  symbols: [
    {
      id: 'RO',
      art: 'rocket',
      kind: 'regular',
      name: SYMBOL_NAMES.rocket,
      pays: { 3: 408, 4: 3266, 5: 40824 },
    },
    {
      id: 'PL',
      art: 'planet',
      kind: 'regular',
      name: SYMBOL_NAMES.planet,
      pays: { 3: 245, 4: 1633, 5: 12247 },
    },
    {
      id: 'DI',
      art: 'diamond',
      kind: 'regular',
      name: SYMBOL_NAMES.diamond,
      pays: { 3: 163, 4: 816, 5: 4082 },
    },
    {
      id: 'ST',
      art: 'star',
      kind: 'regular',
      name: SYMBOL_NAMES.star,
      pays: { 3: 122, 4: 408, 5: 1633 },
    },
    {
      id: 'MO',
      art: 'moon',
      kind: 'regular',
      name: SYMBOL_NAMES.moon,
      pays: { 3: 82, 4: 245, 5: 980 },
    },
    { id: 'A', art: 'A', kind: 'regular', name: same('A'), pays: { 3: 41, 4: 122, 5: 490 } },
    { id: 'K', art: 'K', kind: 'regular', name: same('K'), pays: { 3: 41, 4: 98, 5: 408 } },
    { id: 'Q', art: 'Q', kind: 'regular', name: same('Q'), pays: { 3: 33, 4: 82, 5: 327 } },
    { id: 'J', art: 'J', kind: 'regular', name: same('J'), pays: { 3: 24, 4: 65, 5: 245 } },
    { id: '10', art: '10', kind: 'regular', name: same('10'), pays: { 3: 16, 4: 49, 5: 204 } },
    { id: '9', art: '9', kind: 'regular', name: same('9'), pays: { 3: 16, 4: 41, 5: 163 } },
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
    'J 10 A ST 10 9 10 Q A DI K 10 9 RO K A J MO K J Q 9 10 9 10 MO A DI MO J S DI ST 9 Q J 9 K Q PL 9 Q 10 RO J MO Q A K PL ST',
    '9 MO PL RO 10 RO 9 Q 9 MO A J DI 9 Q 10 K 10 9 J 10 A 9 10 W Q 10 Q PL W ST K MO 9 DI S A DI ST W K J Q K J Q K J ST A 10 MO A J',
    'W 9 J A 9 Q ST J 9 A K 9 PL Q MO W 10 DI A Q DI K A 10 K W 10 9 A K MO 10 J 10 PL ST Q 10 DI Q RO J 9 RO K 9 ST 10 MO Q S J MO J',
    'K 10 ST 9 J PL W 9 A W 9 S 10 ST Q ST 9 J Q PL A Q 10 K 10 K DI 10 DI 9 MO A 10 Q A MO J K 9 A Q J Q RO W MO 9 10 MO J K RO DI J',
    '10 A K 10 K S RO A 10 Q RO 10 J 9 Q 9 J 9 W 9 A W J MO 10 MO DI A Q 9 10 W K Q ST PL J MO ST 10 Q A K 9 MO DI J 9 J ST PL K DI Q',
  ]),
  freeSpinsByScatters: { 3: 15, 4: 20, 5: 30 },
  freeSpinMultiplier: 3,
  betStepsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
  volatility: 'high',
  rtpPercent: 95.74,
};
