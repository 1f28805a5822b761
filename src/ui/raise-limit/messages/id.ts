import type en from './en';

/** How to raise the credit limit in Indonesian, loaded when it is active. */
const id: Record<keyof typeof en, string> = {
  'raiseLimit.title': 'Cara menaikkan limit kredit',
  'raiseLimit.how':
    'Lunasi setiap pinjaman dan limit kredit Anda naik {{amount}}, hingga {{max}}. Selama ada pinjaman yang terlambat, limit kredit Anda terkunci.',
  'raiseLimit.atCap': 'Limit kredit Anda sudah yang tertinggi dari kami. Selama ada pinjaman yang terlambat, limit terkunci.',
};

export default id;
