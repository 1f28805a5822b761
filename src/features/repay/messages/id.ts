import type en from './en';

/** Repayment messages in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'repay.loanAmount': 'Jumlah pinjaman',
  'repay.dueDate': 'Jatuh tempo',
  'repay.productName': 'Nama produk',
  'repay.overdueDays': 'Hari keterlambatan',
  'repay.overdueFee': 'Denda keterlambatan',
  'repay.extendedDueDate': 'Jatuh tempo setelah perpanjangan',
  'repay.waived': 'Sudah dihapuskan',
  'repay.coupon': 'Kupon',
  'repay.extensionFee': 'Biaya perpanjangan',
  'repay.serviceFee': 'Biaya layanan',
  'repay.repayable': 'Jumlah yang harus dibayar',
  'repay.payEarly': 'Jatuh tempo Anda pada akhir pekan atau hari libur: bayarlah sehari lebih awal.',
  'repay.mode': 'Apa yang ingin Anda bayar?',
  'repay.full': 'Lunasi semua',
  'repay.partial': 'Bayar sebagian',
  'repay.extend': 'Perpanjang sampai {{date}}',
  'repay.amount': 'Jumlah dibayar',
  'repay.amountRange': 'Dari {{min}} sampai {{max}}',
  'repay.noCoupon': 'Tanpa kupon',
  'repay.channel': 'Bayar dengan',
  'repay.getCode': 'Dapatkan kode pembayaran',
  'repay.settled': 'Pinjaman ini sudah lunas. Terima kasih!',
  'repay.reference': 'Referensi',
  'repay.expires': 'Bayar sebelum',
  'repay.copy': 'Salin {{what}}',
  'repay.steps': 'Cara membayar',
  'repay.noReference': 'Buka halaman ini dari tautan pembayaran Anda, atau minta kode baru dari pinjaman Anda.',
  'repay.expired': 'Kode ini sudah kedaluwarsa. Minta kode baru dari pinjaman Anda.',
  'repay.qr': 'Kode QR Ph untuk referensi {{reference}}',
  'repay.va': 'Transfer bank (virtual account)',
  'repay.otc': 'Di loket',
  'repay.stepsWallet': 'Buka {{channel}} dan pilih Pay Bills.\nPilih PesoCash dan masukkan referensi.\nMasukkan jumlah dan konfirmasi.',
  'repay.stepsQr':
    'Buka aplikasi bank atau dompet digital yang bisa memindai QR Ph.\nPindai kode ini: jumlahnya terisi sendiri.\nPeriksa jumlah dan konfirmasi.',
  'repay.stepsEleven':
    'Di 7-Eleven mana pun, gunakan kios CLiQQ atau minta pembayaran tagihan ke kasir.\nPilih PesoCash dan sebutkan referensi.\nBayar tunai dan simpan struknya.',
  'repay.stepsVa':
    'Di aplikasi bank Anda, pilih transfer ke bank lain (InstaPay).\nKirim ke referensi sebagai nomor rekening.\nKirim jumlah yang tepat dan simpan konfirmasinya.',
  'repay.stepsOtc':
    'Di loket pembayaran (Cebuana Lhuillier, M Lhuillier, Palawan Express, Bayad Center), katakan Anda membayar PesoCash.\nSebutkan referensi.\nBayar tunai dan simpan struknya.',
  'repay.noCoupons': 'Anda belum punya kupon.',
  'repay.validUntil': 'Berlaku sampai {{date}}',
  'repay.usable': 'Bisa dipakai',
  'repay.used': 'Terpakai',
  'repay.expiredCoupon': 'Kedaluwarsa',
};
export default id;
