import type en from './en';

// Taglish where Filipino borrowers really use the English word: reference, payment code, loan, app,
// cash, cashier, bank transfer, confirm, expired (bank and e-wallet apps in the Philippines say them so).
/** Payment-code page messages in Filipino (Tagalog), loaded when it is active. */
const fil: Record<keyof typeof en, string> = {
  'payCode.reference': "Reference",
  'payCode.amount': "Halagang babayaran",
  'payCode.expires': "Magbayad bago ang",
  'payCode.copy': "Kopyahin",
  'payCode.copyReference': "Kopyahin ang reference",
  'payCode.copyAmount': "Kopyahin ang halaga",
  'payCode.steps': "Paano magbayad",
  'payCode.noReference': "Kailangan ng page na ito ng payment reference. Buksan ito mula sa iyong payment link, o gumawa ng bagong code mula sa iyong loan.",
  'payCode.expired': "Expired na ang code na ito. Gumawa ng bago mula sa iyong loan.",
  'payCode.loadFailed': "Hindi ma-load ang payment code.",
  'payCode.retry': "Subukang muli",
  'payCode.exact': "Bayaran ang eksaktong halaga. Maa-update ang iyong loan ilang minuto pagkatapos magbayad.",
  'payCode.qrLabel': "QR Ph code para sa reference {{reference}}",
  'payCode.channel.gcash': "GCash",
  'payCode.channel.maya': "Maya",
  'payCode.channel.qrph': "QR Ph",
  'payCode.channel.seven_eleven': "7-Eleven (CLiQQ)",
  'payCode.channel.va': "Bank transfer (virtual account)",
  'payCode.channel.otc': "Bayad sa counter",
  'payCode.step.wallet1': "Buksan ang {{channel}} app at piliin ang Pay Bills.",
  'payCode.step.wallet2': "Hanapin ang PesoCash at ilagay ang reference.",
  'payCode.step.wallet3': "Ilagay ang halaga at i-confirm ang bayad.",
  'payCode.step.qr1': "Buksan ang kahit anong banking o e-wallet app na nakakapag-scan ng QR Ph.",
  'payCode.step.qr2': "I-scan ang code sa screen na ito; kusang lalabas ang halaga.",
  'payCode.step.qr3': "Tingnan ang halaga at i-confirm ang bayad.",
  'payCode.step.eleven1': "Pumunta sa kahit anong 7-Eleven at gamitin ang CLiQQ kiosk o sabihin sa cashier na \"bills payment\".",
  'payCode.step.eleven2': "Piliin ang PesoCash at ibigay ang reference.",
  'payCode.step.eleven3': "Magbayad nang cash at itago ang resibo.",
  'payCode.step.va1': "Buksan ang iyong bank app at piliin ang transfer sa ibang bangko (InstaPay).",
  'payCode.step.va2': "Ipadala sa virtual account; ang numero nito ay ang reference.",
  'payCode.step.va3': "I-transfer ang eksaktong halaga at itago ang confirmation.",
  'payCode.step.otc1': "Pumunta sa payment center (Cebuana Lhuillier, M Lhuillier, Palawan Express o Bayad Center).",
  'payCode.step.otc2': "Sabihing magbabayad ka sa PesoCash at ibigay ang reference.",
  'payCode.step.otc3': "Magbayad nang cash at itago ang resibo.",
};

export default fil;
