import type en from './en';

/** Platform messages (the permission notices, the install guide) in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'permission.locationTitle': 'Izinkan akses lokasi?',
  'permission.locationBody': 'Kami memeriksa dari mana Anda mengajukan untuk melindungi Anda dari penipuan. Anda boleh menolak.',
  'permission.notificationTitle': 'Aktifkan notifikasi?',
  'permission.notificationBody': 'Kami akan memberi tahu saat pinjaman Anda disetujui dan mengingatkan sebelum jatuh tempo.',
  'permission.allow': 'Izinkan',
  'permission.notNow': 'Nanti saja',

  'install.title': 'Tambahkan ke layar utama',
  'install.body': 'Buka aplikasi dengan sekali ketuk, langsung dari layar utama.',
  'install.add': 'Tambahkan',
};

export default id;
