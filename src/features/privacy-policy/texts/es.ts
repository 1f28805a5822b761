import type { PolicyText } from '../policy-text';

/** Aviso de privacidad, español (Ley de Privacidad de Datos de 2012, Circular 20-01 de la NPC). */
export default {
  updatedLabel: 'Última actualización',
  updated: '2026-11-28',
  intro:
    '{{lender}} (n.º de registro en la SEC {{secNo}}, N.º de Certificado de Autorización {{caNo}}) es el responsable del tratamiento de los datos personales de esta app. Este aviso explica qué datos personales recogemos cuando la usas, para qué, cuánto tiempo los conservamos, quién los recibe y cuáles son tus derechos según la Ley de Privacidad de Datos de 2012 (Ley de la República n.º 10173), su reglamento y la Circular n.º 20-01 de la Comisión Nacional de Privacidad (NPC) sobre préstamos.',
  sections: [
    {
      heading: 'Qué recogemos y para qué',
      blocks: [
        [
          'Tu número de móvil y los códigos de un solo uso que te enviamos por SMS: para crear tu cuenta e iniciar sesión de forma segura.',
          'Datos de identidad: una foto de tu documento de identidad oficial, una foto en vivo de tu cara y los datos leídos del documento: para confirmar que eres quien dices ser, como exigen las normas contra el blanqueo de capitales, y para evitar que otra persona pida préstamos en tu nombre.',
          'Información personal que escribes: sexo, fecha de nacimiento, correo electrónico, estudios, estado civil, número de hijos, situación laboral, sector, ingresos, tipo de salario, día de cobro, nombre y dirección de la empresa: para evaluar tu solicitud y decidir el monto que podemos prestarte.',
          'Dos contactos de emergencia que escribes tú (nombre, relación, número de móvil): solo para confirmar tus datos y, si no logramos localizarte de ninguna manera, pedirles que te digan que nos contactes. Nunca les hablamos de tu préstamo ni de lo que debes.',
          'Tu cuenta bancaria o monedero electrónico: para enviarte el préstamo y asociar tus pagos.',
          'Tus préstamos, pagos, prórrogas, cupones y mensajes: para gestionar tu cuenta, responderte y conservar los registros que exige la ley.',
          'Información del dispositivo: un identificador aleatorio creado por esta app, tu sistema operativo, el tamaño de pantalla, el navegador y si abriste la app desde la pantalla de inicio: para proteger tu cuenta y corregir problemas.',
          'Tu ubicación, solo si lo permites: para detectar fraudes, como solicitudes hechas desde un lugar donde nunca has estado.',
          'Cómo se usa la app (páginas abiertas, errores): para encontrar y corregir problemas. No se usa para decidir sobre tu préstamo.',
        ],
      ],
    },
    {
      heading: 'Permisos y cuándo los pedimos',
      blocks: [
        'Antes de que tu navegador pida un permiso, la app muestra una nota breve que explica por qué. Decir que no nunca te impide usar la app, salvo la cámara durante la verificación de identidad, que no puede hacerse sin ella.',
        [
          'Cámara: solo mientras tomas las fotos de tu documento y de tu cara durante la verificación de identidad, y nunca en otro momento.',
          'Ubicación: la pedimos una vez, cuando solicitas un préstamo (puedes volver a pedirla en Mi perfil); puedes decir que no o desactivarla cuando quieras en los ajustes del navegador.',
          'Notificaciones: las pedimos una vez, después de tu primera solicitud de préstamo, para avisarte cuando se apruebe tu préstamo o se acerque el vencimiento; puedes desactivarlas cuando quieras.',
        ],
        'Esta app no accede ni puede acceder a tu lista de contactos, a tu galería de fotos ni a tus mensajes de texto. Cuando adjuntas una imagen (un comprobante o una foto para una opinión), tu navegador nos da solo la imagen que eliges. Si tu teléfono ofrece rellenar el código de acceso a partir de un SMS, solo ese código llega a la app, y solo si lo aceptas.',
      ],
    },
    {
      heading: 'Por qué podemos tratar tus datos',
      blocks: [
        'Tratamos tus datos para celebrar y cumplir el contrato de préstamo que solicitas; para cumplir la ley (incluidas la Ley contra el Blanqueo de Capitales, la Ley del Sistema de Información Crediticia y las normas de la Comisión de Valores, SEC); para protegerte a ti y a nosotros contra el fraude; y, en el caso de la ubicación y las notificaciones, con tu consentimiento, que puedes retirar en cualquier momento.',
      ],
    },
    {
      heading: 'Quién recibe tus datos',
      blocks: [
        'Compartimos solo lo que cada parte necesita, con contratos escritos que la obligan a protegerlo:',
        [
          'la Credit Information Corporation, a la que la ley obliga a los prestamistas a informar de los préstamos;',
          'bancos, monederos electrónicos y centros de pago que envían tu préstamo y reciben tus pagos;',
          'proveedores de verificación de identidad, SMS y alojamiento en la nube que trabajan siguiendo nuestras instrucciones;',
          'agencias de cobro, solo si un préstamo está vencido, sujetas a las normas contra el cobro abusivo de deudas (Circular n.º 18 de la SEC, serie de 2019);',
          'reguladores, tribunales y autoridades, cuando la ley lo exige.',
        ],
        'Nunca vendemos tus datos personales. Si abriste esta app desde la app de un socio, ese socio nos dio tu número de móvil para iniciar tu sesión; no compartimos con él los detalles de tu préstamo.',
      ],
    },
    {
      heading: 'Cuánto tiempo los conservamos',
      blocks: [
        [
          'Códigos de acceso: 5 minutos; después dejan de funcionar.',
          'Registros de cuenta, identidad, préstamos y pagos: 5 años después de que tu último préstamo esté totalmente pagado o tu cuenta se cierre, como exigen las normas contra el blanqueo de capitales.',
          'Si nunca pides un préstamo: tus datos se borran 1 año después de tu último inicio de sesión, salvo que la ley nos obligue a conservar más tiempo los registros de identidad.',
          'Información del dispositivo, ubicación y registros de uso: 1 año.',
        ],
        'Pasados estos plazos, borramos o anonimizamos tus datos.',
      ],
    },
    {
      heading: 'Cómo los protegemos',
      blocks: [
        'Tus datos viajan cifrados. Los tokens de sesión se guardan solo de una forma que no permite recuperarlos, y caducan tras 30 días sin uso. Solo el personal que necesita tus datos para su trabajo puede verlos, y está obligado a la confidencialidad.',
      ],
    },
    {
      heading: 'Tus derechos',
      blocks: [
        'Según la Ley de Privacidad de Datos tienes derecho a:',
        [
          'ser informado de cómo se tratan tus datos;',
          'acceder a tus datos y obtener una copia;',
          'corregir los datos erróneos o desactualizados;',
          'oponerte al tratamiento y retirar tu consentimiento cuando nos basamos en él;',
          'que se borren o bloqueen los datos que ya no son necesarios o que se trataron de forma ilícita;',
          'recibir tus datos en un formato electrónico portable;',
          'ser indemnizado por los daños causados por una vulneración de tus derechos;',
          'presentar una queja ante la Comisión Nacional de Privacidad (privacy.gov.ph).',
        ],
        'Algunos datos deben conservarse durante los plazos que fija la ley aunque pidas borrarlos; te lo diremos cuando sea el caso.',
      ],
    },
    {
      heading: 'Cómo ejercer tus derechos en la aplicación',
      blocks: [
        'En Mi perfil, "Mis datos" muestra todo lo que guardamos sobre ti y te permite descargarlo en un archivo, al instante.',
        [
          '"Eliminar mi cuenta" (en Mis datos) elimina tus fotos de identidad, contactos de emergencia, información personal, cuenta bancaria, dispositivos, ubicación, registros de uso, mensajes y opiniones, y cierra tu sesión en todos los dispositivos. Primero pide un código que te enviamos por SMS. No es posible mientras tengas un préstamo abierto o te debamos un reembolso.',
          'Lo que la ley nos obliga a conservar después: tus préstamos y pagos (importes y fechas) y tu número de identificación en una forma que no se puede leer, durante 5 años tras la eliminación, como exigen las normas contra el blanqueo de capitales; después también se eliminan. Tu número puede registrarse de nuevo como nuevo cliente.',
          'En Mi perfil, "Tus decisiones" te permite retirar en cualquier momento tu consentimiento a la ubicación, las notificaciones y las estadísticas de uso; se detiene al instante en ese dispositivo.',
          'Los recordatorios de pago llegan solo entre las 6:00 y las 22:00, hora de Filipinas, como mensaje en la aplicación, notificación y, si las notificaciones no te llegan, SMS el día del vencimiento y el día siguiente. Puedes desactivar los recordatorios por notificación y por SMS en Mi perfil. Nunca enviamos recordatorios a tus contactos de emergencia ni a nadie más.',
        ],
      ],
    },
    {
      heading: 'Contacto con nuestro Delegado de Protección de Datos',
      blocks: [
        'Para preguntas, solicitudes sobre tus derechos o para comunicar un problema, contacta con nuestro Delegado de Protección de Datos (Data Protection Officer). Respondemos en un plazo de 15 días hábiles.',
        ['Correo electrónico: {{dpoEmail}}', 'Teléfono: {{dpoPhone}}', 'Dirección: {{dpoAddress}}'],
      ],
    },
    {
      heading: 'Cambios en este aviso',
      blocks: [
        'Cuando cambiemos este aviso actualizaremos la fecha de arriba y te avisaremos en la app antes de que entre en vigor un cambio que te afecte.',
      ],
    },
  ],
} satisfies PolicyText;
