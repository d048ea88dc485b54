import { LINES_5X3 } from './paylines.ts';
import { loc, same, SYMBOL_NAMES } from './localized.ts';
import { parseStrips } from './strips.ts';
import type { TitleDef } from '../engine/types.ts';

const baseStrips = parseStrips([
  'S GR LE Q GR DU MG J GR Q J CH K J K Q A K CH MG CH DU S K A Q LE K J A CH A MG LE GR CH LE DU Q J',
  'CH DU W DU CH W MG K A S LE Q A Q S K J K GR CH LE J K DU GR LE Q A J MG CH Q GR Q A MG CH LE J K J GR',
  'Q CH W LE J MG Q K A GR J K W DU J Q LE S DU K CH GR LE J CH DU A GR S K MG Q A GR J A K CH Q LE MG CH',
  'LE K LE GR A CH Q LE Q J A W MG LE S MG DU GR S W CH K Q J GR K J DU CH DU GR K J CH Q K MG A Q J A CH',
  'K CH S GR K A Q S CH DU LE GR MG LE Q MG GR CH J LE DU W CH Q J K A Q K CH A K MG J W GR Q DU J A LE J',
]);

/** MS005 Fruit Fiesta: 5×3, 20 lines, low volatility. */
export const fruitFiesta: TitleDef = {
  code: 'MS005',
  name: loc(
    '水果狂欢',
    'Fruit Fiesta',
    'Pesta Buah',
    'သစ်သီးပွဲတော်',
    'เทศกาลผลไม้',
    'Pista ng Prutas',
    'Lễ Hội Trái Cây',
  ),
  tagline: loc(
    '芒果、榴莲和樱桃，热带水果派对开始了！',
    'Mango, durian and cherry: the tropical fruit party is on!',
    'Mangga, durian, dan ceri: pesta buah tropis dimulai!',
    'သရက်၊ ဒူးရင်းနဲ့ ချယ်ရီ - အပူပိုင်းသစ်သီးပွဲ စပါပြီ!',
    'มะม่วง ทุเรียน เชอร์รี่ ปาร์ตี้ผลไม้เมืองร้อนเริ่มแล้ว!',
    'Mangga, durian at seresa: simula na ang pista ng prutas!',
    'Xoài, sầu riêng, anh đào: tiệc trái cây nhiệt đới bắt đầu!',
  ),
  reels: 5,
  rows: 3,
  evaluation: { kind: 'lines', lines: LINES_5X3.slice(0, 20) },
  betUnits: 20,
  symbols: [
    {
      id: 'DU',
      art: 'durian',
      kind: 'regular',
      name: SYMBOL_NAMES.durian,
      pays: { 3: 55, 4: 148, 5: 555 },
    },
    {
      id: 'MG',
      art: 'mango',
      kind: 'regular',
      name: SYMBOL_NAMES.mango,
      pays: { 3: 44, 4: 111, 5: 370 },
    },
    {
      id: 'GR',
      art: 'grape',
      kind: 'regular',
      name: SYMBOL_NAMES.grape,
      pays: { 3: 37, 4: 92, 5: 296 },
    },
    {
      id: 'LE',
      art: 'lemon',
      kind: 'regular',
      name: SYMBOL_NAMES.lemon,
      pays: { 3: 30, 4: 74, 5: 222 },
    },
    {
      id: 'CH',
      art: 'cherry',
      kind: 'regular',
      name: SYMBOL_NAMES.cherry,
      pays: { 3: 30, 4: 55, 5: 185 },
    },
    { id: 'A', art: 'A', kind: 'regular', name: same('A'), pays: { 3: 18, 4: 37, 5: 148 } },
    { id: 'K', art: 'K', kind: 'regular', name: same('K'), pays: { 3: 15, 4: 37, 5: 111 } },
    { id: 'Q', art: 'Q', kind: 'regular', name: same('Q'), pays: { 3: 11, 4: 30, 5: 92 } },
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
  freeSpinsByScatters: { 3: 10, 4: 12, 5: 15 },
  freeSpinMultiplier: 1,
  betStepsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
  volatility: 'low',
  rtpPercent: 95.71,
};
