import type en from './en';

// Filipino keeps words Filipinos really use: contact, mobile, emergency.
/** Emergency-contacts step messages in Filipino (Tagalog), loaded when Filipino is active. */
const fil: Record<keyof typeof en, string> = {
  'contacts.step': 'Hakbang {{n}} sa {{total}}',
  'contacts.intro':
    'Dalawang tao na puwede naming tawagan kung hindi ka namin makontak. I-type ang detalye nila; hindi namin binabasa ang contact list ng phone mo.',
  'contacts.person': 'Pang-emergency na contact {{n}}',
  'contacts.relationship': 'Relasyon',
  'contacts.name': 'Buong pangalan',
  'contacts.phone': 'Numero ng mobile',
  'contacts.choose': 'Piliin kung ano mo ang taong ito',
  'contacts.nameRequired': 'Ilagay ang pangalan ng contact',
  'contacts.nameFormat': 'Maglagay ng totoong pangalan (mga titik lang, 2 hanggang 100 character)',
  'contacts.phoneEmpty': 'Hindi puwedeng walang phone number',
  'contacts.phoneFormat': 'Pakisuri ang format ng phone number',
  'contacts.phoneOwn': 'Sarili mong number ito. Ibang tao ang ilagay',
  'contacts.phoneDuplicate': 'Dapat magkaiba ang number ng dalawang contact',
  'contacts.saved': 'Naka-save na ang hakbang na ito. I‑tap ang Susunod para magpatuloy, o Baguhin para itama ito.',
  'contacts.change': 'Baguhin',
  'contacts.editing': 'Itama ang kailangan, saka i‑tap ang I-save ang pagbabago. Magagawa mo ito hanggang sa desisyon sa credit mo.',
  'contacts.saveChanges': 'I-save ang pagbabago',
};

export default fil;
