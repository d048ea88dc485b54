import { LINES_5X3 } from './paylines.ts';
import { loc, same, SYMBOL_NAMES } from './localized.ts';
import { parseStrips } from './strips.ts';
import type { TitleDef } from '../engine/types.ts';

const baseStrips = parseStrips([
  'J UM Q UM J TH RA Q K J Q 9 FR K 9 A Q 10 UM A K A Q 9 S 10 J 10 TH A 10 A K 9 FR J UM CO 9 TH 9 Q RA 10 RA J 10 CO FR RA S K',
  'RA 10 S K RA 10 TH Q UM K FR J S Q J 10 K TH 10 J K 10 UM W 10 A K 9 UM A RA J 9 FR 9 CO Q A J Q UM 9 TH FR J Q 9 A Q W RA A CO 9',
  'TH RA S 10 9 UM Q W CO Q A 9 Q J 9 J Q S 9 A TH 10 W CO 10 K FR 10 A J K RA UM 9 A K Q A RA J 10 J TH FR K J UM Q FR RA K 9 10 UM',
  '9 J TH UM J S A Q 10 K 9 10 J 10 CO TH K UM FR 10 Q RA 10 J UM Q 9 UM Q A RA W 9 TH Q K J A 9 FR RA 9 Q A FR W A S K 10 K J CO RA',
  'S 10 J 9 Q UM Q 9 K 9 RA K FR RA W J UM 10 TH S 10 CO RA 9 CO K J W 9 FR Q A K Q TH Q J RA K UM 9 10 A 10 A 10 TH Q A FR J UM A J',
]);

/** MS001 Monsoon Riches: 5×3, 20 lines, medium volatility; free spins pay double. */
export const monsoonRiches: TitleDef = {
  code: 'MS001',
  name: loc(
    '季风财富',
    'Monsoon Riches',
    'Kekayaan Muson',
    'မုတ်သုံရာသီ ကြွယ်ဝမှု',
    'มรสุมมหาโชค',
    'Yaman ng Habagat',
    'Gió Mùa Phú Quý',
  ),
  tagline: loc(
    '雨季来临，金币随雨落下。',
    'When the rains arrive, gold coins fall with them.',
    'Saat hujan tiba, koin emas ikut berjatuhan.',
    'မိုးရာသီရောက်လာတော့ ရွှေဒင်္ဂါးတွေ မိုးနဲ့အတူ ကျလာသည်။',
    'เมื่อฝนมา เหรียญทองก็ร่วงหล่นตามมา',
    'Pagdating ng ulan, bumubuhos din ang gintong barya.',
    'Khi mưa về, đồng xu vàng rơi theo từng hạt.',
  ),
  reels: 5,
  rows: 3,
  evaluation: { kind: 'lines', lines: LINES_5X3.slice(0, 20) },
  betUnits: 20,
  symbols: [
    {
      id: 'CO',
      art: 'coin',
      kind: 'regular',
      name: SYMBOL_NAMES.coin,
      pays: { 3: 117, 4: 470, 5: 2348 },
    },
    {
      id: 'TH',
      art: 'thunder',
      kind: 'regular',
      name: SYMBOL_NAMES.thunder,
      pays: { 3: 94, 4: 352, 5: 1409 },
    },
    {
      id: 'FR',
      art: 'frog',
      kind: 'regular',
      name: SYMBOL_NAMES.frog,
      pays: { 3: 70, 4: 235, 5: 939 },
    },
    {
      id: 'UM',
      art: 'umbrella',
      kind: 'regular',
      name: SYMBOL_NAMES.umbrella,
      pays: { 3: 56, 4: 188, 5: 704 },
    },
    {
      id: 'RA',
      art: 'rain',
      kind: 'regular',
      name: SYMBOL_NAMES.rain,
      pays: { 3: 47, 4: 141, 5: 470 },
    },
    { id: 'A', art: 'A', kind: 'regular', name: same('A'), pays: { 3: 38, 4: 94, 5: 376 } },
    { id: 'K', art: 'K', kind: 'regular', name: same('K'), pays: { 3: 28, 4: 70, 5: 282 } },
    { id: 'Q', art: 'Q', kind: 'regular', name: same('Q'), pays: { 3: 23, 4: 56, 5: 235 } },
    { id: 'J', art: 'J', kind: 'regular', name: same('J'), pays: { 3: 19, 4: 47, 5: 188 } },
    { id: '10', art: '10', kind: 'regular', name: same('10'), pays: { 3: 19, 4: 47, 5: 141 } },
    { id: '9', art: '9', kind: 'regular', name: same('9'), pays: { 3: 14, 4: 38, 5: 117 } },
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
    'Q 9 K RA S UM RA J 10 9 A UM J FR A TH K 10 Q K J K 10 FR J UM Q RA 10 9 Q J RA A K 10 TH 9 S Q 9 UM CO A 9 FR 10 A J Q TH CO',
    'FR Q RA CO J A Q K TH J FR Q FR 10 A 9 RA K W K J UM Q 10 UM J 9 K Q TH W S 9 10 K W A CO S RA 10 J 10 TH RA Q A 10 UM 9 UM J 9 A 9',
    'K W Q J A FR A K 9 10 9 Q 9 A FR 10 RA S Q 10 Q J 9 W 9 J 10 RA UM K Q CO J RA A 10 TH A UM K FR TH 10 K CO W RA J Q UM S 9 J UM TH',
    '9 TH J Q J S UM A TH A CO RA K Q W K FR 9 Q K 9 FR Q RA Q 10 FR J A RA J W 10 K 10 J W 9 A K Q 10 TH CO J 10 9 UM RA A 9 UM S 10 UM',
    '9 J W 10 TH A Q S Q W K J 9 FR UM 9 UM A 10 FR UM FR S UM A RA Q 9 J CO 9 RA J A K CO 10 A J K RA Q 10 W 10 K 9 J Q TH Q K 10 TH RA',
  ]),
  freeSpinsByScatters: { 3: 10, 4: 15, 5: 20 },
  freeSpinMultiplier: 2,
  betStepsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
  volatility: 'medium',
  rtpPercent: 96.03,
};
