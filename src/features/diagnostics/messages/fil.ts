import type en from './en';

/** App check page messages in Filipino, loaded when Filipino is active. */
const fil: Record<keyof typeof en, string> = {
  'diag.intro':
    'Maaaring hilingin ng customer service na buksan mo ang page na ito. Ipinapakita nito kung paano naaabot ng phone na ito ang aming serbisyo; walang ipinapadala kahit saan maliban kung kopyahin mo.',
  'diag.version': 'Bersyon ng app',
  'diag.device': 'Device ID ng phone',
  'diag.api': 'Koneksyon sa aming serbisyo',
  'diag.apiChecking': 'Tinitingnan…',
  'diag.apiOk': 'Naaabot, {{ms}} ms balikan',
  'diag.apiFailed': 'Hindi maabot',
  'diag.crypto': 'Encryption ng data',
  'diag.cryptoWeb': 'Web Crypto (kasama ng browser)',
  'diag.cryptoFallback': 'Pamalit (JavaScript)',
  'diag.sw': 'Offline na gamit (service worker)',
  'diag.sw.unsupported': 'Hindi suportado ng browser na ito',
  'diag.sw.none': 'Hindi naka-install',
  'diag.sw.installing': 'Ini-install',
  'diag.sw.waiting': 'May bagong bersyon na naghihintay sa susunod na bisita',
  'diag.sw.active': 'Aktibo',
  'diag.sw.controlling': 'Aktibo at naghahatid ng page na ito',
  'diag.storage': 'Storage ng phone',
  'diag.storageFree': 'Magagamit, mga {{mb}} MB ang bakante',
  'diag.storageUnknown': 'Magagamit (hindi alam ang bakante)',
  'diag.storageBlocked': 'Naka-block: hindi pinapayagan ng browser na ito na mag-imbak ng data ang app',
  'diag.checkAgain': 'Tingnan ulit',
  'diag.copy': 'Kopyahin para sa customer service',
};

export default fil;
