import type en from './en';

/** How to raise the credit limit in Spanish, loaded when it is active. */
const es: Record<keyof typeof en, string> = {
  'raiseLimit.title': 'Cómo aumentar tu límite',
  'raiseLimit.how':
    'Paga cada préstamo por completo y tu límite sube {{amount}}, hasta {{max}}. Mientras un préstamo esté vencido, tu límite queda bloqueado.',
  'raiseLimit.atCap': 'Tu límite es lo máximo que prestamos. Mientras un préstamo esté vencido, queda bloqueado.',
};

export default es;
