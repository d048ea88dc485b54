import type { DemoText, PerLanguage } from './demo-content-texts.ts';

/** The demo merchant's notices for agents (announcement type AG), newest last, in every site language. */
export const agentNoticeTexts: PerLanguage<DemoText[]> = {
  EN: [
    {
      title: 'Welcome to the agent centre',
      content:
        '<p>Your team overview, team betting, user P&amp;L, income and transaction details are all in the menu at left.</p>' +
        '<p>Figures follow the business day of the site (GMT+8) and are updated a few seconds after each bet is settled.</p>',
    },
    {
      title: 'Daily salary is paid the next morning',
      content:
        '<p>Daily salary for a business day is computed shortly after midnight (GMT+8) and shows as <b>Pending</b> in My income until it is paid into your wallet, when it shows as <b>Issued</b>.</p>',
    },
  ],
  CN: [
    {
      title: '欢迎来到代理中心',
      content:
        '<p>团队总览、团队投注、用户盈亏、我的收入和交易明细都在左侧菜单中。</p>' +
        '<p>数据按本站营业日（GMT+8）统计，每笔注单结算后几秒内更新。</p>',
    },
    {
      title: '日工资于次日早上发放',
      content:
        '<p>每个营业日的日工资在午夜（GMT+8）后不久计算，在“我的收入”中显示为<b>待发放</b>，发放到您的钱包后显示为<b>已发放</b>。</p>',
    },
  ],
  ID: [
    {
      title: 'Selamat datang di pusat agen',
      content:
        '<p>Ringkasan tim, taruhan tim, laba rugi pengguna, pendapatan, dan detail transaksi ada di menu sebelah kiri.</p>' +
        '<p>Angka mengikuti hari bisnis situs (GMT+8) dan diperbarui beberapa detik setelah setiap taruhan diselesaikan.</p>',
    },
    {
      title: 'Gaji harian dibayarkan keesokan paginya',
      content:
        '<p>Gaji harian untuk satu hari bisnis dihitung tak lama setelah tengah malam (GMT+8) dan tampil sebagai <b>Menunggu</b> di Pendapatan saya sampai dibayarkan ke dompet Anda, lalu tampil sebagai <b>Dibayarkan</b>.</p>',
    },
  ],
  MY: [
    {
      title: 'အေးဂျင့်စင်တာမှ ကြိုဆိုပါသည်',
      content:
        '<p>အဖွဲ့ခြုံငုံသုံးသပ်ချက်၊ အဖွဲ့လောင်းကြေး၊ အသုံးပြုသူ အမြတ်အရှုံး၊ ဝင်ငွေနှင့် ငွေလွှဲအသေးစိတ်များကို ဘယ်ဘက်မီနူးတွင် ကြည့်နိုင်ပါသည်။</p>' +
        '<p>ကိန်းဂဏန်းများသည် ဆိုက်၏ လုပ်ငန်းနေ့ (GMT+8) အတိုင်းဖြစ်ပြီး လောင်းကြေးတစ်ခု ပြီးဆုံးပြီး စက္ကန့်အနည်းငယ်အတွင်း အပ်ဒိတ်ဖြစ်ပါသည်။</p>',
    },
    {
      title: 'နေ့စဉ်လစာကို နောက်တစ်နေ့နံနက်တွင် ပေးပါသည်',
      content:
        '<p>လုပ်ငန်းနေ့တစ်ခု၏ နေ့စဉ်လစာကို သန်းခေါင်ကျော် (GMT+8) မကြာမီ တွက်ချက်ပြီး သင့်ပိုက်ဆံအိတ်သို့ မပေးမီ ကျွန်ုပ်၏ဝင်ငွေတွင် <b>စောင့်ဆိုင်းဆဲ</b> ဟု ပြပြီး ပေးပြီးနောက် <b>ပေးပြီး</b> ဟု ပြပါသည်။</p>',
    },
  ],
  TH: [
    {
      title: 'ยินดีต้อนรับสู่ศูนย์เอเจนต์',
      content:
        '<p>ภาพรวมทีม การเดิมพันของทีม กำไรขาดทุนของผู้ใช้ รายได้ และรายละเอียดธุรกรรม อยู่ในเมนูด้านซ้าย</p>' +
        '<p>ตัวเลขนับตามวันทำการของเว็บไซต์ (GMT+8) และอัปเดตภายในไม่กี่วินาทีหลังการเดิมพันแต่ละครั้งได้รับการชำระ</p>',
    },
    {
      title: 'เงินเดือนรายวันจ่ายในเช้าวันถัดไป',
      content:
        '<p>เงินเดือนรายวันของแต่ละวันทำการจะคำนวณหลังเที่ยงคืน (GMT+8) ไม่นาน และแสดงเป็น <b>รอจ่าย</b> ในรายได้ของฉันจนกว่าจะจ่ายเข้ากระเป๋าเงินของคุณ แล้วจึงแสดงเป็น <b>จ่ายแล้ว</b></p>',
    },
  ],
  TY: [
    {
      title: 'Maligayang pagdating sa agent centre',
      content:
        '<p>Nasa menu sa kaliwa ang buod ng team, mga taya ng team, kita at lugi ng user, iyong kita at mga detalye ng transaksyon.</p>' +
        '<p>Sinusunod ng mga numero ang araw ng negosyo ng site (GMT+8) at naa-update ilang segundo matapos ma-settle ang bawat taya.</p>',
    },
    {
      title: 'Binabayaran ang arawang sahod kinaumagahan',
      content:
        '<p>Kinukuwenta ang arawang sahod ng isang araw ng negosyo ilang sandali matapos ang hatinggabi (GMT+8) at lumalabas bilang <b>Nakabinbin</b> sa Aking kita hanggang maibayad sa iyong wallet, saka lalabas bilang <b>Naibigay na</b>.</p>',
    },
  ],
  VI: [
    {
      title: 'Chào mừng đến trung tâm đại lý',
      content:
        '<p>Tổng quan đội, cược của đội, lãi lỗ người dùng, thu nhập và chi tiết giao dịch đều nằm trong menu bên trái.</p>' +
        '<p>Số liệu theo ngày kinh doanh của trang (GMT+8) và được cập nhật vài giây sau khi mỗi cược được thanh toán.</p>',
    },
    {
      title: 'Lương ngày được trả vào sáng hôm sau',
      content:
        '<p>Lương ngày của một ngày kinh doanh được tính ngay sau nửa đêm (GMT+8) và hiển thị <b>Chờ chi trả</b> trong Thu nhập của tôi cho đến khi được trả vào ví của bạn, sau đó hiển thị <b>Đã chi trả</b>.</p>',
    },
  ],
};
