import type en from './en';

/** Platform messages (the permission notices, the install guide) in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'permission.locationTitle': 'Izinkan akses lokasi?',
  'permission.locationBody': 'Kami memeriksa dari mana Anda mengajukan untuk melindungi Anda dari penipuan. Anda boleh menolak.',
  'permission.notificationTitle': 'Aktifkan notifikasi?',
  'permission.notificationBody': 'Kami akan memberi tahu saat pinjaman Anda disetujui dan mengingatkan sebelum jatuh tempo.',
  'permission.allow': 'Izinkan',
  'permission.notNow': 'Nanti saja',
  'permission.ok': 'Oke',
  'permission.locationGranted': 'Lokasi aktif. Terima kasih.',
  'permission.locationBlocked': 'Lokasi diblokir untuk aplikasi ini. Untuk mengizinkan, buka pengaturan situs di browser Anda.',
  'permission.notificationGranted': 'Notifikasi aktif.',
  'permission.notificationBlocked': 'Notifikasi diblokir untuk aplikasi ini. Untuk mengizinkan, buka pengaturan situs di browser Anda.',
  'permission.undecided': 'Tidak ada yang berubah: browser tidak menerima jawaban. Anda bisa meminta lagi dari Profil saya.',
  'permission.unsupported': 'Browser ini tidak mendukungnya. Buka aplikasi di Chrome atau tambahkan ke layar utama.',

  'install.title': 'Tambahkan ke layar utama',
  'install.body': 'Buka aplikasi dengan sekali ketuk, langsung dari layar utama.',
  'install.add': 'Tambahkan',

  // Install guides
  'inApp.title': 'Buka di browser Anda',
  'inApp.body': 'Halaman ini terbuka di dalam aplikasi lain. Menambahkan PesoCash ke layar utama dan memotret KTP tidak berfungsi di sini.',
  'inApp.step1': 'Ketuk menu ⋯ atau ⋮ di bagian atas layar.',
  'inApp.step2': 'Pilih “Buka di browser” atau “Buka di Chrome”.',
  'inApp.openChrome': 'Buka di Chrome',
  'inApp.copy': 'Salin tautan',
  'inApp.copied': 'Tautan disalin. Tempelkan di browser Anda.',
  'inApp.stay': 'Lanjut di sini',
  'install.iosStep1': 'Ketuk tombol Bagikan di bagian bawah Safari.',
  'install.iosStep2': 'Pilih “Tambah ke Layar Utama”, lalu “Tambah”.',
  'install.androidStep1': 'Ketuk menu ⋮ di kanan atas browser Anda.',
  'install.androidStep2': 'Pilih “Instal aplikasi” atau “Tambahkan ke layar utama”.',
  'install.close': 'Tutup',
};

export default id;
