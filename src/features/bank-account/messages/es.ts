import type en from './en';

/** Bank-account messages in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'bank.step': 'Paso {{n}} de {{total}}',
  'bank.intro': 'Adónde enviamos su préstamo. Use una cuenta a su nombre.',
  'bank.bank': 'Banco o monedero electrónico',
  'bank.choose': 'Elija su banco o monedero electrónico',
  'bank.search': 'Buscar por nombre',
  'bank.ewallets': 'Monederos electrónicos',
  'bank.banks': 'Bancos',
  'bank.noMatch': 'Nada coincide con «{{q}}»',
  'bank.accountNo': 'Número de cuenta',
  'bank.walletNo': 'Número de móvil del monedero',
  'bank.digitsHint': '{{digits}} cifras, solo números',
  'bank.or': 'o',
  'bank.accountName': 'Titular de la cuenta',
  'bank.accountNameHint': 'Tal como aparece en el banco o monedero',
  'bank.bankRequired': 'Elija su banco o monedero electrónico',
  'bank.accountNoRequired': 'Escriba el número de cuenta',
  'bank.accountNoFormat': 'El número de cuenta debe tener {{digits}} cifras',
  'bank.walletFormat': 'Para un monedero, escriba su número de móvil, como 0917 123 4567',
  'bank.nameRequired': 'Escriba el nombre del titular',
  'bank.nameFormat': 'Escriba el nombre como figura en la cuenta (solo letras, de 2 a 100 caracteres)',
  'bank.save': 'Guardar cambios',
  'bank.current': 'Cuenta actual',
  'bank.updated': 'Su cuenta bancaria está actualizada',
  'bank.appliesNow': 'A partir de ahora, sus préstamos se envían a la nueva cuenta.',
  'bank.appliesOpenLoan': 'Su préstamo actual aún no se ha desembolsado: se enviará a la nueva cuenta.',
  'bank.appliesNextLoan':
    'Su préstamo actual se desembolsó en esta cuenta y se queda con ella. Su próximo préstamo se enviará a la nueva cuenta.',
  'bank.confirmTitle': '¿Cambiar la cuenta de sus préstamos?',
  'bank.confirmNew': 'Cuenta nueva',
  'bank.confirmOk': 'Sí, cambiarla',
  'bank.evaluating': 'Evaluando su crédito',
  'bank.evaluatingBody': 'Espere un momento mientras revisamos sus datos.',
  'bank.successTitle': '¡Enhorabuena!',
  'bank.successLimit': 'Su límite de crédito es',
  'bank.successBody': 'Está certificado y ya puede solicitar un préstamo.',
  'bank.successOk': 'Ir al inicio',
};

export default es;
