import type en from './en';

/** Emergency-contacts step messages in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'contacts.step': 'Paso {{n}} de {{total}}',
  'contacts.intro': 'Dos personas a las que podemos llamar si no le localizamos. Escriba sus datos; nunca leemos la agenda de su teléfono.',
  'contacts.person': 'Contacto de emergencia {{n}}',
  'contacts.relationship': 'Parentesco',
  'contacts.name': 'Nombre completo',
  'contacts.phone': 'Número de móvil',
  'contacts.choose': 'Elija qué relación tiene con esta persona',
  'contacts.nameRequired': 'Escriba el nombre del contacto',
  'contacts.nameFormat': 'Escriba un nombre real (solo letras, de 2 a 100 caracteres)',
  'contacts.phoneEmpty': 'El número de teléfono no puede estar vacío',
  'contacts.phoneFormat': 'Revise el formato del número de teléfono',
  'contacts.phoneOwn': 'Es su propio número. Indique el de otra persona',
  'contacts.phoneDuplicate': 'Los dos contactos deben tener números distintos',
  'contacts.saved': 'Este paso está guardado. Toque Siguiente para continuar, o Cambiar para corregirlo.',
  'contacts.change': 'Cambiar',
  'contacts.editing': 'Corrija lo que necesite y toque Guardar cambios. Puede hacerlo hasta la decisión de crédito.',
  'contacts.saveChanges': 'Guardar cambios',
};

export default es;
