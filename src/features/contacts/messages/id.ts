import type en from './en';

/** Emergency-contacts step messages in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'contacts.step': 'Langkah {{n}} dari {{total}}',
  'contacts.intro':
    'Dua orang yang dapat kami hubungi jika Anda tidak bisa dihubungi. Ketik datanya; kami tidak pernah membaca daftar kontak ponsel Anda.',
  'contacts.person': 'Kontak darurat {{n}}',
  'contacts.relationship': 'Hubungan',
  'contacts.name': 'Nama lengkap',
  'contacts.phone': 'Nomor ponsel',
  'contacts.choose': 'Silakan pilih hubungan orang ini dengan Anda',
  'contacts.nameRequired': 'Silakan isi nama kontak',
  'contacts.nameFormat': 'Isi nama asli (hanya huruf, 2 sampai 100 karakter)',
  'contacts.phoneEmpty': 'Nomor telepon tidak boleh kosong',
  'contacts.phoneFormat': 'Periksa format nomor telepon',
  'contacts.phoneOwn': 'Ini nomor Anda sendiri. Isi nomor orang lain',
  'contacts.phoneDuplicate': 'Nomor kedua kontak harus berbeda',
  'contacts.saved': 'Langkah ini sudah tersimpan. Ketuk Lanjut untuk meneruskan, atau Ubah untuk memperbaikinya.',
  'contacts.change': 'Ubah',
  'contacts.editing': 'Perbaiki yang perlu, lalu ketuk Simpan perubahan. Anda bisa melakukannya sampai keputusan kredit.',
  'contacts.saveChanges': 'Simpan perubahan',
};

export default id;
