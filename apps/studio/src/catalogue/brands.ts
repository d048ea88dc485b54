import type { Localized } from '@/games/slots/engine/types.ts';
import { titles } from '@/games/slots/titles/index.ts';
import { loc } from '@/games/slots/titles/localized.ts';

/** The mark drawn on a brand's logo and on the corner badge of its tiles. */
export type BrandEmblem =
  'rain' | 'bolt' | 'spiral' | 'reels' | 'swirl' | 'thunderhead' | 'gust' | 'compass';

/**
 * One brand (vendor code on the site) the studio publishes. Each brand republishes some of our titles
 * under its own game ids; the studio stays one integration (one secret, one wallet vendor code).
 */
export interface BrandDef {
  code: string;
  /** Shown as the vendor name and appended to the titles' names as the brand's flavour. */
  name: Localized;
  /** Game ids are `{prefix}{4 digits}`; null: the title codes themselves (MS001…), the studio's home brand. */
  prefix: string | null;
  /** Title codes in the brand's list order. */
  titles: readonly string[];
  launchStyle: 'list' | 'direct' | 'popup';
  hot: boolean;
  /** Logo and badge colours (#rrggbb): the brand colour and a darker ground. */
  color: string;
  ground: string;
  emblem: BrandEmblem;
}

/** Our brands, in vendor-menu order. Names of places and weather only; no third-party brand. */
export const BRANDS: readonly BrandDef[] = [
  {
    code: 'MONSOON',
    name: loc('季风', 'Monsoon', 'Muson', 'မုတ်သုံ', 'มรสุม', 'Habagat', 'Gió Mùa'),
    prefix: null,
    titles: titles.map((title) => title.code),
    launchStyle: 'list',
    hot: true,
    color: '#2bb3a8',
    ground: '#0c1838',
    emblem: 'rain',
  },
  {
    code: 'STORM',
    name: loc('风暴', 'Storm', 'Badai', 'မုန်တိုင်း', 'พายุ', 'Unos', 'Cơn Bão'),
    prefix: 'ST',
    titles: ['MS001', 'MS006', 'MS009', 'MS012'],
    launchStyle: 'list',
    hot: true,
    color: '#f5c542',
    ground: '#1b1f4a',
    emblem: 'bolt',
  },
  {
    code: 'TYPHOON',
    name: loc('台风', 'Typhoon', 'Topan', 'တိုင်ဖွန်း', 'ไต้ฝุ่น', 'Bagyo', 'Cuồng Phong'),
    prefix: 'TP',
    titles: ['MS002', 'MS004', 'MS008', 'MS011'],
    launchStyle: 'list',
    hot: false,
    color: '#3a8fc8',
    ground: '#0a2236',
    emblem: 'spiral',
  },
  {
    code: 'MS_SLOTS',
    name: loc('MS老虎机', 'MS Slots', 'MS Slot', 'MS စလော့', 'MS สล็อต', 'MS Slots', 'MS Slots'),
    prefix: 'MX',
    titles: ['MS005', 'MS006', 'MS007'],
    launchStyle: 'popup',
    hot: false,
    color: '#e0218a',
    ground: '#2f0a38',
    emblem: 'reels',
  },
  {
    code: 'CYCLONE',
    name: loc('气旋', 'Cyclone', 'Siklon', 'ဆိုင်ကလုန်း', 'พายุหมุน', 'Buhawi', 'Lốc Xoáy'),
    prefix: 'CY',
    titles: ['MS003', 'MS009', 'MS010'],
    launchStyle: 'list',
    hot: false,
    color: '#f07c1a',
    ground: '#2a1408',
    emblem: 'swirl',
  },
  {
    code: 'TEMPEST',
    name: loc('暴风雨', 'Tempest', 'Prahara', 'မိုးသက်မုန်တိုင်း', 'พายุโหม', 'Sigwa', 'Giông Tố'),
    prefix: 'TM',
    titles: ['MS007', 'MS008', 'MS012'],
    launchStyle: 'list',
    hot: false,
    color: '#b35cff',
    ground: '#14062b',
    emblem: 'thunderhead',
  },
  {
    code: 'SQUALL',
    name: loc('疾风', 'Squall', 'Angin Ribut', 'လေပြင်း', 'ลมกรรโชก', 'Bugso', 'Gió Giật'),
    prefix: 'SQ',
    titles: ['MS004', 'MS005', 'MS011'],
    launchStyle: 'list',
    hot: false,
    color: '#4caf6a',
    ground: '#0f2a1a',
    emblem: 'gust',
  },
  {
    code: 'MISTRAL',
    name: loc('北风', 'Mistral', 'Angin Utara', 'မြောက်လေ', 'ลมเหนือ', 'Amihan', 'Gió Bấc'),
    prefix: 'MI',
    titles: ['MS001', 'MS002', 'MS003', 'MS010'],
    launchStyle: 'list',
    hot: false,
    color: '#8fc4e8',
    ground: '#12243a',
    emblem: 'compass',
  },
];

/** Games flagged new (the two newest titles at home, one brand release). */
export const NEW_GAMES: readonly string[] = ['MS012', 'MS011', 'TM0003'];

/** The studio's hot list, hottest first (hotRank = position + 1). */
export const HOT_GAMES: readonly string[] = [
  'MS001',
  'MS002',
  'ST0002',
  'MS009',
  'TP0003',
  'MX0001',
];

/** The brand with this code, if it is ours. */
export function findBrand(code: string): BrandDef | undefined {
  return BRANDS.find((brand) => brand.code === code);
}
