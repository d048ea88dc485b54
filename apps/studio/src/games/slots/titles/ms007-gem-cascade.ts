import { loc, same, SYMBOL_NAMES } from './localized.ts';
import { parseStrips } from './strips.ts';
import type { TitleDef } from '../engine/types.ts';

const baseStrips = parseStrips([
  'SA RU CR RU EM Q SA J EM A K CR DI J Q CR K J A RU Q K DI SA J S DI K A EM Q K J RU S EM SA A SA Q',
  'EM Q SA DI RU SA J EM J K Q K Q J SA RU S EM K CR RU A S A Q A RU DI Q K CR A EM SA DI W SA CR J K W J',
  'J EM SA J EM RU Q SA DI A CR K W A SA J K A K Q DI W SA K SA EM CR A CR RU DI S RU K RU Q J S Q J EM Q',
  'SA CR S Q A DI RU DI EM W RU CR W A EM DI Q SA A SA J K RU A EM SA J EM Q SA K J Q K RU K J K Q CR J S',
  'EM Q RU J EM S SA Q RU Q W DI Q A SA Q K CR A K W SA EM K DI J SA RU A J RU CR J EM CR DI S A SA K J K',
]);

/** MS007 Gem Cascade: 5×3, 243 ways, low volatility. */
export const gemCascade: TitleDef = {
  code: 'MS007',
  name: loc(
    '宝石瀑布',
    'Gem Cascade',
    'Air Terjun Permata',
    'ကျောက်မျက်ရေတံခွန်',
    'น้ำตกอัญมณี',
    'Talon ng Hiyas',
    'Thác Đá Quý',
  ),
  tagline: loc(
    '钻石、红宝石和祖母绿如瀑布般倾泻。',
    'Diamonds, rubies and emeralds pour down like a waterfall.',
    'Berlian, rubi, dan zamrud mengalir deras bagai air terjun.',
    'စိန်၊ ပတ္တမြားနဲ့ မြတွေ ရေတံခွန်လို စီးကျလာသည်။',
    'เพชร ทับทิม และมรกต ไหลหลั่งลงมาดั่งน้ำตก',
    'Bumubuhos ang diyamante, rubi at esmeralda na parang talon.',
    'Kim cương, hồng ngọc, ngọc lục bảo đổ xuống như thác.',
  ),
  reels: 5,
  rows: 3,
  evaluation: { kind: 'ways' },
  betUnits: 50,
  symbols: [
    {
      id: 'CR',
      art: 'crown',
      kind: 'regular',
      name: SYMBOL_NAMES.crown,
      pays: { 3: 53, 4: 141, 5: 530 },
    },
    {
      id: 'DI',
      art: 'diamond',
      kind: 'regular',
      name: SYMBOL_NAMES.diamond,
      pays: { 3: 42, 4: 106, 5: 353 },
    },
    {
      id: 'RU',
      art: 'ruby',
      kind: 'regular',
      name: SYMBOL_NAMES.ruby,
      pays: { 3: 35, 4: 88, 5: 283 },
    },
    {
      id: 'EM',
      art: 'emerald',
      kind: 'regular',
      name: SYMBOL_NAMES.emerald,
      pays: { 3: 28, 4: 71, 5: 212 },
    },
    {
      id: 'SA',
      art: 'sapphire',
      kind: 'regular',
      name: SYMBOL_NAMES.sapphire,
      pays: { 3: 28, 4: 53, 5: 177 },
    },
    { id: 'A', art: 'A', kind: 'regular', name: same('A'), pays: { 3: 18, 4: 35, 5: 141 } },
    { id: 'K', art: 'K', kind: 'regular', name: same('K'), pays: { 3: 14, 4: 35, 5: 106 } },
    { id: 'Q', art: 'Q', kind: 'regular', name: same('Q'), pays: { 3: 11, 4: 28, 5: 88 } },
    { id: 'J', art: 'J', kind: 'regular', name: same('J'), pays: { 3: 11, 4: 21, 5: 71 } },
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
  rtpPercent: 95.96,
};
