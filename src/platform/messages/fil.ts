import type en from './en';

/** Platform messages (the permission notices, the install guide) in Filipino (Tagalog), loaded when Filipino is active. */
const fil: Record<keyof typeof en, string> = {
  'permission.locationTitle': 'Payagan ang lokasyon?',
  'permission.locationBody': 'Tinitingnan namin kung saan ka nag-a-apply para protektahan ka laban sa panloloko. Puwede kang tumanggi.',
  'permission.notificationTitle': 'I-on ang mga notification?',
  'permission.notificationBody': 'Aabisuhan ka namin kapag naaprubahan ang pautang mo at paaalalahanan bago ang takdang petsa.',
  'permission.allow': 'Payagan',
  'permission.notNow': 'Hindi muna',
  'permission.ok': 'Sige',
  'permission.locationGranted': 'Naka-on na ang lokasyon. Salamat.',
  'permission.locationBlocked': 'Naka-block ang lokasyon para sa app na ito. Para payagan, buksan ang site settings ng iyong browser.',
  'permission.notificationGranted': 'Naka-on na ang mga notification.',
  'permission.notificationBlocked':
    'Naka-block ang mga notification para sa app na ito. Para payagan, buksan ang site settings ng iyong browser.',
  'permission.undecided': 'Walang nagbago: walang natanggap na sagot ang browser. Puwede mong hilingin ulit mula sa Aking profile.',
  'permission.unsupported': 'Hindi ito kaya ng browser na ito. Buksan ang app sa Chrome o idagdag ito sa iyong home screen.',

  'install.title': 'Idagdag sa home screen',
  'install.body': 'Buksan ang app sa isang tap, diretso mula sa iyong home screen.',
  'install.add': 'Idagdag',

  // Install guides: Filipino keeps the English menu labels Android and iOS show in the Philippines
  'inApp.title': 'Buksan sa iyong browser',
  'inApp.body':
    'Nakabukas ang page na ito sa loob ng ibang app. Hindi gumagana rito ang pagdagdag ng PesoCash sa home screen at ang pagkuha ng litrato ng iyong ID.',
  'inApp.step1': 'I‑tap ang ⋯ o ⋮ na menu sa itaas ng screen.',
  'inApp.step2': 'Piliin ang “Open in browser” o “Open in Chrome”.',
  'inApp.openChrome': 'Buksan sa Chrome',
  'inApp.copy': 'Kopyahin ang link',
  'inApp.copied': 'Nakopya ang link. I-paste ito sa iyong browser.',
  'inApp.stay': 'Dito na lang',
  'install.iosStep1': 'I‑tap ang Share button sa ibaba ng Safari.',
  'install.iosStep2': 'Piliin ang “Add to Home Screen”, pagkatapos “Add”.',
  'install.androidStep1': 'I‑tap ang ⋮ na menu sa kanang itaas ng iyong browser.',
  'install.androidStep2': 'Piliin ang “Install app” o “Add to Home screen”.',
  'install.close': 'Isara',
};

export default fil;
