/** Pesan verifikasi nomor ponsel dalam bahasa Indonesia. */
export default {
  'phoneCheck.introSms': 'Kami akan mengirim kode 4 digit lewat SMS ke {{phone}}. Masukkan di bawah untuk memastikan nomor ini milik Anda.',
  'phoneCheck.introCall':
    'Kami akan menelepon {{phone}} dan membacakan kode 4 digit. Masukkan di bawah untuk memastikan nomor ini milik Anda.',
  'phoneCheck.codeLabel': 'Kode 4 digit',
  'phoneCheck.send': 'Kirim kode',
  'phoneCheck.resend': 'Kirim ulang kode',
  'phoneCheck.resendIn': 'Kirim ulang dalam {{n}} dtk',
  'phoneCheck.smsSent': 'Kode dikirim lewat SMS ke {{phone}}',
  'phoneCheck.callComing': 'Kami sedang menelepon {{phone}}',
  'phoneCheck.codeEmpty': 'Kode verifikasi tidak boleh kosong',
  'phoneCheck.codeInvalid': 'Masukkan kode verifikasi 4 digit',
} as const;
