// Server messages in Indonesian.
import type { MessageKey } from './en';

/** Indonesian server messages. */
export const id: Record<MessageKey, string> = {
  success: 'Berhasil',
  serverError: 'Terjadi kesalahan, silakan coba lagi',
  notFound: 'Tidak ditemukan',
  invalidField: 'Periksa kembali kolom "{field}"',
  badEnvelope: 'Permintaan tidak dapat dibaca. Perbarui aplikasi lalu coba lagi',
  plaintextRefused: 'Permintaan harus dienkripsi: kirim {"payload"} dengan header EFLAG: 1',
  tooLarge: 'Permintaan terlalu besar (maksimal {kb} KB)',
  unknownDict: 'Daftar "{type}" tidak dikenal',
  unauthorized: 'Silakan masuk kembali',
  tokenExpired: 'token is expired',
  phoneEmpty: 'Nomor HP tidak boleh kosong',
  phoneFormat: 'Periksa kembali format nomor HP',
  codeEmpty: 'Kode verifikasi tidak boleh kosong',
  codeFormat: 'Masukkan kode verifikasi 4 digit',
  codeWrong: 'Kode verifikasi salah atau sudah kedaluwarsa. Periksa kembali atau minta kode baru',
  phoneLocked: 'Terlalu banyak kode yang salah. Demi keamanan Anda nomor ini dikunci; coba lagi dalam {minutes} menit',
  otpWait: 'Tunggu {seconds} detik sebelum meminta kode lain',
  otpPhoneLimit: 'Terlalu banyak permintaan kode untuk nomor ini. Coba lagi dalam {minutes} menit',
  otpDeviceLimit: 'Terlalu banyak permintaan kode dari perangkat ini. Coba lagi dalam {minutes} menit',
  otpType: 'Jenis kode verifikasi ini tidak didukung',
  smsFailed: 'Kami tidak dapat mengirim kode saat ini. Coba lagi sebentar lagi',
  partnerAuth: 'Autentikasi mitra gagal',
  partnerUnknownChannel: 'Mitra ini tidak dikenal',
  partnerTaskInvalid: 'Tautan masuk ini sudah tidak berlaku. Kembali ke aplikasi mitra dan coba lagi, atau masuk dengan nomor HP Anda',
  codeRequestNew: 'Tidak ada kode yang berlaku untuk nomor ini. Silakan minta kode baru',
  deviceIdMissing: 'Perangkat ini tidak dapat dikenali. Silakan mulai ulang aplikasi dan coba lagi',
  otpIpLimit: 'Terlalu banyak kode diminta dari jaringan ini. Silakan coba lagi dalam {minutes} menit',
  checkIpLimit: 'Terlalu banyak kode salah dimasukkan dari jaringan ini. Silakan coba lagi dalam {minutes} menit',
  partnerPhoneTaken: 'Nomor ini sudah memiliki akun. Silakan masuk dengan nomor telepon dan kode verifikasi Anda',
  smsText: 'Kode masuk Anda adalah {code}. Berlaku 5 menit. Jangan berikan kepada siapa pun, termasuk staf kami.',
  // Hardening (issue 13): nesting cap, the phone's daily cap on wrong codes.
  tooDeep: 'Permintaan terlalu bertingkat (paling banyak {depth} tingkat)',
  phoneDailyCap: 'Terlalu banyak kode salah dimasukkan untuk nomor ini hari ini. Masuk dari perangkat yang pernah Anda gunakan dengannya, atau coba lagi dalam {hours} jam',
};
