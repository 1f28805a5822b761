import type en from './en';

/** My profile page messages in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Nomor HP',
  'user.privacyLink': 'Kebijakan Privasi',
  'user.signOut': 'Keluar',
  'user.signOutAsk': 'Keluar?',
  'user.signOutNote': 'Anda perlu kode baru lewat SMS untuk masuk lagi.',
  'user.permissionsTitle': 'Izin',
  'user.permissionsBody': 'Diminta sekali di perangkat ini. Minta lagi di sini jika Anda berubah pikiran.',
  'user.askLocation': 'Minta izin lokasi lagi',
  'user.askNotifications': 'Minta izin notifikasi lagi',
  // Support: certification, credit limit, bank account, links
  'user.certTitle': 'Verifikasi',
  'user.certDone': 'Selesai: Anda dapat meminjam.',
  'user.certStep': 'Langkah {{n}} dari 4.',
  'user.certStart': 'Belum dimulai.',
  'user.certContinue': 'Lanjutkan verifikasi',
  'user.creditTitle': 'Limit kredit',
  'user.creditAvailable': 'Tersedia: {{amount}}',
  'user.creditLocked': 'Terkunci sampai pinjaman yang terlambat dilunasi.',
  'user.raiseLimit': 'Lunasi setiap pinjaman dan limit kredit Anda naik {{amount}}, hingga {{max}}.',
  'user.limitAtCap': 'Limit kredit Anda sudah yang tertinggi dari kami.',
  'user.bankTitle': 'Rekening bank',
  'user.bankNone': 'Belum ada rekening.',
  'user.bankChange': 'Ganti rekening bank',
  'user.linksTitle': 'Lainnya',
  'user.messagesTitle': 'Pusat pesan',
  'user.messagesEmpty': 'Belum ada pesan. Kami menulis di sini saat pinjaman atau akun Anda berubah.',
  'user.messageNew': 'Baru',
  'user.messageOpen': 'Lihat detail',
  'user.addToHome': 'Tambahkan ke layar utama',
  // Consents and reminders.
  'user.choicesTitle': 'Pilihan Anda',
  'user.choicesBody':
    'Hapus centang pada yang tidak lagi Anda setujui; langsung berhenti di perangkat ini. Centang lagi untuk menyetujui kembali.',
  'user.choiceLocation': 'Lokasi saat saya mengajukan pinjaman',
  'user.choiceNotifications': 'Notifikasi di perangkat ini',
  'user.choiceTracking': 'Statistik penggunaan (halaman dibuka, kesalahan)',
  'user.remindersTitle': 'Pengingat pembayaran',
  'user.remindersHours':
    'Pengingat hanya datang antara pukul 06.00 dan 22.00 waktu Filipina: 3 hari dan 1 hari sebelum jatuh tempo, pada hari jatuh tempo, dan setiap beberapa hari selama pembayaran terlambat. Kami tidak pernah menghubungi orang lain tentang pinjaman Anda.',
  'user.reminderPush': 'Sebagai notifikasi',
  'user.reminderSms': 'Lewat SMS pada hari jatuh tempo dan sehari setelahnya, jika notifikasi tidak sampai',
};

export default id;
