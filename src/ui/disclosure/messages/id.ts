import type en from './en';

/** The sample disclosure statement's messages in Indonesian, loaded when it is active. */
const id: Record<keyof typeof en, string> = {
  'disclosure.title': 'Pernyataan pengungkapan (contoh)',
  'disclosure.note':
    'Contoh untuk jumlah terbesar yang bisa Anda pinjam dengan jangka terpanjang. Sebelum menerima pinjaman, Anda mendapat pernyataan sendiri dengan jumlah dan tanggal jatuh tempo Anda.',
  'disclosure.amountFinanced': 'Jumlah yang dibiayai',
  'disclosure.netProceeds': 'Dana bersih (yang Anda terima)',
  'disclosure.totalRepayable': 'Total yang harus dibayar',
  'disclosure.term': 'Jangka waktu',
  'disclosure.days': '{{n}} hari',
  'disclosure.effectiveRate': 'Suku bunga efektif',
  'disclosure.perMonth': '{{rate}} per bulan',
  'disclosure.heading': 'Pernyataan pengungkapan',
  'disclosure.serviceFee': 'Biaya layanan (dipotong)',
  'disclosure.interest': 'Bunga',
  'disclosure.dueDate': 'Jatuh tempo',
  'disclosure.dueLater': 'Ditetapkan saat dana dikirim',
  'disclosure.interestRate': 'Suku bunga',
};

export default id;
