import type en from './en';

/** The payments received and their receipts in Indonesian, loaded when it is active. */
const id: Record<keyof typeof en, string> = {
  'payments.heading': 'Pembayaran diterima',
  'payments.none': 'Belum ada pembayaran yang diterima.',
  'payments.owed': 'Sisa utang',
  'payments.receipt': 'Tanda terima',
  'payments.receiptFor': 'Tanda terima {{amount}} pada {{date}}',
  'payments.receiptTitle': 'Tanda terima pembayaran',
  'payments.date': 'Tanggal dan jam',
  'payments.amount': 'Jumlah dibayar',
  'payments.channel': 'Dibayar dengan',
  'payments.reference': 'Referensi',
  'payments.kind': 'Pembayaran untuk',
  'payments.kindRepay': 'Pelunasan pinjaman',
  'payments.kindExtend': 'Perpanjangan',
  'payments.applied': 'Masuk ke pinjaman',
  'payments.refund': 'Dikembalikan kepada Anda',
  'payments.owedAfter': 'Sisa utang setelahnya',
  'payments.receiptNo': 'Nomor tanda terima',
  'payments.share': 'Bagikan',
  'payments.save': 'Simpan sebagai gambar',
  'payments.refundPending': '{{amount}} dibayar lebih dari utang Anda: kami akan mengembalikannya ke {{account}}.',
  'payments.refundSent': '{{amount}} sudah dikembalikan ke {{account}} pada {{date}}.',
  'payments.refundAccount': 'rekening Anda',
  'payments.refundPayer': 'rekening yang Anda pakai untuk membayar',
  'payments.va': 'Transfer bank (virtual account)',
  'payments.otc': 'Di loket',
  'payments.matched': 'Dicocokkan oleh tim kami',
};
export default id;
