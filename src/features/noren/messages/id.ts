import type en from './en';

/** Landing page (#/noren) messages in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'noren.maxAmount': 'Pinjam hingga',
  'noren.firstLimit': 'Limit pertama Anda: {{amount}}',
  'noren.period': '{{min}}–{{max}} hari',
  'noren.term': 'Tenor pinjaman',
  'noren.dailyInterest': 'Bunga harian',
  'noren.step1Title': 'Daftar',
  'noren.step1Body': 'Masuk dengan nomor HP Anda.',
  'noren.step2Title': 'Verifikasi',
  'noren.step2Body': 'Verifikasi identitas Anda dalam empat langkah singkat.',
  'noren.step3Title': 'Dapatkan pinjaman',
  'noren.step3Body': 'Pilih jumlahnya dan terima di rekening bank Anda.',
  'noren.signIn': 'Masuk untuk mengajukan',
  'noren.continue': 'Lanjutkan verifikasi',
  'noren.goHome': 'Ke Beranda',
};

export default id;
