import type en from './en';

/** Coupon page messages in Spanish, loaded when it is active. */
const es: Record<keyof typeof en, string> = {
  'coupon.empty': "Aún no tienes cupones.",
  'coupon.expires': "Válido hasta el {{date}}",
  'coupon.usable': "Disponible",
  'coupon.used': "Usado",
  'coupon.expired': "Caducado",
};

export default es;
