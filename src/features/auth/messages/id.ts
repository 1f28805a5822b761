import type en from './en';

/** Sign-in page messages in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'login.phoneLabel': 'Nomor HP',
  'login.sendCode': 'Kirim kode',
  'login.resend': 'Kirim ulang kode',
  'login.resendIn': 'Kirim ulang dalam {{n}} dtk',
  'login.resendInMin': 'Kirim ulang dalam {{n}} mnt',
  'login.codeLabel': 'Kode 4 digit',
  'login.agreePrefix': 'Saya telah membaca dan menyetujui',
  'login.privacyLink': 'Kebijakan Privasi',
  'login.phoneEmpty': 'Nomor HP tidak boleh kosong',
  'login.phoneFormat': 'Periksa kembali format nomor HP',
  'login.codeEmpty': 'Kode verifikasi tidak boleh kosong',
  'login.codeInvalid': 'Masukkan kode verifikasi 4 digit',
  'login.mustAgree': 'Setujui Kebijakan Privasi untuk melanjutkan',
  'login.codeSent': 'Kode dikirim ke {{phone}}',
  'login.sessionEnded': 'Sesi Anda telah berakhir. Silakan masuk lagi.',
  'login.lockedUntil': 'Terlalu banyak kode salah: nomor ini dikunci sampai {{time}}. Coba lagi nanti, atau gunakan nomor lain.',
  'login.triesLeft': 'Sisa {{n}} kali percobaan sebelum nomor ini dikunci.',
  'login.oneTryLeft': 'Sisa satu kali percobaan sebelum nomor ini dikunci.',
  'login.partnerCodeIntro': 'Anda sudah punya akun di kami. Masukkan kode yang kami kirim ke {{phone}} untuk masuk.',
};

export default id;
