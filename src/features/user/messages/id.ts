import type en from './en';

/** My profile page messages in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Nomor HP',
  'user.privacyLink': 'Kebijakan Privasi',
  'user.signOut': 'Keluar',
  'user.permissionsTitle': 'Izin',
  'user.permissionsBody': 'Diminta sekali di perangkat ini. Minta lagi di sini jika Anda berubah pikiran.',
  'user.askLocation': 'Minta izin lokasi lagi',
  'user.askNotifications': 'Minta izin notifikasi lagi',
  'user.addToHome': 'Tambahkan ke layar utama',
};

export default id;
