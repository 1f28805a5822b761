import type en from './en';

/**
 * Repayment messages in Filipino (Tagalog), loaded when Filipino is active. Keeps the English words
 * Filipinos really use for these: loan, due date, coupon, reference, Pay Bills, bank transfer.
 */
const fil: Record<keyof typeof en, string> = {
  'repay.loanAmount': 'Halaga ng loan',
  'repay.dueDate': 'Takdang araw ng bayad',
  'repay.productName': 'Pangalan ng produkto',
  'repay.overdueDays': 'Mga araw na overdue',
  'repay.overdueFee': 'Multa sa overdue',
  'repay.extendedDueDate': 'Due date pagkatapos ng extension',
  'repay.waived': 'Na-waive na',
  'repay.coupon': 'Kupon',
  'repay.extensionFee': 'Bayad sa extension',
  'repay.serviceFee': 'Bayad sa serbisyo',
  'repay.repayable': 'Halagang babayaran',
  'repay.payEarly': 'Ang due date mo ay weekend o holiday: magbayad nang isang araw na mas maaga.',
  'repay.mode': 'Ano ang babayaran mo?',
  'repay.full': 'Bayaran lahat',
  'repay.partial': 'Bayaran ang bahagi',
  'repay.extend': 'I-extend hanggang {{date}}',
  'repay.amount': 'Halagang ibabayad',
  'repay.amountRange': 'Mula {{min}} hanggang {{max}}',
  'repay.amountFormat': 'I-type ang halaga sa piso, halimbawa {{example}}',
  'repay.noCoupon': 'Walang kupon',
  'repay.channel': 'Magbayad gamit ang',
  'repay.getCode': 'Kunin ang payment code',
  'repay.settled': 'Bayad na ang loan na ito. Salamat!',
  'repay.reference': 'Numero ng reference',
  'repay.expires': 'Magbayad bago',
  'repay.copy': 'Kopyahin ang {{what}}',
  'repay.steps': 'Paano magbayad',
  'repay.noReference': 'Buksan ang page na ito mula sa payment link mo, o kumuha ng bagong code mula sa loan mo.',
  'repay.expired': 'Expired na ang code na ito. Kumuha ng bago mula sa loan mo.',
  'repay.unknownCode': 'Walang payment code na may ganitong reference. Tingnan ang link, o kumuha ng bagong code mula sa loan mo.',
  'repay.qr': 'QR Ph code ng reference {{reference}}',
  'repay.va': 'Padala sa bangko (virtual account)',
  'repay.otc': 'Sa payment center',
  'repay.stepsWallet':
    'Buksan ang {{channel}} at piliin ang Pay Bills.\nPiliin ang PesoCash at ilagay ang reference.\nIlagay ang halaga at i-confirm.',
  'repay.stepsQr':
    'Buksan ang bank o e-wallet app na nakaka-scan ng QR Ph.\nI-scan ang code na ito: kusang lalabas ang halaga.\nTingnan ang halaga at i-confirm.',
  'repay.stepsEleven':
    'Sa kahit anong 7-Eleven, gamitin ang CLiQQ kiosk o sabihin sa cashier na bills payment.\nPiliin ang PesoCash at ibigay ang reference.\nMagbayad ng cash at itabi ang resibo.',
  'repay.stepsVa':
    'Sa bank app mo, piliin ang transfer sa ibang bangko (InstaPay).\nIpadala sa reference bilang account number.\nIpadala ang eksaktong halaga at itabi ang confirmation.',
  'repay.stepsOtc':
    'Sa payment center (Cebuana Lhuillier, M Lhuillier, Palawan Express, Bayad Center), sabihing magbabayad ka sa PesoCash.\nIbigay ang reference.\nMagbayad ng cash at itabi ang resibo.',
  'repay.noCoupons': 'Wala ka pang kupon. Mag-reserve ng susunod mong loan sa Tahanan para makakuha nito.',
  'repay.validUntil': 'Valid hanggang {{date}}',
  'repay.usable': 'Magagamit',
  'repay.used': 'Nagamit na',
  'repay.expiredCoupon': 'Paso na',
  // Proof of payment (/upload-voucher), and its link and status on the repay page.
  'repay.voucherLink': 'Nagbayad pero hindi lumalabas? I\u2011upload ang proof',
  'repay.voucherReview': 'Sinusuri pa ang proof',
  'repay.voucherIntro':
    'Nagbayad ka na pero hindi pa lumalabas sa loan mo? Magpadala ng litrato ng resibo o ng payment confirmation, at susuriin namin ito.',
  'repay.voucherReference': 'Payment reference (hindi required)',
  'repay.voucherReferenceHint': 'Gaya ng nasa payment code mo: PC at 10 letra at numero',
  'repay.voucherPhoto': 'Litrato ng resibo',
  'repay.voucherTake': 'Kumuha o pumili ng litrato',
  'repay.voucherAnother': 'Magpadala ng ibang litrato',
  'repay.voucherUploading': 'Ina-upload ang proof',
  'repay.voucherUnreadable': 'Hindi mabasa ang litratong ito. Pakikuha ng iba.',
  'repay.voucherAccepted': 'Tinanggap ang proof mo. Lalabas na sa loan mo ang bayad sa lalong madaling panahon.',
  'repay.voucherRejected': 'Hindi tinanggap ang huling proof mo. Suriin ang litrato at ipadala ulit, o kontakin ang customer service.',
  'repay.voucherNoBill': 'Wala kang loan na kailangang bayaran ngayon.',
};
export default fil;
