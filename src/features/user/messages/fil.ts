import type en from './en';

/** My profile page messages in Filipino (Tagalog), loaded when Filipino is active. */
const fil: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Numero ng mobile',
  'user.privacyLink': 'Patakaran sa Privacy',
  'user.signOut': 'Mag-sign out',
  'user.signOutAsk': 'Mag-sign out?',
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
  'user.raiseLimit': 'Bayaran nang buo ang bawat loan at lalaki ang credit limit mo nang {{amount}}, hanggang {{max}}.',
  'user.limitAtCap': 'Nasa pinakamataas na ang credit limit mo.',
  'user.bankTitle': 'Account sa bangko',
  'user.bankNone': 'Wala pang account.',
  'user.bankChange': 'Palitan ang bank account',
  'user.linksTitle': 'Iba pa',
  'user.messagesTitle': 'Mga mensahe',
  'user.messagesEmpty': 'Wala pang mensahe. Dito kami susulat kapag may nagbago sa loan o account mo.',
  'user.messageNew': 'Bago',
  'user.messageOpen': 'Tingnan ang detalye',
  'user.addToHome': 'Idagdag sa home screen',
  // Consents and reminders.
  'user.choicesTitle': 'Mga pinili mo',
  'user.choicesBody':
    'Alisan ng tsek ang hindi mo na sinasang-ayunan; titigil ito agad sa device na ito. Lagyan ulit ng tsek para sumang-ayon muli.',
  'user.choiceLocation': 'Lokasyon kapag nag-a-apply ako ng loan',
  'user.choiceNotifications': 'Mga notification sa device na ito',
  'user.choiceTracking': 'Istatistika ng paggamit (mga binuksang page, mga error)',
  'user.remindersTitle': 'Mga paalala sa pagbabayad',
  'user.remindersHours':
    'Dumarating lang ang mga paalala mula 6:00 a.m. hanggang 10:00 p.m., oras sa Pilipinas: 3 araw at 1 araw bago ang takdang petsa, sa mismong takdang petsa, at tuwing ilang araw habang huli ang bayad. Hindi kami kailanman nakikipag-ugnayan sa ibang tao tungkol sa iyong loan.',
  'user.reminderPush': 'Bilang notification',
  'user.reminderSms': 'Sa SMS sa takdang petsa at sa susunod na araw, kung hindi ka maabot ng notification',
};

export default fil;
