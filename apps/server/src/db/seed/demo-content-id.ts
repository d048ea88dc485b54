import type { AnnouncementTexts } from './demo-content-texts.ts';

/** Indonesian announcement texts of the demo merchant. */
export const announcementsID: AnnouncementTexts = {
  banners: {
    'home-welcome': 'Bonus Sambutan 100% untuk deposit pertama Anda',
    'home-slots': 'Festival Slot: 50 putaran gratis setiap hari',
    'home-lottery': 'Undian lotre harian setiap 5 menit',
    rng: 'Putar Badai: ratusan slot dan jackpot',
    live: 'Kasino Langsung: dealer sungguhan, kemenangan nyata',
    fish: 'Game tembak ikan: tangkap hadiah besar',
    pvp: 'Game kartu: mainkan kartu terbaik Anda',
    sports: 'Taruhan olahraga: setiap pertandingan, odds lebih baik',
    esports: 'Arena Esports: taruhan turnamen secara langsung',
    lott: 'Lotre: angka keberuntungan Anda menanti',
    down: 'Unduh aplikasi Monsoon Demo untuk iOS dan Android',
    promotion: 'Hujan Hadiah: cashback 10% setiap minggu',
    shop: 'Mal Poin: tukar poin Anda dengan hadiah',
    help: 'Pusat Bantuan: kami siap 24/7',
  },
  notices: {
    maintenance: {
      title: 'Pemeliharaan terjadwal setiap Selasa 02:00–04:00 (GMT+8)',
      content:
        '<p>Para pemain yang terhormat,</p>' +
        '<p>Agar Monsoon Demo tetap cepat dan aman, kami melakukan pemeliharaan sistem rutin <b>setiap Selasa pukul 02:00 hingga 04:00 (GMT+8)</b>.</p>' +
        '<p>Selama periode ini:</p>' +
        '<ul><li>Deposit dan penarikan dihentikan sementara.</li><li>Beberapa lobi game mungkin tidak dapat diakses.</li><li>Taruhan yang masih terbuka diselesaikan seperti biasa setelah pemeliharaan selesai.</li></ul>' +
        '<p>Kami mohon maaf atas ketidaknyamanannya dan terima kasih atas kesabaran Anda.</p>',
    },
    'new-games': {
      title: 'Game baru dari Monsoon Studio sudah tersedia',
      content:
        '<p>Dua puluh judul baru baru saja hadir di lobi!</p>' +
        '<ul><li><b>Slot:</b> 12 video slot baru dengan fitur putaran gratis dan jackpot progresif.</li><li><b>Tembak ikan:</b> 3 arena tembak ikan multipemain baru.</li><li><b>Game kartu:</b> 5 meja baru untuk penggemar poker dan baccarat.</li></ul>' +
        '<p>Coba gratis dalam mode demo, atau masuk dan bermain dengan uang sungguhan. Cari label <b>HOT</b> di daftar game.</p>',
    },
    'deposit-methods': {
      title: 'Deposit instan lewat e-wallet kini tersedia',
      content:
        '<p>Kami menambahkan cara baru untuk mengisi saldo dompet Anda:</p>' +
        '<ul><li><b>E-wallet</b>: masuk seketika, mulai P100.</li><li><b>Transfer bank QR</b>: masuk dalam 5 menit.</li><li><b>Internet banking</b>: masuk dalam 30 menit.</li></ul>' +
        '<p>Buka <b>Dompet Saya → Deposit</b> untuk memilih metode. Deposit bebas biaya; Monsoon Demo tidak pernah meminta Anda mengirim uang ke rekening pribadi.</p>',
    },
    'responsible-gaming': {
      title: 'Bermain secara bertanggung jawab: tetapkan batas Anda sendiri',
      content:
        '<p>Bermain harus selalu menyenangkan. Anda dapat mengatur <b>batas deposit harian, mingguan, atau bulanan</b> serta pengingat sesi di pusat anggota kapan saja.</p>' +
        '<p>Jika Anda perlu istirahat, mintalah masa jeda (24 jam hingga 6 minggu) atau pengecualian diri (6 bulan atau lebih) kepada layanan pelanggan kami.</p>' +
        '<p>Pemain harus berusia <b>18 tahun ke atas</b>. Baca selengkapnya di halaman Bermain Bertanggung Jawab di Pusat Bantuan.</p>',
    },
    vip: {
      title: 'Program VIP: naikkan level, buka hadiahnya',
      content:
        '<p>Setiap taruhan membawa Anda lebih dekat ke level VIP berikutnya. Anggota dinaikkan levelnya secara otomatis setiap bulan.</p>' +
        '<ul><li>Cashback mingguan lebih tinggi di setiap level.</li><li>Bonus ulang tahun dan bonus naik level.</li><li>Penarikan lebih cepat dengan batas harian lebih tinggi.</li><li>Mulai <b>VIP5</b>: saluran layanan VIP khusus.</li></ul>' +
        '<p>Periksa level dan kemajuan Anda di pusat anggota.</p>',
    },
  },
  popups: {
    welcome: {
      title: 'Selamat datang di Monsoon Demo',
      content:
        '<p>Selamat datang! Monsoon Demo adalah situs etalase platform Monsoon: slot, kasino langsung, olahraga, lotre, dan banyak lagi dalam satu tempat.</p>' +
        '<p><b>Baru di sini?</b> Daftar dalam waktu kurang dari satu menit dan klaim <b>bonus sambutan 100%</b> untuk deposit pertama Anda.</p>' +
        '<p>Ingin melihat-lihat dulu? Semua slot dapat dimainkan gratis dalam mode demo.</p>',
    },
    'first-login': {
      title: 'Tiga langkah untuk memulai',
      content:
        '<p>Terima kasih telah bergabung dengan Monsoon Demo! Sebelum bermain, luangkan waktu sebentar untuk:</p>' +
        '<ol><li>Mengatur <b>kata sandi penarikan</b> di Pusat Keamanan.</li><li>Menambahkan dan memverifikasi <b>nomor ponsel</b> Anda.</li><li>Menambahkan rekening bank atau e-wallet untuk penarikan.</li></ol>' +
        '<p>Lalu lakukan deposit pertama Anda dan bonus sambutan akan dikreditkan secara otomatis.</p>',
    },
    'welcome-back': {
      title: 'Selamat datang kembali! Hadiah harian Anda menunggu',
      content:
        '<p>Senang bertemu Anda lagi. Buka <b>Pusat Hadiah</b> untuk mengklaim hadiah check-in hari ini dan melihat misi yang dapat Anda selesaikan minggu ini.</p>' +
        '<p>Hadiah yang tidak diklaim dalam 7 hari akan hangus.</p>',
    },
    'weekly-cashback': {
      title: 'Cashback mingguan dikreditkan setiap Senin',
      content:
        '<p>Cashback dari permainan minggu lalu dikreditkan <b>setiap Senin paling lambat pukul 12:00 (GMT+8)</b>.</p>' +
        '<ul><li>Hingga <b>10%</b> dari kekalahan bersih, tergantung level VIP Anda.</li><li>Hanya <b>1x</b> turnover sebelum penarikan.</li></ul>' +
        '<p>Lihat <b>Rincian Bonus</b> di pusat anggota untuk riwayat Anda.</p>',
    },
    'slots-tournament': {
      title: 'Turnamen slot: total hadiah P100.000',
      content:
        '<p>Mainkan slot Monsoon Studio mana pun bulan ini untuk naik di papan peringkat. Setiap taruhan P1 bernilai satu poin.</p>' +
        '<p><b>100 pemain</b> teratas berbagi total hadiah <b>P100.000</b>, dibayarkan dalam 3 hari setelah turnamen berakhir.</p>',
    },
    'refer-friend': {
      title: 'Ajak teman dan dapatkan hadiah bersama',
      content:
        '<p>Bagikan tautan undangan pribadi Anda dari halaman <b>Undang Teman</b>.</p>' +
        '<p>Saat teman Anda mendaftar dan melakukan deposit minimal P500, Anda berdua masing-masing menerima <b>P100</b>. Tidak ada batas jumlah teman yang dapat Anda undang.</p>',
    },
    'verify-mobile': {
      title: 'Verifikasi nomor ponsel untuk penarikan lebih cepat',
      content:
        '<p>Anggota dengan nomor ponsel terverifikasi mendapat prioritas pemrosesan penarikan dan dapat mengatur ulang kata sandi lewat SMS.</p>' +
        '<p>Buka <b>Akun Saya → Pusat Keamanan</b> dan verifikasi nomor Anda dalam beberapa detik.</p>',
    },
    'security-tips': {
      title: 'Jaga keamanan akun Anda',
      content:
        '<p>Staf Monsoon Demo <b>tidak pernah</b> meminta kata sandi, kata sandi penarikan, atau kode SMS Anda.</p>' +
        '<ul><li>Gunakan kata sandi yang tidak Anda pakai di tempat lain.</li><li>Keluar dari akun saat menggunakan perangkat bersama.</li><li>Hanya gunakan alamat situs dan aplikasi resmi.</li></ul>' +
        '<p>Jika Anda melihat sesuatu yang mencurigakan, segera hubungi layanan pelanggan.</p>',
    },
  },
  promotions: {
    'welcome-bonus': {
      title: 'Bonus Deposit Pertama 100% hingga P5.000',
      content:
        '<p>Gandakan deposit pertama Anda! Deposit minimal <b>P200</b> dan dapatkan bonus 100% hingga <b>P5.000</b>.</p>' +
        '<ul><li>Untuk anggota baru, sekali per akun, rumah tangga, dan perangkat.</li><li>Deposit ditambah bonus harus dipertaruhkan <b>15 kali</b> sebelum penarikan.</li><li>Slot dihitung 100%; kasino langsung dan olahraga dihitung 20%.</li></ul>',
    },
    'weekly-cashback': {
      title: 'Hujan Hadiah: cashback mingguan hingga 10%',
      content:
        '<p>Setiap Senin kami mengembalikan hingga <b>10%</b> dari kekalahan bersih Anda minggu sebelumnya.</p>' +
        '<ul><li>VIP0–VIP2: 5% · VIP3–VIP5: 8% · VIP6 ke atas: 10%.</li><li>Cashback minimum P20, maksimum P20.000 per minggu.</li><li>1x turnover sebelum penarikan.</li></ul>',
    },
    'slots-festival': {
      title: 'Festival Slot: 50 putaran gratis setiap hari',
      content:
        '<p>Deposit <b>P500</b> atau lebih dalam sehari dan dapatkan <b>50 putaran gratis</b> di slot unggulan Monsoon Studio keesokan harinya.</p>' +
        '<ul><li>Putaran gratis berlaku selama 24 jam.</li><li>Kemenangan dari putaran gratis harus dipertaruhkan 10 kali.</li></ul>',
    },
    'points-mall': {
      title: 'Mal Poin: tukar poin dengan hadiah',
      content:
        '<p>Kumpulkan poin setiap kali Anda melakukan deposit dan bermain. Poin tidak pernah kedaluwarsa.</p>' +
        '<p>Tukarkan di <b>Mal Poin</b> dengan kredit bonus, putaran gratis, dan kartu hadiah, atau konversikan menjadi saldo dompet Anda.</p>',
    },
  },
};
