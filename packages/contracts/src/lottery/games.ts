/**
 * The lottery games as data (issue 5): the Vietnamese stations with their weekly rota and the fast
 * e-lottery games with their intervals. Draws are our own (simulated, provably fair), never official
 * results; station names only say which rota a draw follows. Draw names, times and fairness:
 * docs/lottery-fairness.md; the choices of codes are noted beside each table.
 */
import type { LotteryKind, VnRegion } from './model.ts';

/** The languages every lottery name is given in (the site's translation languages). */
export type LotteryLanguage = 'CN' | 'EN' | 'ID' | 'MY' | 'TH' | 'TY' | 'VI';
export type LotteryNames = Readonly<Record<LotteryLanguage, string>>;

/** Day of the week in Vietnam time, as `Date#getUTCDay` numbers it: 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Vietnam time is UTC+7 all year (no daylight saving); every day boundary of the lottery uses it. */
export const VIETNAM_UTC_OFFSET_MINUTES = 420;

/**
 * Vendor (vassalage) and lane (gameType) of each family. Vietnamese games are `TCG_LOTTO_VN` (the wire
 * routes that vendor to /vnlottery); fast games are `ELOTT` (routed to /lottery, and the name says
 * e-lottery). `TCG_SEA` and `LOTT` stay free for SEA and third-party lotteries.
 */
export const LOTTERY_VENDORS = { VN: 'TCG_LOTTO_VN', FAST: 'ELOTT' } as const;
export type LotteryVendor = (typeof LOTTERY_VENDORS)[keyof typeof LOTTERY_VENDORS];

/** The lottery vendors' names, as the catalogue lanes show them on their cards (decision 0036). */
export const LOTTERY_VENDOR_NAMES: Readonly<Record<LotteryVendor, LotteryNames>> = {
  TCG_LOTTO_VN: {
    CN: '越南彩票',
    EN: 'Vietnam Lottery',
    ID: 'Lotere Vietnam',
    MY: 'ဗီယက်နမ် ထီ',
    TH: 'หวยเวียดนาม',
    TY: 'Lotto ng Vietnam',
    VI: 'Xổ số Việt Nam',
  },
  ELOTT: {
    CN: '电子彩票',
    EN: 'E-Lottery',
    ID: 'E-Lotere',
    MY: 'အီး-ထီ',
    TH: 'หวยอิเล็กทรอนิกส์',
    TY: 'E-Lotto',
    VI: 'Xổ số điện tử',
  },
};

/** Lobby groups (`gameGroupCode`), in lobby order. */
export const LOTTERY_GROUP_CODES = [
  'VN_NORTH',
  'VN_CENTRAL',
  'VN_SOUTH',
  'K3',
  'SSC',
  'PK10',
  '11X5',
] as const;
export type LotteryGroupCode = (typeof LOTTERY_GROUP_CODES)[number];

interface LotteryGameBase {
  /** Stable game code: the `gameCode` of the wire and of the draw numero's scope. */
  code: string;
  /** Stable numeric id: the wire's `gameId` (bets, near draw, favourites). Never reused. */
  gameId: number;
  kind: LotteryKind;
  names: LotteryNames;
  vendor: LotteryVendor;
  gameType: 'LOTT' | 'ELOTT';
  gameGroupCode: LotteryGroupCode;
  /** The agent rebate product type the game's turnover counts under (wire §7). */
  rebateType: 'VIETNAM_LOTTO' | 'K3_1' | 'SSC_1' | 'PK10_1' | '11X5_1';
  /** Bets close this many seconds before each draw unless a merchant configures otherwise. */
  defaultCloseSeconds: number;
}

/** A fast e-lottery game: draws every `intervalMinutes`, counted from midnight Vietnam time. */
export interface FastLotteryGame extends LotteryGameBase {
  kind: Exclude<LotteryKind, 'VN'>;
  intervalMinutes: 1 | 3 | 5;
}

/** A Vietnamese station (or the north, drawn daily): draws on `weekdays` at `drawTime` Vietnam time. */
export interface VnLotteryGame extends LotteryGameBase {
  kind: 'VN';
  region: VnRegion;
  weekdays: readonly Weekday[];
  /** `HH:MM` in Vietnam time: when our draw happens (the official live draws run about 20 minutes from here). */
  drawTime: string;
}

export type LotteryGame = FastLotteryGame | VnLotteryGame;

/** Region names, used in group names and lobby headings. */
export const VN_REGION_NAMES: Readonly<Record<VnRegion, LotteryNames>> = {
  NORTH: {
    CN: '越南北部',
    EN: 'Vietnam North',
    ID: 'Vietnam Utara',
    MY: 'ဗီယက်နမ် မြောက်ပိုင်း',
    TH: 'เวียดนามเหนือ',
    TY: 'Hilagang Vietnam',
    VI: 'Miền Bắc',
  },
  CENTRAL: {
    CN: '越南中部',
    EN: 'Vietnam Central',
    ID: 'Vietnam Tengah',
    MY: 'ဗီယက်နမ် အလယ်ပိုင်း',
    TH: 'เวียดนามกลาง',
    TY: 'Gitnang Vietnam',
    VI: 'Miền Trung',
  },
  SOUTH: {
    CN: '越南南部',
    EN: 'Vietnam South',
    ID: 'Vietnam Selatan',
    MY: 'ဗီယက်နမ် တောင်ပိုင်း',
    TH: 'เวียดนามใต้',
    TY: 'Timog Vietnam',
    VI: 'Miền Nam',
  },
};

/** Draw start times in Vietnam time, as the lottery companies run them (south 16:15, central 17:15, north 18:15). */
export const VN_DRAW_TIMES: Readonly<Record<VnRegion, string>> = {
  NORTH: '18:15',
  CENTRAL: '17:15',
  SOUTH: '16:15',
};

/** Bets on a Vietnamese station close 15 minutes before its draw. */
export const VN_DEFAULT_CLOSE_SECONDS = 900;

/**
 * The province hosting the north's draw each weekday (shown beside results only; the north is one game).
 * Sunday Thái Bình, Monday Hà Nội, Tuesday Quảng Ninh, Wednesday Bắc Ninh, Thursday Hà Nội, Friday Hải
 * Phòng, Saturday Nam Định.
 */
export const VN_NORTH_HOSTS: Readonly<Record<Weekday, string>> = {
  0: 'Thái Bình',
  1: 'Hà Nội',
  2: 'Quảng Ninh',
  3: 'Bắc Ninh',
  4: 'Hà Nội',
  5: 'Hải Phòng',
  6: 'Nam Định',
};

/** [gameId, code suffix, Vietnamese name, Latin name, Chinese name, weekdays]. */
type StationRow = readonly [number, string, string, string, string, readonly Weekday[]];

/**
 * The weekly rota of the southern companies (xổ số miền Nam), as published through 2024–2025.
 * Monday TP.HCM, Đồng Tháp, Cà Mau; Tuesday Bến Tre, Vũng Tàu, Bạc Liêu; Wednesday Đồng Nai, Cần Thơ,
 * Sóc Trăng; Thursday Tây Ninh, An Giang, Bình Thuận; Friday Vĩnh Long, Bình Dương, Trà Vinh; Saturday
 * TP.HCM, Long An, Bình Phước, Hậu Giang; Sunday Tiền Giang, Kiên Giang, Đà Lạt.
 */
const SOUTH_STATIONS: readonly StationRow[] = [
  [101, 'HCM', 'TP. Hồ Chí Minh', 'Ho Chi Minh City', '胡志明市', [1, 6]],
  [102, 'DTH', 'Đồng Tháp', 'Dong Thap', '同塔', [1]],
  [103, 'CMA', 'Cà Mau', 'Ca Mau', '金瓯', [1]],
  [104, 'BTR', 'Bến Tre', 'Ben Tre', '槟椥', [2]],
  [105, 'VTA', 'Vũng Tàu', 'Vung Tau', '头顿', [2]],
  [106, 'BLI', 'Bạc Liêu', 'Bac Lieu', '薄寮', [2]],
  [107, 'DNA', 'Đồng Nai', 'Dong Nai', '同奈', [3]],
  [108, 'CTH', 'Cần Thơ', 'Can Tho', '芹苴', [3]],
  [109, 'STR', 'Sóc Trăng', 'Soc Trang', '朔庄', [3]],
  [110, 'TNI', 'Tây Ninh', 'Tay Ninh', '西宁', [4]],
  [111, 'AGI', 'An Giang', 'An Giang', '安江', [4]],
  [112, 'BTH', 'Bình Thuận', 'Binh Thuan', '平顺', [4]],
  [113, 'VLO', 'Vĩnh Long', 'Vinh Long', '永隆', [5]],
  [114, 'BDU', 'Bình Dương', 'Binh Duong', '平阳', [5]],
  [115, 'TVI', 'Trà Vinh', 'Tra Vinh', '茶荣', [5]],
  [116, 'LAN', 'Long An', 'Long An', '隆安', [6]],
  [117, 'BPH', 'Bình Phước', 'Binh Phuoc', '平福', [6]],
  [118, 'HGI', 'Hậu Giang', 'Hau Giang', '后江', [6]],
  [119, 'TGI', 'Tiền Giang', 'Tien Giang', '前江', [0]],
  [120, 'KGI', 'Kiên Giang', 'Kien Giang', '坚江', [0]],
  [121, 'DLA', 'Đà Lạt', 'Da Lat', '大叻', [0]],
];

/**
 * The weekly rota of the central companies (xổ số miền Trung). Monday Thừa Thiên Huế, Phú Yên; Tuesday
 * Đắk Lắk, Quảng Nam; Wednesday Đà Nẵng, Khánh Hòa; Thursday Bình Định, Quảng Trị, Quảng Bình; Friday
 * Gia Lai, Ninh Thuận; Saturday Đà Nẵng, Quảng Ngãi, Đắk Nông; Sunday Kon Tum, Khánh Hòa, Thừa Thiên Huế.
 */
const CENTRAL_STATIONS: readonly StationRow[] = [
  [201, 'TTH', 'Thừa Thiên Huế', 'Thua Thien Hue', '承天顺化', [1, 0]],
  [202, 'PYE', 'Phú Yên', 'Phu Yen', '富安', [1]],
  [203, 'DLK', 'Đắk Lắk', 'Dak Lak', '多乐', [2]],
  [204, 'QNM', 'Quảng Nam', 'Quang Nam', '广南', [2]],
  [205, 'DNG', 'Đà Nẵng', 'Da Nang', '岘港', [3, 6]],
  [206, 'KHO', 'Khánh Hòa', 'Khanh Hoa', '庆和', [3, 0]],
  [207, 'BDI', 'Bình Định', 'Binh Dinh', '平定', [4]],
  [208, 'QTR', 'Quảng Trị', 'Quang Tri', '广治', [4]],
  [209, 'QBI', 'Quảng Bình', 'Quang Binh', '广平', [4]],
  [210, 'GLA', 'Gia Lai', 'Gia Lai', '嘉莱', [5]],
  [211, 'NTH', 'Ninh Thuận', 'Ninh Thuan', '宁顺', [5]],
  [212, 'QNG', 'Quảng Ngãi', 'Quang Ngai', '广义', [6]],
  [213, 'DNO', 'Đắk Nông', 'Dak Nong', '得农', [6]],
  [214, 'KTU', 'Kon Tum', 'Kon Tum', '昆嵩', [0]],
];

const vnBase = {
  kind: 'VN',
  vendor: LOTTERY_VENDORS.VN,
  gameType: 'LOTT',
  rebateType: 'VIETNAM_LOTTO',
  defaultCloseSeconds: VN_DEFAULT_CLOSE_SECONDS,
} as const;

/** Station names are proper nouns: Latin-script languages and Thai/Burmese use the Latin form. */
function stationGame(
  region: 'CENTRAL' | 'SOUTH',
  [gameId, suffix, vi, latin, cn, weekdays]: StationRow,
): VnLotteryGame {
  const names = { CN: cn, EN: latin, ID: latin, MY: latin, TH: latin, TY: latin, VI: vi };
  const prefix = region === 'SOUTH' ? 'VN_S_' : 'VN_C_';
  return {
    ...vnBase,
    code: `${prefix}${suffix}`,
    gameId,
    names,
    region,
    weekdays,
    drawTime: VN_DRAW_TIMES[region],
    gameGroupCode: `VN_${region}`,
  };
}

/** The north draws every day; one game whatever province hosts the draw. */
const VN_NORTH_GAME: VnLotteryGame = {
  ...vnBase,
  code: 'VN_NORTH',
  gameId: 1,
  names: VN_REGION_NAMES.NORTH,
  region: 'NORTH',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  drawTime: VN_DRAW_TIMES.NORTH,
  gameGroupCode: 'VN_NORTH',
};

/** Every Vietnamese game: the north, then central and south stations. */
export const VN_GAMES: readonly VnLotteryGame[] = [
  VN_NORTH_GAME,
  ...CENTRAL_STATIONS.map((row) => stationGame('CENTRAL', row)),
  ...SOUTH_STATIONS.map((row) => stationGame('SOUTH', row)),
];

interface FastFamily {
  kind: FastLotteryGame['kind'];
  group: 'K3' | 'SSC' | 'PK10' | '11X5';
  rebateType: FastLotteryGame['rebateType'];
  firstGameId: number;
  names: LotteryNames;
}

/** Fast families: generic genre names of our own (no third-party brand). */
const FAST_FAMILIES: readonly FastFamily[] = [
  {
    kind: 'DICE3',
    group: 'K3',
    rebateType: 'K3_1',
    firstGameId: 301,
    names: {
      CN: '快三',
      EN: 'Three Dice',
      ID: 'Tiga Dadu',
      MY: 'အံစာတုံး သုံးလုံး',
      TH: 'ลูกเต๋าสามลูก',
      TY: 'Tatlong Dice',
      VI: 'Ba Xúc Xắc',
    },
  },
  {
    kind: 'DIGIT5',
    group: 'SSC',
    rebateType: 'SSC_1',
    firstGameId: 311,
    names: {
      CN: '五星彩',
      EN: 'Five Digits',
      ID: 'Lima Digit',
      MY: 'ဂဏန်း ငါးလုံး',
      TH: 'ห้าหลัก',
      TY: 'Limang Digit',
      VI: 'Năm Số',
    },
  },
  {
    kind: 'RACE10',
    group: 'PK10',
    rebateType: 'PK10_1',
    firstGameId: 321,
    names: {
      CN: '赛车',
      EN: 'Car Racing',
      ID: 'Balap Mobil',
      MY: 'ကားပြိုင်ပွဲ',
      TH: 'แข่งรถ',
      TY: 'Karera ng Kotse',
      VI: 'Đua Xe',
    },
  },
  {
    kind: 'PICK11X5',
    group: '11X5',
    rebateType: '11X5_1',
    firstGameId: 331,
    names: {
      CN: '11选5',
      EN: '11 Pick 5',
      ID: '11 Pilih 5',
      MY: '၁၁ လုံးမှ ၅ လုံးရွေး',
      TH: '11 เลือก 5',
      TY: '11 Pumili ng 5',
      VI: '11 Chọn 5',
    },
  },
];

/** " N minutes" in each language, appended to a family's name (Chinese takes no space; Burmese digits). */
const MINUTES: Readonly<Record<LotteryLanguage, (n: number) => string>> = {
  CN: (n) => `${n}分钟`,
  EN: (n) => ` ${n} Min`,
  ID: (n) => ` ${n} Menit`,
  MY: (n) => ` ${String(n).replace(/\d/g, (d) => '၀၁၂၃၄၅၆၇၈၉'.charAt(Number(d)))} မိနစ်`,
  TH: (n) => ` ${n} นาที`,
  TY: (n) => ` ${n} Minuto`,
  VI: (n) => ` ${n} Phút`,
};

/** Applies `f` to each language's name. */
function mapNames(
  names: LotteryNames,
  f: (lang: LotteryLanguage, name: string) => string,
): LotteryNames {
  const { CN, EN, ID, MY, TH, TY, VI } = names;
  return {
    CN: f('CN', CN),
    EN: f('EN', EN),
    ID: f('ID', ID),
    MY: f('MY', MY),
    TH: f('TH', TH),
    TY: f('TY', TY),
    VI: f('VI', VI),
  };
}

/** 1-minute rounds close 10 s before the draw (a 50 s window); 3- and 5-minute rounds 30 s before. */
const FAST_CLOSE_SECONDS: Readonly<Record<FastLotteryGame['intervalMinutes'], number>> = {
  1: 10,
  3: 30,
  5: 30,
};

function fastGame(family: FastFamily, intervalMinutes: 1 | 3 | 5, index: number): FastLotteryGame {
  const names = mapNames(family.names, (lang, name) => `${name}${MINUTES[lang](intervalMinutes)}`);
  return {
    code: `${family.group}_${intervalMinutes}`,
    gameId: family.firstGameId + index,
    kind: family.kind,
    names,
    vendor: LOTTERY_VENDORS.FAST,
    gameType: 'ELOTT',
    gameGroupCode: family.group,
    rebateType: family.rebateType,
    defaultCloseSeconds: FAST_CLOSE_SECONDS[intervalMinutes],
    intervalMinutes,
  };
}

/** Every fast game: each family at 1, 3 and 5 minutes (`K3_1`, `K3_3`, `K3_5`, `SSC_1`, …). */
export const FAST_GAMES: readonly FastLotteryGame[] = FAST_FAMILIES.flatMap((family) =>
  ([1, 3, 5] as const).map((minutes, index) => fastGame(family, minutes, index)),
);

/** Lobby group names: the Vietnamese regions and the fast families. */
export const LOTTERY_GROUP_NAMES: Readonly<Record<LotteryGroupCode, LotteryNames>> = {
  VN_NORTH: VN_REGION_NAMES.NORTH,
  VN_CENTRAL: VN_REGION_NAMES.CENTRAL,
  VN_SOUTH: VN_REGION_NAMES.SOUTH,
  K3: familyNames('K3'),
  SSC: familyNames('SSC'),
  PK10: familyNames('PK10'),
  '11X5': familyNames('11X5'),
};

function familyNames(group: FastFamily['group']): LotteryNames {
  const family = FAST_FAMILIES.find((f) => f.group === group);
  if (!family) throw new Error(`no fast family ${group}`);
  return family.names;
}

/** Every lottery game, Vietnamese first. */
export const LOTTERY_GAMES: readonly LotteryGame[] = [...VN_GAMES, ...FAST_GAMES];

const byCode = new Map(LOTTERY_GAMES.map((game) => [game.code, game]));
const byId = new Map(LOTTERY_GAMES.map((game) => [game.gameId, game]));

/** The game with this code (case-sensitive), or undefined. */
export const lotteryGameByCode = (code: string): LotteryGame | undefined => byCode.get(code);

/** The game with this numeric id, or undefined. */
export const lotteryGameById = (gameId: number): LotteryGame | undefined => byId.get(gameId);

/** True for a Vietnamese game. */
export const isVnGame = (game: LotteryGame): game is VnLotteryGame => game.kind === 'VN';
