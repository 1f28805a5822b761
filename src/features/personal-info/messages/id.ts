import type en from './en';

/** Personal-information step messages in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'info.step': 'Langkah {{n}} dari {{total}}',
  'info.intro': 'Ceritakan tentang diri dan pekerjaan Anda. Kami hanya memakainya untuk menilai pinjaman Anda.',
  'info.name': 'Nama di kartu identitas',
  'info.gender': 'Jenis kelamin',
  'info.birthday': 'Tanggal lahir',
  'info.email': 'Alamat email',
  'info.education': 'Pendidikan',
  'info.maritalStatus': 'Status pernikahan',
  'info.childrenCount': 'Jumlah anak',
  'info.workStatus': 'Status pekerjaan',
  'info.industry': 'Bidang usaha',
  'info.income': 'Penghasilan bulanan',
  'info.salaryType': 'Seberapa sering Anda digaji',
  'info.payday': 'Tanggal gajian',
  'info.paydayHint': 'Tanggal Anda menerima gaji setiap bulan (1 sampai 31)',
  'info.companyName': 'Nama perusahaan atau usaha',
  'info.companyAddress': 'Alamat perusahaan atau usaha',
  'info.companyOptional': 'Boleh dikosongkan jika Anda tidak punya pemberi kerja',
  'info.choose': 'Silakan pilih salah satu',
  'info.birthdayRequired': 'Silakan pilih tanggal lahir Anda',
  'info.emailRequired': 'Silakan isi alamat email Anda',
  'info.emailFormat': 'Periksa alamat email (misalnya juan@gmail.com)',
  'info.childrenRange': 'Isi bilangan bulat dari 0 sampai 20',
  'info.paydayRange': 'Isi tanggal dari 1 sampai 31',
  'info.companyNameRequired': 'Silakan isi nama perusahaan atau usaha Anda',
  'info.companyAddressRequired': 'Silakan isi alamat perusahaan atau usaha Anda',
  'info.tooLong': 'Paling banyak {{max}} karakter',
  'info.saved': 'Langkah ini sudah tersimpan. Ketuk Lanjut untuk meneruskan, atau Ubah untuk memperbaikinya.',
  'info.change': 'Ubah',
  'info.editing': 'Perbaiki yang perlu, lalu ketuk Simpan perubahan. Anda bisa melakukannya sampai keputusan kredit.',
  'info.saveChanges': 'Simpan perubahan',
};

export default id;
