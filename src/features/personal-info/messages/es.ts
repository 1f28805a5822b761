import type en from './en';

/** Personal-information step messages in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'info.step': 'Paso {{n}} de {{total}}',
  'info.intro': 'Cuéntenos sobre usted y su trabajo. Solo lo usamos para evaluar su préstamo.',
  'info.name': 'Nombre en su documento',
  'info.gender': 'Sexo',
  'info.birthday': 'Fecha de nacimiento',
  'info.email': 'Correo electrónico',
  'info.education': 'Estudios',
  'info.maritalStatus': 'Estado civil',
  'info.childrenCount': 'Número de hijos',
  'info.workStatus': 'Situación laboral',
  'info.industry': 'Sector',
  'info.income': 'Ingresos mensuales',
  'info.salaryType': 'Frecuencia de pago',
  'info.payday': 'Día de pago',
  'info.paydayHint': 'El día del mes en que cobra (1 a 31)',
  'info.companyName': 'Nombre de la empresa o negocio',
  'info.companyAddress': 'Dirección de la empresa o negocio',
  'info.companyOptional': 'Puede dejarlo vacío si no tiene empleador',
  'info.choose': 'Elija una de las opciones',
  'info.birthdayRequired': 'Elija su fecha de nacimiento',
  'info.emailRequired': 'Escriba su correo electrónico',
  'info.emailFormat': 'Revise el correo electrónico (por ejemplo juan@gmail.com)',
  'info.childrenRange': 'Escriba un número entero de 0 a 20',
  'info.paydayRange': 'Escriba un día del mes de 1 a 31',
  'info.companyNameRequired': 'Escriba el nombre de su empresa o negocio',
  'info.companyAddressRequired': 'Escriba la dirección de su empresa o negocio',
  'info.tooLong': 'Use como máximo {{max}} caracteres',
  'info.saved': 'Este paso está guardado. Toque Siguiente para continuar, o Cambiar para corregirlo.',
  'info.change': 'Cambiar',
  'info.editing': 'Corrija lo que necesite y toque Guardar cambios. Puede hacerlo hasta la decisión de crédito.',
  'info.saveChanges': 'Guardar cambios',
};

export default es;
