import type en from './en';

/** Feedback page messages in Indonesian, loaded when it is active. */
const id: Record<keyof typeof en, string> = {
  'feedback.typeLabel': 'Jenis masukan',
  'feedback.typeRequired': 'Pilih jenis masukan.',
  'feedback.contentLabel': 'Apa yang terjadi?',
  'feedback.contentRequired': 'Harap isi masukan sebelum mengirim.',
  'feedback.imagesLabel': 'Gambar ({{n}}/{{max}})',
  'feedback.imagesHint': 'Opsional: tangkapan layar atau foto yang menunjukkan masalah.',
  'feedback.addImage': 'Tambah gambar',
  'feedback.removeImage': 'Hapus gambar {{n}}',
  'feedback.tooManyImages': 'Anda dapat menambahkan paling banyak {{max}} gambar.',
  'feedback.imageTooLarge': 'Gambar terlalu besar (paling besar {{mb}} MB).',
  'feedback.notAnImage': 'Hanya foto yang dapat ditambahkan (JPEG, PNG, atau WebP).',
  'feedback.unreadable': '“{{name}}” bukan foto yang dapat kami baca. Pilih foto JPEG, PNG, atau WebP.',
  'feedback.uploading': 'Mengirim… {{pct}}%',
  'feedback.sentTitle': 'Terima kasih, kami sudah menerimanya',
  'feedback.reference': 'Nomor referensi Anda: {{ref}}',
  'feedback.copyReference': 'Salin nomor referensi',
  'feedback.another': 'Kirim lagi',
  'feedback.historyTitle': 'Masukan Anda',
  'feedback.historyEmpty': 'Belum ada yang dikirim. Tulis kepada kami lewat formulir di atas: jawaban kami muncul di sini.',
  'feedback.state0': 'Diterima',
  'feedback.state1': 'Sedang diproses',
  'feedback.state2': 'Sudah dijawab',
  'feedback.reply': 'Jawaban kami: {{text}}',
};

export default id;
