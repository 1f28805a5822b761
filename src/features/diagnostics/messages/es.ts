import type en from './en';

/** App check page messages in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'diag.intro':
    'Atención al cliente puede pedirte que abras esta página. Muestra cómo este teléfono llega a nuestro servicio; no se envía nada a ningún sitio salvo que lo copies.',
  'diag.version': 'Versión de la app',
  'diag.device': 'ID del dispositivo',
  'diag.api': 'Conexión con nuestro servicio',
  'diag.apiChecking': 'Comprobando…',
  'diag.apiOk': 'Accesible, {{ms}} ms de ida y vuelta',
  'diag.apiFailed': 'No accesible',
  'diag.crypto': 'Cifrado',
  'diag.cryptoWeb': 'Web Crypto (integrado en el navegador)',
  'diag.cryptoFallback': 'Alternativo (JavaScript)',
  'diag.sw': 'Uso sin conexión (service worker)',
  'diag.sw.unsupported': 'Este navegador no lo admite',
  'diag.sw.none': 'No instalado',
  'diag.sw.installing': 'Instalando',
  'diag.sw.waiting': 'Una versión nueva espera a la próxima visita',
  'diag.sw.active': 'Activo',
  'diag.sw.controlling': 'Activo y sirviendo esta página',
  'diag.storage': 'Almacenamiento',
  'diag.storageFree': 'Disponible, unos {{mb}} MB libres',
  'diag.storageUnknown': 'Disponible (espacio libre desconocido)',
  'diag.storageBlocked': 'Bloqueado: este navegador no deja que la app guarde datos',
  'diag.checkAgain': 'Comprobar de nuevo',
  'diag.copy': 'Copiar para atención al cliente',
};

export default es;
