import { isSiteLanguage, type SiteLanguage } from '@monsoon/i18n';

/** What a verification-code SMS says. */
export interface CodeText {
  merchant: string;
  code: string;
  minutes: number;
}

/** What a temporary-password e-mail says. */
export interface TemporaryPasswordText {
  merchant: string;
  username: string;
  password: string;
  hours: number;
}

interface Templates {
  code(p: CodeText): string;
  temporaryPassword(p: TemporaryPasswordText): string;
}

/**
 * The texts of the SMS and e-mail messages in every site language (docs/decisions/0014). Codes and
 * passwords stay in ASCII digits and letters, set apart by spaces or punctuation, so people and the e2e
 * tests find them in any language.
 */
const templates: Record<SiteLanguage, Templates> = {
  EN: {
    code: (p) =>
      `${p.merchant}: your verification code is ${p.code}. It expires in ${p.minutes} minutes.`,
    temporaryPassword: (p) =>
      `${p.merchant}: the temporary password of ${p.username} is ${p.password} . It works for ${p.hours} hours; you will be asked to change it after you log in. Your old password keeps working until then.`,
  },
  CN: {
    code: (p) => `【${p.merchant}】您的验证码是 ${p.code} ，${p.minutes} 分钟内有效。`,
    temporaryPassword: (p) =>
      `【${p.merchant}】账号 ${p.username} 的临时密码是 ${p.password} ，${p.hours} 小时内有效，登录后请立即修改。在此之前原密码仍可使用。`,
  },
  ID: {
    code: (p) =>
      `${p.merchant}: kode verifikasi Anda adalah ${p.code}. Berlaku selama ${p.minutes} menit.`,
    temporaryPassword: (p) =>
      `${p.merchant}: kata sandi sementara untuk ${p.username} adalah ${p.password} . Berlaku selama ${p.hours} jam; Anda akan diminta menggantinya setelah masuk. Kata sandi lama tetap berlaku sampai saat itu.`,
  },
  MY: {
    code: (p) =>
      `${p.merchant}: သင်၏ အတည်ပြုကုဒ်မှာ ${p.code} ဖြစ်ပါသည်။ ${p.minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။`,
    temporaryPassword: (p) =>
      `${p.merchant}: ${p.username} ၏ ယာယီစကားဝှက်မှာ ${p.password} ဖြစ်ပါသည်။ ${p.hours} နာရီအတွင်း အသုံးပြုနိုင်ပြီး အကောင့်ဝင်ပြီးနောက် ပြောင်းလဲရန် တောင်းဆိုပါမည်။ ထိုအချိန်အထိ စကားဝှက်ဟောင်းကို ဆက်လက်အသုံးပြုနိုင်ပါသည်။`,
  },
  TH: {
    code: (p) => `${p.merchant}: รหัสยืนยันของคุณคือ ${p.code} หมดอายุใน ${p.minutes} นาที`,
    temporaryPassword: (p) =>
      `${p.merchant}: รหัสผ่านชั่วคราวของ ${p.username} คือ ${p.password} ใช้ได้ ${p.hours} ชั่วโมง และระบบจะให้คุณเปลี่ยนรหัสผ่านหลังเข้าสู่ระบบ ระหว่างนี้รหัสผ่านเดิมยังใช้ได้`,
  },
  TY: {
    code: (p) =>
      `${p.merchant}: ang iyong verification code ay ${p.code}. Mag-e-expire ito sa loob ng ${p.minutes} minuto.`,
    temporaryPassword: (p) =>
      `${p.merchant}: ang pansamantalang password ng ${p.username} ay ${p.password} . Magagamit ito sa loob ng ${p.hours} oras; hihilingin sa iyong palitan ito pagka-log in mo. Gumagana pa rin ang dati mong password hanggang doon.`,
  },
  VI: {
    code: (p) =>
      `${p.merchant}: mã xác minh của bạn là ${p.code}. Mã hết hạn sau ${p.minutes} phút.`,
    temporaryPassword: (p) =>
      `${p.merchant}: mật khẩu tạm thời của ${p.username} là ${p.password} . Mật khẩu có hiệu lực trong ${p.hours} giờ; bạn sẽ được yêu cầu đổi mật khẩu sau khi đăng nhập. Mật khẩu cũ vẫn dùng được cho đến lúc đó.`,
  },
};

/**
 * The templates of the first language given that the site offers (the member's, then the request's),
 * else English.
 */
export function messageTexts(...languages: (string | null | undefined)[]): Templates {
  const lang = languages.find((l): l is SiteLanguage => typeof l === 'string' && isSiteLanguage(l));
  return templates[lang ?? 'EN'];
}
