import type en from './en';

/** App check page messages in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'diag.intro':
    'Layanan pelanggan mungkin meminta Anda membuka halaman ini. Halaman ini menunjukkan cara ponsel ini menjangkau layanan kami; tidak ada yang dikirim ke mana pun kecuali Anda menyalinnya.',
  'diag.version': 'Versi aplikasi',
  'diag.device': 'ID perangkat',
  'diag.api': 'Koneksi ke layanan kami',
  'diag.apiChecking': 'Memeriksa…',
  'diag.apiOk': 'Terjangkau, {{ms}} md pulang-pergi',
  'diag.apiFailed': 'Tidak terjangkau',
  'diag.crypto': 'Enkripsi',
  'diag.cryptoWeb': 'Web Crypto (bawaan peramban)',
  'diag.cryptoFallback': 'Cadangan (JavaScript)',
  'diag.sw': 'Dukungan offline (service worker)',
  'diag.sw.unsupported': 'Tidak didukung peramban ini',
  'diag.sw.none': 'Belum terpasang',
  'diag.sw.installing': 'Sedang dipasang',
  'diag.sw.waiting': 'Versi baru menunggu kunjungan berikutnya',
  'diag.sw.active': 'Aktif',
  'diag.sw.controlling': 'Aktif dan melayani halaman ini',
  'diag.storage': 'Penyimpanan',
  'diag.storageFree': 'Tersedia, sekitar {{mb}} MB kosong',
  'diag.storageUnknown': 'Tersedia (ruang kosong tidak diketahui)',
  'diag.storageBlocked': 'Diblokir: peramban ini tidak mengizinkan aplikasi menyimpan data',
  'diag.checkAgain': 'Periksa lagi',
  'diag.copy': 'Salin untuk layanan pelanggan',
};

export default id;
