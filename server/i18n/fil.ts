// Server messages in Filipino.
import type { MessageKey } from './en';

/** Filipino server messages. */
export const fil: Record<MessageKey, string> = {
  success: 'Matagumpay',
  serverError: 'May nangyaring mali, pakisubukang muli',
  notFound: 'Hindi nahanap',
  invalidField: 'Pakitingnan ang field na "{field}"',
  badEnvelope: 'Hindi mabasa ang request. Pakiupdate ang app at subukang muli',
  plaintextRefused: 'Kailangang naka-encrypt ang request: ipadala ang {"payload"} kasama ang header na EFLAG: 1',
  tooLarge: 'Masyadong malaki ang request (hanggang {kb} KB lang)',
  unknownDict: 'Hindi kilalang listahan "{type}"',
  unauthorized: 'Pakimag-sign in muli',
  tokenExpired: 'token is expired',
  phoneEmpty: 'Hindi puwedeng walang laman ang numero ng telepono',
  phoneFormat: 'Pakitingnan ang format ng numero ng telepono',
  codeEmpty: 'Hindi puwedeng walang laman ang verification code',
  codeFormat: 'Pakilagay ang 4-digit na verification code',
  codeWrong: 'Mali o expired na ang verification code. Pakitingnan ito o humingi ng bago',
  phoneLocked: 'Masyadong maraming maling code. Para sa iyong kaligtasan, naka-lock ang numerong ito; subukang muli pagkalipas ng {minutes} minuto',
  otpWait: 'Maghintay ng {seconds} segundo bago humingi ng panibagong code',
  otpPhoneLimit: 'Masyadong maraming code ang hiningi para sa numerong ito. Subukang muli pagkalipas ng {minutes} minuto',
  otpDeviceLimit: 'Masyadong maraming code ang hiningi mula sa device na ito. Subukang muli pagkalipas ng {minutes} minuto',
  otpType: 'Hindi suportado ang ganitong uri ng verification code',
  smsFailed: 'Hindi namin maipadala ang code sa ngayon. Pakisubukang muli mamaya',
  partnerAuth: 'Nabigo ang authentication ng partner',
  partnerUnknownChannel: 'Hindi kilala ang partner na ito',
  partnerTaskInvalid: 'Hindi na valid ang sign-in link na ito. Bumalik sa app ng partner at subukang muli, o mag-sign in gamit ang iyong numero ng telepono',
  codeRequestNew: 'Walang valid na code para sa numerong ito. Humiling ng bagong code',
  deviceIdMissing: 'Hindi makilala ang device na ito. I-restart ang app at subukan ulit',
  otpIpLimit: 'Masyadong maraming code ang hiningi mula sa network na ito. Subukan ulit pagkalipas ng {minutes} minuto',
  checkIpLimit: 'Masyadong maraming maling code ang inilagay mula sa network na ito. Subukan ulit pagkalipas ng {minutes} minuto',
  partnerPhoneTaken: 'May account na ang numerong ito. Mag-sign in gamit ang iyong numero ng telepono at verification code',
  smsText: 'Ang iyong sign-in code ay {code}. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibahagi kahit kanino, kahit sa aming staff.',
  // Hardening (issue 13): nesting cap, the phone's daily cap on wrong codes.
  tooDeep: 'Masyadong malalim ang pagkaka-nest ng request (hanggang {depth} level lang)',
  phoneDailyCap: 'Masyadong maraming maling code ang nailagay para sa numerong ito ngayong araw. Mag-sign in mula sa device na ginamit mo na rito, o subukang muli pagkalipas ng {hours} oras',
};
