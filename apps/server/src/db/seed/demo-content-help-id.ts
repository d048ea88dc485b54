import type { HelpTexts } from './demo-content-texts.ts';

/** Indonesian help-centre topics of the demo merchant. */
export const helpID: HelpTexts = {
  about: {
    title: 'Tentang Monsoon Demo',
    content:
      '<p>Monsoon Demo adalah merek demonstrasi dari platform game Monsoon. Situs ini menampilkan semua yang dapat ditawarkan operator: slot, kasino langsung, tembak ikan, game kartu, taruhan olahraga dan esports, lotre, promosi, serta mal poin.</p>' +
      '<p>Game kami berasal dari Monsoon Studio dan studio mitra. Setiap hasil permainan dihasilkan oleh generator angka acak bersertifikat atau, untuk game langsung, oleh dealer sungguhan yang disiarkan secara real time.</p>' +
      '<p>Kami melayani pemain di seluruh Asia Tenggara dalam tujuh bahasa, dengan layanan pelanggan yang siap 24 jam sehari.</p>',
  },
  term: {
    title: 'Syarat dan Ketentuan',
    content:
      '<p>Ketentuan ini berlaku bagi siapa pun yang mendaftar atau bermain di Monsoon Demo. Dengan membuka akun, Anda menyatakan telah membaca dan menerimanya.</p>' +
      '<ol>' +
      '<li><b>Kelayakan.</b> Anda harus berusia minimal 18 tahun dan diizinkan mengikuti permainan daring di tempat tinggal Anda.</li>' +
      '<li><b>Satu akun per orang.</b> Setiap orang, rumah tangga, perangkat, dan metode pembayaran hanya boleh memiliki satu akun. Akun ganda akan ditutup dan bonusnya dibatalkan.</li>' +
      '<li><b>Akun Anda.</b> Anda bertanggung jawab menjaga kerahasiaan kata sandi dan kata sandi penarikan, serta atas semua aktivitas di akun Anda.</li>' +
      '<li><b>Deposit dan penarikan.</b> Dana harus berasal dari metode pembayaran atas nama Anda sendiri. Penarikan hanya dibayarkan ke rekening atas nama terdaftar dan mungkin memerlukan verifikasi identitas.</li>' +
      '<li><b>Bonus.</b> Setiap promosi memiliki aturan dan syarat turnover sendiri. Penyalahgunaan promosi, termasuk taruhan terkoordinasi atau tanpa risiko, mengakibatkan bonus beserta kemenangannya dihapus.</li>' +
      '<li><b>Aturan permainan.</b> Taruhan diselesaikan menurut aturan masing-masing game. Jika terjadi malfungsi, semua taruhan dan pembayaran yang terdampak dinyatakan batal.</li>' +
      '<li><b>Perubahan.</b> Kami dapat memperbarui ketentuan ini; versi terbaru selalu diterbitkan di halaman ini.</li>' +
      '</ol>',
  },
  privacy: {
    title: 'Kebijakan Privasi',
    content:
      '<p>Kami hanya mengumpulkan data yang diperlukan untuk menjalankan akun Anda: nama pengguna, detail kontak, detail pembayaran, riwayat login, dan aktivitas bermain.</p>' +
      '<p>Data ini kami gunakan untuk menyediakan layanan, memproses pembayaran, mencegah penipuan, memenuhi kewajiban hukum, dan, jika Anda setuju, mengirimkan penawaran. Kami tidak pernah menjual data pribadi Anda.</p>' +
      '<ul><li>Kata sandi hanya disimpan dalam bentuk hash satu arah yang aman.</li><li>Semua koneksi ke situs kami dienkripsi.</li><li>Anda dapat meminta untuk melihat, memperbaiki, atau menghapus data Anda dengan menghubungi layanan pelanggan.</li></ul>',
  },
  responsible: {
    title: 'Bermain Bertanggung Jawab',
    content:
      '<p>Bermain adalah hiburan, bukan cara untuk menghasilkan uang. Tetapkan anggaran sebelum bermain dan jangan pernah mengejar kekalahan.</p>' +
      '<p>Kami menyediakan alat untuk membantu Anda tetap terkendali:</p>' +
      '<ul><li><b>Batas deposit</b> per hari, minggu, atau bulan.</li><li><b>Pengingat waktu</b> yang memberi tahu berapa lama Anda telah bermain.</li><li><b>Masa jeda</b> dari 24 jam hingga 6 minggu.</li><li><b>Pengecualian diri</b> selama 6 bulan atau lebih.</li></ul>' +
      '<p>Permainan oleh anak di bawah umur dilarang keras. Jika Anda merasa bermain tidak lagi menyenangkan, bicarakan dengan layanan pelanggan kami atau lembaga pendamping setempat.</p>',
  },
  licence: {
    title: 'Lisensi dan Sertifikasi',
    content:
      '<p>Lencana di bagian bawah situs menunjukkan tempat operator platform Monsoon menampilkan lisensi permainannya, misalnya lisensi Malta dan sertifikasi Kepulauan Virgin Britania Raya.</p>' +
      '<p>Monsoon Demo adalah merek demonstrasi: lencananya hanya menggambarkan tata letak dan bukan klaim atas lisensi sungguhan.</p>',
  },
  deposit: {
    title: 'Cara Melakukan Deposit',
    content:
      '<ol><li>Masuk lalu klik <b>Deposit</b> di bagian atas halaman.</li><li>Pilih metode pembayaran: e-wallet, transfer bank QR, atau internet banking.</li><li>Masukkan jumlah dan ikuti petunjuk di layar.</li></ol>' +
      '<ul><li>Deposit minimum: <b>P100</b>. Deposit bebas biaya.</li><li>Deposit e-wallet masuk seketika, transfer bank QR dalam 5 menit, dan internet banking dalam 30 menit.</li></ul>' +
      '<p>Jika deposit belum masuk setelah 30 menit, kirimkan bukti pembayaran ke layanan pelanggan.</p>',
  },
  withdraw: {
    title: 'Cara Melakukan Penarikan',
    content:
      '<ol><li>Tambahkan rekening bank atau e-wallet atas nama Anda sendiri di Pusat Keamanan.</li><li>Klik <b>Tarik Dana</b>, masukkan jumlah dan kata sandi penarikan Anda.</li><li>Konfirmasi penerimaan setelah dana masuk.</li></ol>' +
      '<ul><li>Penarikan minimum: <b>P200</b>; maksimum <b>P50.000</b> per hari (lebih tinggi untuk anggota VIP).</li><li>Sebagian besar penarikan dibayarkan dalam 15 menit.</li><li>Turnover bonus yang masih berjalan harus diselesaikan terlebih dahulu.</li></ul>',
  },
  faq: {
    title: 'Pertanyaan yang Sering Diajukan',
    content:
      '<p><b>Saya lupa kata sandi. Apa yang harus saya lakukan?</b><br>Klik <b>Lupa kata sandi</b> pada formulir login dan atur ulang melalui email atau SMS.</p>' +
      '<p><b>Mengapa penarikan saya ditolak?</b><br>Biasanya karena nama rekening tidak sesuai dengan nama terdaftar atau turnover bonus belum selesai. Alasannya ditampilkan di riwayat transaksi Anda.</p>' +
      '<p><b>Bisakah saya bermain di ponsel?</b><br>Bisa. Buka situs di browser ponsel Anda atau unduh aplikasi Monsoon Demo dari halaman Unduh Aplikasi.</p>' +
      '<p><b>Game macet di tengah putaran. Apakah taruhan saya hilang?</b><br>Tidak. Putaran diselesaikan di server; buka kembali game atau periksa catatan taruhan Anda.</p>',
  },
  contact: {
    title: 'Hubungi Kami',
    content:
      '<p>Tim layanan pelanggan kami siap <b>24 jam sehari, 7 hari seminggu</b>.</p>' +
      '<ul><li><b>Live chat:</b> klik ikon obrolan di sisi kanan halaman mana pun.</li><li><b>Email:</b> support@demo.monsoon.test (dibalas dalam 2 jam).</li><li><b>Telegram:</b> @monsoon_demo</li></ul>' +
      '<p>Agar kami dapat melayani lebih cepat, sertakan nama pengguna Anda dan, untuk pertanyaan pembayaran, waktu serta jumlah transaksi.</p>',
  },
  'live-chat': {
    title: 'Live Chat',
    content:
      '<p>Mengobrol dengan agen layanan Monsoon Demo dalam bahasa Anda, kapan saja. Waktu respons rata-rata kurang dari satu menit.</p>' +
      '<p>Agen kami tidak akan pernah meminta kata sandi atau kode SMS Anda.</p>',
  },
  'vip-service': {
    title: 'Layanan VIP',
    content:
      '<p>Anggota mulai <b>VIP5</b> memiliki saluran layanan VIP sendiri dengan manajer akun khusus.</p>' +
      '<p>Manajer Anda menangani penarikan prioritas, penawaran pribadi, dan undangan acara. Hubungi mereka kapan saja melalui tombol obrolan VIP.</p>',
  },
};
