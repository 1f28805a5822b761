import type en from './en';

/** My profile page messages in Filipino (Tagalog), loaded when Filipino is active. */
const fil: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Numero ng mobile',
  'user.privacyLink': 'Patakaran sa Privacy',
  'user.signOut': 'Mag-sign out',
  'user.signOutAsk': 'Mag-sign out sa {{app}} sa phone na ito?',
  'user.signOutNote': 'Kakailanganin mo ng bagong code sa SMS para makapag-sign in ulit.',
  'user.permissionsTitle': 'Mga pahintulot',
  'user.permissionsBody': 'Isang beses lang itinatanong sa device na ito. Itanong ulit dito kung nagbago ang isip mo.',
  'user.askLocation': 'Itanong ulit ang lokasyon',
  'user.askNotifications': 'Itanong ulit ang mga notification',
  // Support: certification, credit limit, bank account, links
  'user.certTitle': 'Pag-verify ng account',
  'user.certDone': 'Kumpleto na: puwede ka nang mag-loan.',
  'user.certStep': 'Hakbang {{n}} sa 4.',
  'user.certStart': 'Hindi pa nasisimulan.',
  'user.certContinue': 'Ituloy ang certification',
  'user.creditTitle': 'Limitasyon ng credit',
  'user.creditAvailable': 'Magagamit: {{amount}}',
  'user.creditLocked': 'Naka-lock hanggang mabayaran ang overdue na loan.',
  'user.bankTitle': 'Account sa bangko',
  'user.bankNone': 'Wala pang account.',
  'user.bankChange': 'Palitan ang bank account',
  'user.linksTitle': 'Iba pa',
  'user.messagesTitle': 'Mga mensahe',
  'user.messagesEmpty': 'Wala pang mensahe. Dito kami susulat kapag may nagbago sa loan o account mo.',
  'user.messageNew': 'Bago',
  'user.messageOpen': 'Tingnan ang detalye',
  'user.addToHome': 'Idagdag sa home screen',
};

export default fil;
