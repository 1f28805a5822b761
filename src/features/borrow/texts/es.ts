import type { AgreementText } from '../loan-agreement';

/** El contrato de préstamo, en español: con los datos del prestamista y la cotización en pantalla. */
export default {
  sections: [
    {
      heading: 'Quién acuerda',
      blocks: ['Tú, el prestatario, y {{lender}} (registro SEC n.º {{secNo}}, Certificado de Autoridad n.º {{caNo}}), el prestamista.'],
    },
    {
      heading: 'Tu préstamo',
      blocks: [
        'Importe financiado: {{amount}}. Cargos: {{charges}}.',
        'Recibes {{net}} en la cuenta bancaria o billetera electrónica que guardaste y devuelves {{total}} a más tardar el {{dueDate}} ({{term}}). El plazo se cuenta desde el día en que se envía el dinero.',
        'Tipo de interés {{interest}}; tasa de interés efectiva {{eir}}, como indica la hoja de información del préstamo.',
      ],
    },
    {
      heading: 'Pagar antes',
      blocks: ['Puedes pagar todo o parte del préstamo en cualquier momento, sin ningún cargo por pagar antes.'],
    },
    {
      heading: 'Pagar tarde',
      blocks: [
        'Desde el día siguiente al vencimiento, se suma por cada día de retraso un recargo por mora de {{penalty}} sobre el capital aún no pagado (un mes cuenta como 30 días), y tu límite de crédito queda bloqueado hasta que pagues. Intereses, cargos y recargos juntos nunca superan el importe financiado.',
      ],
    },
    {
      heading: 'Tus datos',
      blocks: [
        'Usamos tus datos personales solo como dice nuestro aviso de privacidad, conforme a la Data Privacy Act de 2012 (Ley de Privacidad de Datos). Nunca leemos tus contactos, fotos ni mensajes, y no contamos nada de tu préstamo a tus contactos de emergencia.',
      ],
    },
    {
      heading: 'Aceptar',
      blocks: [
        'Marcar la casilla y tocar Solicitar acepta este contrato y la hoja de información del préstamo. No debes nada a menos que el préstamo se apruebe y se envíe el dinero.',
      ],
    },
  ],
} satisfies AgreementText;
