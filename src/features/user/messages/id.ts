import type en from './en';

/** My profile page messages in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Nomor HP',
  'user.privacyLink': 'Kebijakan Privasi',
  'user.signOut': 'Keluar',
  'user.signOutAsk': 'Keluar dari {{app}} di ponsel ini?',
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
  'user.bankTitle': 'Rekening bank',
  'user.bankNone': 'Belum ada rekening.',
  'user.bankChange': 'Ganti rekening bank',
  'user.linksTitle': 'Lainnya',
  'user.messagesTitle': 'Pusat pesan',
  'user.messagesEmpty': 'Belum ada pesan. Kami menulis di sini saat pinjaman atau akun Anda berubah.',
  'user.messageNew': 'Baru',
  'user.messageOpen': 'Lihat detail',
  'user.addToHome': 'Tambahkan ke layar utama',
};

export default id;
