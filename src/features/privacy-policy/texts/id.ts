import type { PolicyText } from '../policy-text';

/** Pemberitahuan privasi, Bahasa Indonesia (Data Privacy Act 2012 Filipina, Surat Edaran NPC 20-01). */
export default {
  updatedLabel: 'Terakhir diperbarui',
  updated: '2026-11-28',
  intro:
    '{{lender}} (No. Registrasi SEC {{secNo}}, No. Certificate of Authority {{caNo}}) adalah pengendali informasi pribadi untuk aplikasi ini. Pemberitahuan ini menjelaskan data pribadi apa yang kami kumpulkan saat Anda menggunakannya, untuk apa, berapa lama kami menyimpannya, siapa yang menerimanya, dan apa hak Anda menurut Data Privacy Act 2012 (Republic Act No. 10173), peraturan pelaksanaannya, dan Surat Edaran No. 20-01 dari National Privacy Commission (NPC) tentang pinjaman.',
  sections: [
    {
      heading: 'Apa yang kami kumpulkan dan mengapa',
      blocks: [
        [
          'Nomor ponsel Anda dan kode masuk sekali pakai yang kami kirim lewat SMS: untuk membuat akun dan membuat Anda masuk dengan aman.',
          'Data identitas: foto kartu identitas resmi, foto wajah secara langsung, dan data yang terbaca dari kartu: untuk memastikan Anda adalah orang yang Anda akui, sebagaimana diwajibkan aturan anti pencucian uang, dan untuk mencegah orang lain meminjam atas nama Anda.',
          'Informasi pribadi yang Anda ketik: jenis kelamin, tanggal lahir, email, pendidikan, status pernikahan, jumlah anak, status pekerjaan, bidang usaha, penghasilan, jenis gaji, tanggal gajian, nama dan alamat perusahaan: untuk menilai pengajuan Anda dan menentukan jumlah yang dapat kami pinjamkan.',
          'Dua kontak darurat yang Anda ketik sendiri (nama, hubungan, nomor ponsel): hanya untuk memastikan data Anda dan, jika kami sama sekali tidak dapat menghubungi Anda, meminta mereka menyampaikan agar Anda menghubungi kami. Kami tidak pernah memberi tahu mereka tentang pinjaman atau utang Anda.',
          'Rekening bank atau dompet elektronik Anda: untuk mengirim pinjaman dan mencocokkan pembayaran Anda.',
          'Pinjaman, pembayaran, perpanjangan, kupon, dan pesan Anda kepada kami: untuk mengelola akun Anda, menjawab Anda, dan menyimpan catatan yang diwajibkan hukum.',
          'Informasi perangkat: ID perangkat acak yang dibuat aplikasi ini, sistem operasi, ukuran layar, peramban, dan apakah aplikasi dibuka dari layar utama: untuk menjaga keamanan akun Anda dan memperbaiki masalah.',
          'Lokasi Anda, hanya jika Anda mengizinkan: untuk mendeteksi penipuan, misalnya pengajuan dari tempat yang belum pernah Anda kunjungi.',
          'Cara aplikasi digunakan (halaman yang dibuka, galat): untuk menemukan dan memperbaiki masalah. Data ini tidak dipakai untuk memutuskan pinjaman Anda.',
        ],
      ],
    },
    {
      heading: 'Izin dan kapan kami memintanya',
      blocks: [
        'Sebelum peramban Anda meminta izin, aplikasi menampilkan catatan singkat yang menjelaskan alasannya. Menolak tidak pernah menghalangi Anda memakai aplikasi, kecuali kamera saat verifikasi identitas, yang tidak dapat dilakukan tanpanya.',
        [
          'Kamera: hanya saat Anda memotret kartu identitas dan wajah selama verifikasi identitas, tidak pernah di waktu lain.',
          'Lokasi: diminta sekali, saat Anda mengajukan pinjaman (Anda bisa memintanya lagi di Profil saya); Anda boleh menolak atau mematikannya kapan saja di pengaturan peramban.',
          'Notifikasi: diminta sekali, setelah pengajuan pinjaman pertama Anda, untuk memberi tahu saat pinjaman disetujui atau jatuh tempo; Anda dapat mematikannya kapan saja.',
        ],
        'Aplikasi ini tidak dan tidak dapat mengakses daftar kontak, galeri foto, atau pesan SMS Anda. Saat Anda melampirkan gambar (bukti bayar atau foto masukan), peramban hanya memberi kami gambar yang Anda pilih. Jika ponsel Anda menawarkan untuk mengisi kode masuk dari SMS, hanya kode itu yang sampai ke aplikasi, dan hanya jika Anda menyetujuinya.',
      ],
    },
    {
      heading: 'Dasar kami memproses data Anda',
      blocks: [
        'Kami memproses data Anda untuk membuat dan menjalankan perjanjian pinjaman yang Anda minta; untuk mematuhi hukum (termasuk Anti-Money Laundering Act, Credit Information System Act, dan aturan Securities and Exchange Commission); untuk melindungi Anda dan kami dari penipuan; serta, untuk lokasi dan notifikasi, berdasarkan persetujuan Anda, yang dapat Anda tarik kapan saja.',
      ],
    },
    {
      heading: 'Siapa yang menerima data Anda',
      blocks: [
        'Kami hanya membagikan yang diperlukan setiap pihak, dengan perjanjian tertulis yang mewajibkan mereka melindunginya:',
        [
          'Credit Information Corporation, yang menurut hukum wajib menerima laporan pinjaman dari pemberi pinjaman;',
          'bank, dompet elektronik, dan gerai pembayaran yang mengirim pinjaman dan menerima pembayaran Anda;',
          'penyedia layanan verifikasi identitas, SMS, dan hosting awan yang bekerja atas instruksi kami;',
          'agen penagihan, hanya jika pinjaman terlambat, yang terikat aturan larangan penagihan tidak wajar (SEC Memorandum Circular No. 18, seri 2019);',
          'regulator, pengadilan, dan penegak hukum, jika diwajibkan hukum.',
        ],
        'Kami tidak pernah menjual data pribadi Anda. Jika Anda membuka aplikasi ini dari aplikasi mitra, mitra tersebut memberi kami nomor ponsel Anda agar Anda dapat masuk; kami tidak membagikan rincian pinjaman Anda kepada mitra.',
      ],
    },
    {
      heading: 'Berapa lama kami menyimpannya',
      blocks: [
        [
          'Kode masuk: 5 menit, setelah itu tidak berlaku.',
          'Catatan akun, identitas, pinjaman, dan pembayaran: 5 tahun setelah pinjaman terakhir Anda lunas atau akun Anda ditutup, sebagaimana diwajibkan aturan anti pencucian uang.',
          'Jika Anda tidak pernah meminjam: data Anda dihapus 1 tahun setelah terakhir kali Anda masuk, kecuali hukum mewajibkan kami menyimpan catatan identitas lebih lama.',
          'Informasi perangkat, lokasi, dan catatan penggunaan: 1 tahun.',
        ],
        'Setelah masa tersebut, data Anda kami hapus atau anonimkan.',
      ],
    },
    {
      heading: 'Cara kami melindunginya',
      blocks: [
        'Data Anda dikirim dalam keadaan terenkripsi. Token masuk hanya disimpan dalam bentuk yang tidak dapat dibaca kembali dan kedaluwarsa setelah 30 hari tidak dipakai. Hanya staf yang memerlukan data Anda untuk pekerjaannya yang dapat melihatnya, dan mereka terikat kewajiban kerahasiaan.',
      ],
    },
    {
      heading: 'Hak Anda',
      blocks: [
        'Menurut Data Privacy Act, Anda berhak untuk:',
        [
          'mendapat informasi tentang cara data Anda diproses;',
          'mengakses data Anda dan mendapatkan salinannya;',
          'memperbaiki data yang salah atau usang;',
          'menolak pemrosesan, dan menarik persetujuan jika kami mengandalkannya;',
          'meminta data dihapus atau diblokir jika tidak lagi diperlukan atau diproses secara melanggar hukum;',
          'menerima data Anda dalam format elektronik yang dapat dipindahkan;',
          'mendapat ganti rugi atas kerugian akibat pelanggaran hak Anda;',
          'mengajukan pengaduan ke National Privacy Commission (privacy.gov.ph).',
        ],
        'Sebagian data wajib disimpan selama masa yang ditetapkan hukum meskipun Anda meminta penghapusan; kami akan memberi tahu Anda jika hal itu berlaku.',
      ],
    },
    {
      heading: 'Menggunakan hak Anda di aplikasi',
      blocks: [
        'Di Profil saya, "Data saya" menampilkan semua yang kami simpan tentang Anda dan memungkinkan Anda mengunduhnya sebagai satu file, saat itu juga.',
        [
          '"Hapus akun saya" (di Data saya) menghapus foto identitas, kontak darurat, informasi pribadi, rekening bank, perangkat, lokasi, catatan penggunaan, pesan, dan masukan Anda, serta mengeluarkan Anda dari semua perangkat. Sebelumnya kami meminta kode yang kami kirim lewat SMS. Tidak dapat dilakukan selama pinjaman masih berjalan atau kami masih harus mengembalikan dana kepada Anda.',
          'Yang wajib kami simpan menurut hukum setelahnya: pinjaman dan pembayaran Anda (jumlah dan tanggal) serta nomor identitas Anda dalam bentuk yang tidak dapat dibaca kembali, selama 5 tahun setelah penghapusan, sesuai aturan anti pencucian uang; setelah itu juga dihapus. Nomor Anda dapat mendaftar lagi sebagai peminjam baru.',
          'Di Profil saya, "Pilihan Anda" memungkinkan Anda menarik persetujuan atas lokasi, notifikasi, dan statistik penggunaan kapan saja; langsung berhenti di perangkat itu.',
          'Pengingat pembayaran hanya datang antara pukul 06.00 dan 22.00 waktu Filipina, sebagai pesan di aplikasi, notifikasi, dan, jika notifikasi tidak sampai, SMS pada hari jatuh tempo dan sehari setelahnya. Anda dapat mematikan pengingat lewat notifikasi dan SMS di Profil saya. Kami tidak pernah mengirim pengingat ke kontak darurat Anda atau orang lain.',
        ],
      ],
    },
    {
      heading: 'Hubungi Petugas Pelindungan Data kami',
      blocks: [
        'Untuk pertanyaan, permintaan terkait hak Anda, atau melaporkan masalah, hubungi Petugas Pelindungan Data (Data Protection Officer) kami. Kami membalas dalam 15 hari kerja.',
        ['Email: {{dpoEmail}}', 'Telepon: {{dpoPhone}}', 'Alamat: {{dpoAddress}}'],
      ],
    },
    {
      heading: 'Perubahan pemberitahuan ini',
      blocks: [
        'Jika kami mengubah pemberitahuan ini, kami memperbarui tanggal di atas dan memberi tahu Anda di aplikasi sebelum perubahan yang memengaruhi Anda berlaku.',
      ],
    },
  ],
} satisfies PolicyText;
