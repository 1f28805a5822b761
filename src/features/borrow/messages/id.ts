import type en from './en';

/** Borrowing messages in Indonesian, loaded when it is active. */
const id: Record<keyof typeof en, string> = {
  'borrow.certStep': 'Langkah {{n}} dari {{total}}: {{step}}',
  'borrow.waitTitle': 'Pinjaman Anda sedang diproses',
  'borrow.status10': 'Sedang ditinjau',
  'borrow.status20': 'Disetujui, uang sedang dikirim',
  'borrow.status30': 'Lunas',
  'borrow.status40': 'Uang terkirim, sedang dicicil',
  'borrow.status50': 'Terlambat',
  'borrow.status60': 'Tidak disetujui',
  'borrow.status70': 'Uang tidak terkirim: periksa rekening bank Anda',
  'borrow.creditLimit': 'Limit kredit',
  'borrow.available': 'Tersedia untuk dipinjam',
  'borrow.products': 'Rekomendasi untuk Anda',
  'borrow.slides': 'Berita dan penawaran',
  'borrow.offer': 'Hingga {{amount}}, {{min}} sampai {{max}} hari',
  'borrow.guideTitle': 'Pesan pinjaman berikutnya',
  'borrow.guideBody': 'Pesan hingga {{amount}} untuk pinjaman berikutnya dan dapatkan kupon pembayaran {{coupon}}.',
  'borrow.guideApply': 'Ajukan & Dapatkan Kupon',
  'borrow.guideDone': 'Kupon diterima: potongan {{coupon}} untuk pembayaran. Lihat di Kupon.',
  'borrow.retentionBody': 'Jangka waktu pinjaman hingga 30 hari, dan kupon mengurangi jumlah yang Anda bayar.',
  'borrow.newLimitTitle': 'Limit kredit Anda naik',
  'borrow.product': 'Produk',
  'borrow.noRoom': 'Lunasi pinjaman Anda saat ini untuk meminjam lagi, atau pilih produk sesuai limit yang tersedia.',
  'borrow.amountHint': 'Dari {{min}} sampai {{max}}',
  'borrow.agree': 'Saya telah membaca pernyataan pengungkapan dan menyetujui perjanjian pinjaman',
  'borrow.apply': 'Ajukan',
  'borrow.again': 'Pinjam {{amount}} lagi selama {{n}} hari',
  'borrow.successTitle': 'Pengajuan diterima',
  'borrow.tabProcessing': 'Diproses',
  'borrow.tabCompleted': 'Selesai',
  'borrow.applied': 'Diajukan pada',
  'borrow.voucherReview': 'Bukti sedang ditinjau',
};

export default id;
