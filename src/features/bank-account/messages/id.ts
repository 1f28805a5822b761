import type en from './en';

/** Bank-account messages in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'bank.step': 'Langkah {{n}} dari {{total}}',
  'bank.intro': 'Ke mana pinjaman Anda kami kirim. Gunakan rekening atas nama Anda sendiri.',
  'bank.bank': 'Bank atau dompet digital',
  'bank.choose': 'Pilih bank atau dompet digital Anda',
  'bank.search': 'Cari nama',
  'bank.ewallets': 'Dompet digital',
  'bank.banks': 'Bank',
  'bank.noMatch': 'Tidak ada yang cocok dengan “{{q}}”',
  'bank.accountNo': 'Nomor rekening',
  'bank.walletNo': 'Nomor ponsel dompet digital',
  'bank.digitsHint': '{{digits}} digit, hanya angka',
  'bank.or': 'atau',
  'bank.accountName': 'Nama pemilik rekening',
  'bank.accountNameHint': 'Sesuai yang tertera di bank atau dompet digital',
  'bank.bankRequired': 'Silakan pilih bank atau dompet digital Anda',
  'bank.accountNoRequired': 'Silakan isi nomor rekening',
  'bank.accountNoFormat': 'Nomor rekening harus {{digits}} digit',
  'bank.walletFormat': 'Untuk dompet digital, isi nomor ponselnya, seperti 0917 123 4567',
  'bank.nameRequired': 'Silakan isi nama pemilik rekening',
  'bank.nameFormat': 'Isi nama sesuai rekening (hanya huruf, 2 sampai 100 karakter)',
  'bank.save': 'Simpan perubahan',
  'bank.current': 'Rekening saat ini',
  'bank.updated': 'Rekening bank Anda sudah diperbarui',
  'bank.appliesNow': 'Mulai sekarang, pinjaman Anda dikirim ke rekening baru.',
  'bank.appliesOpenLoan': 'Pinjaman Anda saat ini belum dicairkan: pinjaman itu akan dikirim ke rekening baru.',
  'bank.appliesNextLoan':
    'Pinjaman Anda saat ini sudah dicairkan ke rekening ini dan tetap di sana. Pinjaman berikutnya dikirim ke rekening baru.',
  'bank.confirmTitle': 'Ganti rekening untuk pinjaman Anda?',
  'bank.confirmNew': 'Rekening baru',
  'bank.confirmOk': 'Ya, ganti',
  'bank.evaluating': 'Menilai kredit Anda',
  'bank.evaluatingBody': 'Mohon tunggu sebentar, kami sedang meninjau data Anda.',
  'bank.successTitle': 'Selamat!',
  'bank.successLimit': 'Limit kredit Anda',
  'bank.successBody': 'Anda sudah terverifikasi dan kini dapat mengajukan pinjaman.',
  'bank.successOk': 'Ke Beranda',
};

export default id;
