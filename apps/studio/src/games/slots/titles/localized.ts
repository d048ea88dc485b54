import type { Localized } from '../engine/types.ts';

/** Builds a Localized record in the order CN, EN, ID, MY, TH, TY, VI (the order of LANGUAGE_CODES). */
export function loc(
  cn: string,
  en: string,
  id: string,
  my: string,
  th: string,
  ty: string,
  vi: string,
): Localized {
  return { CN: cn, EN: en, ID: id, MY: my, TH: th, TY: ty, VI: vi };
}

/** The same text in every language (card ranks). */
export function same(text: string): Localized {
  return loc(text, text, text, text, text, text, text);
}

/** Names of the drawings titles use, by art key. */
export const SYMBOL_NAMES = {
  wild: loc('百搭', 'Wild', 'Wild', 'ဝိုင်း', 'ไวลด์', 'Wild', 'Biểu tượng Wild'),
  scatter: loc('分散', 'Scatter', 'Scatter', 'စကက်တာ', 'สแกตเตอร์', 'Scatter', 'Biểu tượng Scatter'),
  rain: loc('雨滴', 'Rain', 'Hujan', 'မိုး', 'ฝน', 'Ulan', 'Mưa'),
  umbrella: loc('雨伞', 'Umbrella', 'Payung', 'ထီး', 'ร่ม', 'Payong', 'Chiếc ô'),
  frog: loc('青蛙', 'Frog', 'Katak', 'ဖား', 'กบ', 'Palaka', 'Con ếch'),
  thunder: loc('雷电', 'Thunder', 'Petir', 'မိုးကြိုး', 'ฟ้าร้อง', 'Kulog', 'Sấm sét'),
  coin: loc(
    '金币',
    'Gold coin',
    'Koin emas',
    'ရွှေဒင်္ဂါး',
    'เหรียญทอง',
    'Gintong barya',
    'Đồng xu vàng',
  ),
  dragon: loc('神龙', 'Dragon', 'Naga', 'နဂါး', 'มังกร', 'Dragon', 'Con rồng'),
  pearl: loc('明珠', 'Pearl', 'Mutiara', 'ပုလဲ', 'ไข่มุก', 'Perlas', 'Ngọc trai'),
  lantern: loc('灯笼', 'Lantern', 'Lentera', 'မီးအိမ်', 'โคมไฟ', 'Parol', 'Đèn lồng'),
  ingot: loc('元宝', 'Gold ingot', 'Batangan emas', 'ရွှေတုံး', 'ก้อนทอง', 'Gintong bareta', 'Nén vàng'),
  tiger: loc('猛虎', 'Tiger', 'Harimau', 'ကျား', 'เสือ', 'Tigre', 'Con hổ'),
  elephant: loc('大象', 'Elephant', 'Gajah', 'ဆင်', 'ช้าง', 'Elepante', 'Con voi'),
  mask: loc('面具', 'Mask', 'Topeng', 'မျက်နှာဖုံး', 'หน้ากาก', 'Maskara', 'Mặt nạ'),
  drum: loc('大鼓', 'Drum', 'Gendang', 'ဗုံ', 'กลอง', 'Tambol', 'Cái trống'),
  lotus: loc('莲花', 'Lotus', 'Teratai', 'ကြာပန်း', 'ดอกบัว', 'Lotus', 'Hoa sen'),
  koi: loc('锦鲤', 'Koi', 'Ikan koi', 'ကိုးငါး', 'ปลาคาร์ป', 'Koi', 'Cá chép koi'),
  bamboo: loc('竹子', 'Bamboo', 'Bambu', 'ဝါး', 'ไผ่', 'Kawayan', 'Cây tre'),
  tea: loc('茶', 'Tea', 'Teh', 'လက်ဖက်ရည်', 'ชา', 'Tsaa', 'Trà'),
  orchid: loc('兰花', 'Orchid', 'Anggrek', 'သစ်ခွပန်း', 'กล้วยไม้', 'Orkidyas', 'Hoa lan'),
  cherry: loc('樱桃', 'Cherry', 'Ceri', 'ချယ်ရီသီး', 'เชอร์รี่', 'Seresa', 'Anh đào'),
  lemon: loc('柠檬', 'Lemon', 'Lemon', 'သံပုရာသီး', 'มะนาว', 'Limon', 'Chanh vàng'),
  grape: loc('葡萄', 'Grapes', 'Anggur', 'စပျစ်သီး', 'องุ่น', 'Ubas', 'Nho'),
  mango: loc('芒果', 'Mango', 'Mangga', 'သရက်သီး', 'มะม่วง', 'Mangga', 'Xoài'),
  durian: loc('榴莲', 'Durian', 'Durian', 'ဒူးရင်းသီး', 'ทุเรียน', 'Durian', 'Sầu riêng'),
  seven: loc('幸运7', 'Seven', 'Tujuh', 'ခုနစ်', 'เจ็ด', 'Pito', 'Số bảy'),
  bar: loc('BAR', 'Bar', 'Bar', 'ဘား', 'บาร์', 'Bar', 'Thanh BAR'),
  bell: loc('铃铛', 'Bell', 'Lonceng', 'ခေါင်းလောင်း', 'ระฆัง', 'Kampana', 'Chuông'),
  star: loc('星星', 'Star', 'Bintang', 'ကြယ်', 'ดาว', 'Bituin', 'Ngôi sao'),
  diamond: loc('钻石', 'Diamond', 'Berlian', 'စိန်', 'เพชร', 'Diyamante', 'Kim cương'),
  ruby: loc('红宝石', 'Ruby', 'Rubi', 'ပတ္တမြား', 'ทับทิม', 'Rubi', 'Hồng ngọc'),
  emerald: loc('祖母绿', 'Emerald', 'Zamrud', 'မြ', 'มรกต', 'Esmeralda', 'Ngọc lục bảo'),
  sapphire: loc('蓝宝石', 'Sapphire', 'Safir', 'နီလာ', 'ไพลิน', 'Sapiro', 'Ngọc bích'),
  crown: loc('皇冠', 'Crown', 'Mahkota', 'သရဖူ', 'มงกุฎ', 'Korona', 'Vương miện'),
  ship: loc('帆船', 'Ship', 'Kapal', 'သင်္ဘော', 'เรือ', 'Barko', 'Con tàu'),
  anchor: loc('船锚', 'Anchor', 'Jangkar', 'ကျောက်ဆူး', 'สมอเรือ', 'Angkla', 'Mỏ neo'),
  parrot: loc('鹦鹉', 'Parrot', 'Burung beo', 'ကြက်တူရွေး', 'นกแก้ว', 'Loro', 'Con vẹt'),
  treasure: loc(
    '宝箱',
    'Treasure chest',
    'Peti harta',
    'ရတနာသေတ္တာ',
    'หีบสมบัติ',
    'Baul ng kayamanan',
    'Rương báu',
  ),
  phoenix: loc('凤凰', 'Phoenix', 'Burung phoenix', 'ဖီးနစ်ငှက်', 'นกฟีนิกซ์', 'Phoenix', 'Phượng hoàng'),
  firework: loc('烟花', 'Firework', 'Kembang api', 'မီးပန်း', 'ดอกไม้ไฟ', 'Paputok', 'Pháo hoa'),
  sun: loc('太阳', 'Sun', 'Matahari', 'နေ', 'ดวงอาทิตย์', 'Araw', 'Mặt trời'),
  buffalo: loc('水牛', 'Buffalo', 'Kerbau', 'ကျွဲ', 'ควาย', 'Kalabaw', 'Con trâu'),
  eagle: loc('雄鹰', 'Eagle', 'Elang', 'လင်းယုန်', 'นกอินทรี', 'Agila', 'Đại bàng'),
  wolf: loc('野狼', 'Wolf', 'Serigala', 'ဝံပုလွေ', 'หมาป่า', 'Lobo', 'Con sói'),
  rice: loc('稻穗', 'Rice', 'Padi', 'စပါး', 'ข้าว', 'Palay', 'Bông lúa'),
  moon: loc('月亮', 'Moon', 'Bulan', 'လ', 'พระจันทร์', 'Buwan', 'Mặt trăng'),
  panda: loc('熊猫', 'Panda', 'Panda', 'ပန်ဒါ', 'แพนด้า', 'Panda', 'Gấu trúc'),
  rocket: loc('火箭', 'Rocket', 'Roket', 'ဒုံးပျံ', 'จรวด', 'Rocket', 'Tên lửa'),
  planet: loc('行星', 'Planet', 'Planet', 'ဂြိုဟ်', 'ดาวเคราะห์', 'Planeta', 'Hành tinh'),
} satisfies Record<string, Localized>;

/** An art key that has a name above. */
export type NamedArt = keyof typeof SYMBOL_NAMES;
