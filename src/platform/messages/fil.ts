import type en from './en';

/** Platform messages (the permission notices, the install guide) in Filipino (Tagalog), loaded when Filipino is active. */
const fil: Record<keyof typeof en, string> = {
  'permission.locationTitle': 'Payagan ang lokasyon?',
  'permission.locationBody': 'Tinitingnan namin kung saan ka nag-a-apply para protektahan ka laban sa panloloko. Puwede kang tumanggi.',
  'permission.notificationTitle': 'I-on ang mga notification?',
  'permission.notificationBody': 'Aabisuhan ka namin kapag naaprubahan ang pautang mo at paaalalahanan bago ang due date.',
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
};

export default fil;
