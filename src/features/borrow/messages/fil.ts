import type en from './en';

/**
 * Borrowing messages in Filipino (Tagalog), loaded when Filipino is active. Keeps the English words
 * Filipinos really use for these: loan, credit limit, order, coupon, bank account, verification.
 */
const fil: Record<keyof typeof en, string> = {
  'borrow.waitTitle': 'Paparating na ang loan mo',
  'borrow.status10': 'Sinusuri',
  'borrow.status20': 'Aprubado, papunta na ang pera',
  'borrow.status30': 'Bayad na lahat',
  'borrow.status40': 'Naipadala na ang pera, binabayaran',
  'borrow.status50': 'Lampas na sa due date',
  'borrow.status60': 'Hindi naaprubahan',
  'borrow.status70': 'Hindi naipadala ang pera: tingnan ang bank account mo',
  'borrow.creditLimit': 'Credit limit mo',
  'borrow.available': 'Puwedeng hiramin',
  'borrow.products': 'Para sa iyo',
  'borrow.slides': 'Balita at alok',
  'borrow.offer': 'Hanggang {{amount}}, {{min}} hanggang {{max}} araw',
  'borrow.borrowNow': 'Mag-loan na',
  'borrow.borrowProduct': 'Mag-loan ng {{name}}',
  'borrow.guideTitle': 'I-reserve ang susunod mong loan',
  'borrow.guideBody': 'Mag-reserve ng hanggang {{amount}} para sa susunod mong loan at makakuha ng {{coupon}} na coupon sa pagbabayad.',
  'borrow.guideApply': 'Mag-apply at Kumuha ng Coupon',
  'borrow.guideDone': 'Natanggap ang coupon: {{coupon}} bawas sa isang bayad. Makikita sa Coupons.',
  'borrow.retentionBody': 'Ang tagal ng loan ay hanggang 30 araw, at binabawasan ng coupon ang babayaran mo.',
  'borrow.newLimitTitle': 'Tumaas ang credit limit mo',
  'borrow.product': 'Produkto',
  'borrow.noRoom': 'Bayaran muna ang kasalukuyang loan mo para makautang ulit, o pumili ng produktong pasok sa natitirang limit mo.',
  'borrow.amountHint': 'Mula {{min}} hanggang {{max}}',
  'borrow.agree': 'Nabasa ko ang disclosure statement at tinatanggap ko ang loan agreement',
  'borrow.apply': 'Mag-apply',
  'borrow.again': 'Mag-loan ulit ng {{amount}} sa {{n}} araw',
  'borrow.successTitle': 'Natanggap ang application',
  'borrow.tabProcessing': 'Pinoproseso',
  'borrow.tabCompleted': 'Tapos na',
  'borrow.applied': 'Nag-apply noong',
  'borrow.voucherReview': 'Sinusuri pa ang proof',
  'borrow.billTitle': 'Ang kasalukuyang loan mo',
  'borrow.owedNow': 'Babayaran ngayon',
  'borrow.daysLeft': '{{n}} araw pa',
  'borrow.dayLeft': '1 araw pa',
  'borrow.dueToday': 'Due date ngayon',
  'borrow.daysOverdue': '{{n}} araw nang lampas sa due date',
  'borrow.dayOverdue': '1 araw nang lampas sa due date',
  'borrow.overdueFee': 'Late fee',
  'borrow.youPaid': 'Binayaran mo',
  'borrow.paidOn': 'Bayad nang buo noong',
  'borrow.amountFormat': 'Isulat ang halaga sa piso, halimbawa 2500 o 2500.50.',
  'borrow.readAgreement': 'Basahin ang loan agreement',
  'borrow.agreementTitle': 'Kasunduan sa loan',
  'borrow.nextReview': 'Susuriin muna namin ang application mo. Makikita sa Mga order ang bawat hakbang habang nangyayari.',
  'borrow.nextMoney':
    'Kapag naaprubahan, ipapadala namin ang {{amount}} sa naka-save mong bank o e-wallet account. Magsisimula ang {{n}} araw mo sa araw na iyon.',
  'borrow.nextAuto': 'Sa test server na ito, awtomatiko ang desisyon: maipapadala ang pera sa loob ng mga {{n}} segundo.',
};

export default fil;
