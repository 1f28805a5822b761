import type en from './en';

/** Repay page messages in Indonesian, loaded when it is active. */
const id: Record<keyof typeof en, string> = {
  'repay.loanAmount': "Jumlah pinjaman",
  'repay.dueDate': "Jatuh tempo",
  'repay.productName': "Nama produk",
  'repay.overdueDays': "Hari keterlambatan",
  'repay.overdueFee': "Denda keterlambatan",
  'repay.extendedDueDate': "Jatuh tempo setelah perpanjangan",
  'repay.waived': "Sudah dibebaskan",
  'repay.coupon': "Kupon",
  'repay.extensionFee': "Biaya perpanjangan",
  'repay.serviceFee': "Biaya layanan",
  'repay.repayable': "Jumlah yang harus dibayar",
  'repay.payEarly': "Jatuh tempo Anda jatuh pada akhir pekan atau hari libur. Harap bayar sehari lebih awal.",
  'repay.how': "Apa yang ingin Anda lakukan?",
  'repay.full': "Bayar lunas",
  'repay.partial': "Bayar sebagian",
  'repay.extend': "Perpanjang pinjaman",
  'repay.partialAmount': "Jumlah (₱)",
  'repay.amountRange': "Masukkan jumlah dari {{min}} sampai {{max}}",
  'repay.useCoupon': "Kupon",
  'repay.noCoupon': "Tanpa kupon",
  'repay.channel': "Bayar dengan",
  'repay.toPay': "Yang dibayar",
  'repay.pay': "Dapatkan kode pembayaran",
  'repay.settled': "Pinjaman ini sudah lunas. Terima kasih!",
};

export default id;
