/** Pesan halaman awal verifikasi dalam bahasa Indonesia. */
export default {
  'idAuth.intro': 'Verifikasi akun Anda sekali untuk meminjam. Sekitar 5 menit.',
  'idAuth.stepsTitle': 'Yang Anda perlukan',
  'idAuth.step0Title': 'Verifikasi nomor ponsel',
  'idAuth.step0Body': 'Kode yang dikirim ke nomor ponsel yang Anda pakai untuk masuk.',
  'idAuth.step1Title': '1. Identitas',
  'idAuth.step1Body': 'Satu kartu identitas resmi yang berlaku dan foto wajah Anda, diambil dengan kamera.',
  'idAuth.step2Title': '2. Data pribadi',
  'idAuth.step2Body': 'Tanggal lahir, pendidikan, pekerjaan, dan penghasilan bulanan Anda.',
  'idAuth.step3Title': '3. Kontak darurat',
  'idAuth.step3Body': 'Nama dan nomor ponsel dua orang yang Anda percayai, Anda ketik sendiri.',
  'idAuth.step4Title': '4. Rekening bank',
  'idAuth.step4Body': 'Rekening bank atau dompet digital atas nama Anda, untuk menerima pinjaman.',
  'idAuth.privacyTitle': 'Privasi Anda',
  'idAuth.privacyCamera': 'Kami memakai kamera hanya saat Anda memotret kartu identitas dan wajah.',
  'idAuth.privacyTyped': 'Anda mengetik sendiri kontak Anda.',
  'idAuth.privacyNever': 'Kami tidak pernah membaca daftar kontak, galeri foto, atau SMS Anda.',
  'idAuth.consent':
    'Saya setuju data dan foto saya dipakai untuk memverifikasi identitas dan menilai pinjaman saya, seperti dijelaskan dalam',
  'idAuth.privacyLink': 'Kebijakan Privasi',
  'idAuth.mustAgree': 'Setujui untuk melanjutkan',
  'idAuth.start': 'Mulai',
} as const;
