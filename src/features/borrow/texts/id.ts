import type { AgreementText } from '../loan-agreement';

/** Perjanjian pinjaman, bahasa Indonesia: diisi data pemberi pinjaman dan penawaran di layar. */
export default {
  sections: [
    {
      heading: 'Para pihak',
      blocks: ['Anda, peminjam, dan {{lender}} (No. Registrasi SEC {{secNo}}, No. Sertifikat Otoritas {{caNo}}), pemberi pinjaman.'],
    },
    {
      heading: 'Pinjaman Anda',
      blocks: [
        'Jumlah yang dibiayai: {{amount}}. Biaya: {{charges}}.',
        'Anda menerima {{net}} di rekening bank atau e-wallet yang Anda simpan, dan membayar kembali {{total}} paling lambat {{dueDate}} ({{term}}). Jatuh tempo dihitung sejak hari uang dikirim.',
        'Suku bunga {{interest}}; suku bunga efektif {{eir}}, seperti pada pernyataan pengungkapan.',
      ],
    },
    {
      heading: 'Membayar lebih awal',
      blocks: ['Anda boleh melunasi seluruh atau sebagian pinjaman kapan saja, tanpa biaya pelunasan awal.'],
    },
    {
      heading: 'Terlambat membayar',
      blocks: [
        'Mulai sehari setelah jatuh tempo, denda keterlambatan {{penalty}} atas pokok yang belum dibayar ditambahkan untuk setiap hari terlambat (satu bulan dihitung 30 hari), dan limit kredit Anda dikunci sampai Anda membayar. Bunga, biaya, dan denda bersama-sama tidak pernah melebihi jumlah yang dibiayai.',
      ],
    },
    {
      heading: 'Data Anda',
      blocks: [
        'Kami memakai data pribadi Anda hanya sesuai pemberitahuan privasi kami, berdasarkan Data Privacy Act 2012 (Undang-Undang Privasi Data Filipina). Kami tidak pernah membaca kontak, foto, atau pesan Anda, dan tidak memberi tahu kontak darurat Anda apa pun tentang pinjaman Anda.',
      ],
    },
    {
      heading: 'Menyetujui',
      blocks: [
        'Mencentang kotak dan mengetuk Ajukan berarti Anda menyetujui perjanjian ini dan pernyataan pengungkapan. Anda tidak berutang apa pun kecuali pinjaman disetujui dan uangnya dikirim.',
      ],
    },
  ],
} satisfies AgreementText;
