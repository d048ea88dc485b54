import {
  OPTIONS,
  one,
  rows,
  positions,
  each,
  def,
  type PlayType,
  type PlayTypeNames,
} from './play-type-def.ts';

const DIGIT5_POSITIONS = positions(5);

const straight3 = (code: string, first: number, names: PlayTypeNames): PlayType =>
  def({
    code,
    kind: 'DIGIT5',
    names,
    groups: rows(DIGIT5_POSITIONS.slice(first, first + 3), OPTIONS.digits, 1),
    counting: { kind: 'PRODUCT' },
  });

/** Five digits 0..9 (SSC family). */
export const DIGIT5_PLAY_TYPES: PlayType[] = [
  def({
    code: 'DIGIT5_POSITION',
    kind: 'DIGIT5',
    names: {
      CN: '定位胆',
      EN: 'Position digit',
      ID: 'Angka posisi',
      MY: 'နေရာ ဂဏန်း',
      TH: 'เลขตามตำแหน่ง',
      TY: 'Numero sa posisyon',
      VI: 'Số theo vị trí',
    },
    groups: rows(DIGIT5_POSITIONS, OPTIONS.digits, 0),
    counting: each,
  }),
  def({
    code: 'DIGIT5_POSITION_BSOE',
    kind: 'DIGIT5',
    names: {
      CN: '定位大小单双',
      EN: 'Position big/small/odd/even',
      ID: 'Posisi besar/kecil/ganjil/genap',
      MY: 'နေရာ ကြီး/သေး/မ/စုံ',
      TH: 'ตำแหน่ง สูง/ต่ำ/คี่/คู่',
      TY: 'Posisyon malaki/maliit/gansal/pares',
      VI: 'Vị trí tài/xỉu/lẻ/chẵn',
    },
    groups: rows(DIGIT5_POSITIONS, OPTIONS.bigSmallOddEven, 0),
    counting: each,
  }),
  def({
    code: 'DIGIT5_SUM_BSOE',
    kind: 'DIGIT5',
    names: {
      CN: '总和大小单双',
      EN: 'Sum big/small/odd/even',
      ID: 'Jumlah besar/kecil/ganjil/genap',
      MY: 'ပေါင်းလဒ် ကြီး/သေး/မ/စုံ',
      TH: 'ผลรวม สูง/ต่ำ/คี่/คู่',
      TY: 'Kabuuan malaki/maliit/gansal/pares',
      VI: 'Tổng tài/xỉu/lẻ/chẵn',
    },
    groups: one('SIDES', OPTIONS.bigSmallOddEven),
    counting: each,
  }),
  straight3('DIGIT5_FRONT3', 0, {
    CN: '前三直选',
    EN: 'Front 3 straight',
    ID: '3 depan lurus',
    MY: 'ရှေ့ ၃ လုံး တိုက်ရိုက်',
    TH: '3 ตัวหน้า ตรง',
    TY: 'Unang 3 diretso',
    VI: '3 số đầu chính xác',
  }),
  straight3('DIGIT5_MIDDLE3', 1, {
    CN: '中三直选',
    EN: 'Middle 3 straight',
    ID: '3 tengah lurus',
    MY: 'အလယ် ၃ လုံး တိုက်ရိုက်',
    TH: '3 ตัวกลาง ตรง',
    TY: 'Gitnang 3 diretso',
    VI: '3 số giữa chính xác',
  }),
  straight3('DIGIT5_BACK3', 2, {
    CN: '后三直选',
    EN: 'Back 3 straight',
    ID: '3 belakang lurus',
    MY: 'နောက် ၃ လုံး တိုက်ရိုက်',
    TH: '3 ตัวท้าย ตรง',
    TY: 'Huling 3 diretso',
    VI: '3 số cuối chính xác',
  }),
];

/** Ten-car race (PK10 family); dragon/tiger compares places 1–10, 2–9, 3–8, 4–7, 5–6. */
export const RACE10_PLAY_TYPES: PlayType[] = [
  def({
    code: 'RACE10_POSITION',
    kind: 'RACE10',
    names: {
      CN: '定位胆',
      EN: 'Car at place',
      ID: 'Mobil di posisi',
      MY: 'နေရာအလိုက် ကား',
      TH: 'รถตามอันดับ',
      TY: 'Kotse sa puwesto',
      VI: 'Xe theo hạng',
    },
    groups: rows(positions(10), OPTIONS.cars, 0),
    counting: each,
  }),
  def({
    code: 'RACE10_FIRST_BSOE',
    kind: 'RACE10',
    names: {
      CN: '冠军大小单双',
      EN: 'Winner big/small/odd/even',
      ID: 'Juara besar/kecil/ganjil/genap',
      MY: 'ပထမ ကြီး/သေး/မ/စုံ',
      TH: 'ที่ 1 สูง/ต่ำ/คี่/คู่',
      TY: 'Una malaki/maliit/gansal/pares',
      VI: 'Hạng nhất tài/xỉu/lẻ/chẵn',
    },
    groups: one('SIDES', OPTIONS.bigSmallOddEven),
    counting: each,
  }),
  def({
    code: 'RACE10_DRAGON_TIGER',
    kind: 'RACE10',
    names: {
      CN: '龙虎',
      EN: 'Dragon / Tiger',
      ID: 'Naga / Harimau',
      MY: 'နဂါး / ကျား',
      TH: 'มังกร / เสือ',
      TY: 'Dragon / Tigre',
      VI: 'Rồng / Hổ',
    },
    groups: rows(['1V10', '2V9', '3V8', '4V7', '5V6'], OPTIONS.dragonTiger, 0),
    counting: each,
  }),
  def({
    code: 'RACE10_TOP2_SUM',
    kind: 'RACE10',
    names: {
      CN: '冠亚和值',
      EN: 'Top 2 sum',
      ID: 'Jumlah juara 1 dan 2',
      MY: 'ပထမ+ဒုတိယ ပေါင်းလဒ်',
      TH: 'ผลรวมที่ 1 และ 2',
      TY: 'Kabuuan ng una at ikalawa',
      VI: 'Tổng hạng nhất và nhì',
    },
    groups: one('SUMS', OPTIONS.top2Sums),
    counting: each,
  }),
  def({
    code: 'RACE10_TOP2_BSOE',
    kind: 'RACE10',
    names: {
      CN: '冠亚和大小单双',
      EN: 'Top 2 sum big/small/odd/even',
      ID: 'Jumlah juara 1+2 besar/kecil/ganjil/genap',
      MY: 'ပထမ+ဒုတိယ ကြီး/သေး/မ/စုံ',
      TH: 'ผลรวมที่ 1+2 สูง/ต่ำ/คี่/คู่',
      TY: 'Kabuuan 1+2 malaki/maliit/gansal/pares',
      VI: 'Tổng nhất+nhì tài/xỉu/lẻ/chẵn',
    },
    groups: one('SIDES', OPTIONS.bigSmallOddEven),
    counting: each,
  }),
];

const anyN = (size: number): PlayType =>
  def({
    code: `PICK11X5_ANY${size}`,
    kind: 'PICK11X5',
    names: {
      CN: `任选${'一二三四五六七八'[size - 1] ?? size}`,
      EN: `Any ${size}`,
      ID: `Pilih ${size}`,
      MY: `မည်သည့် ${size} လုံးမဆို`,
      TH: `เลือก ${size}`,
      TY: `Pumili ng ${size}`,
      VI: `Chọn ${size}`,
    },
    groups: one('NUMBERS', OPTIONS.elevenBalls, size),
    counting: size === 1 ? each : { kind: 'COMBINATION', size },
  });

const firstN = (size: 1 | 2 | 3, names: PlayTypeNames): PlayType =>
  def({
    code: `PICK11X5_FIRST${size}`,
    kind: 'PICK11X5',
    names,
    groups: rows(positions(size), OPTIONS.elevenBalls, 1),
    counting: size === 1 ? each : { kind: 'PRODUCT_DISTINCT' },
  });

/** Eleven-choose-five: any N of the five drawn (N ≤ 5), N picks holding all five (N ≥ 6), first 1/2/3 in order. */
export const PICK11X5_PLAY_TYPES: PlayType[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(anyN),
  firstN(1, {
    CN: '前一直选',
    EN: 'First 1 straight',
    ID: '1 depan lurus',
    MY: 'ပထမ ၁ လုံး တိုက်ရိုက်',
    TH: 'ตัวแรก ตรง',
    TY: 'Unang 1 diretso',
    VI: 'Số đầu chính xác',
  }),
  firstN(2, {
    CN: '前二直选',
    EN: 'First 2 straight',
    ID: '2 depan lurus',
    MY: 'ရှေ့ ၂ လုံး တိုက်ရိုက်',
    TH: '2 ตัวแรก ตรง',
    TY: 'Unang 2 diretso',
    VI: '2 số đầu chính xác',
  }),
  firstN(3, {
    CN: '前三直选',
    EN: 'First 3 straight',
    ID: '3 depan lurus',
    MY: 'ရှေ့ ၃ လုံး တိုက်ရိုက်',
    TH: '3 ตัวแรก ตรง',
    TY: 'Unang 3 diretso',
    VI: '3 số đầu chính xác',
  }),
];
