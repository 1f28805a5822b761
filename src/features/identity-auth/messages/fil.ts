/** Mga mensahe ng simula ng beripikasyon sa Filipino ("ID", "e-wallet", "SMS" ay ginagamit talaga ng mga Pilipino). */
export default {
  'idAuth.intro': 'I-verify ang account mo nang isang beses para makautang. Mga 5 minuto lang.',
  'idAuth.stepsTitle': 'Ang kakailanganin mo',
  'idAuth.step0Title': 'Pag-check ng numero',
  'idAuth.step0Body': 'Isang code na ipapadala sa mobile number na ginamit mo sa pag-sign in.',
  'idAuth.step1Title': '1. Pagkakakilanlan',
  'idAuth.step1Body': 'Isang valid na government ID at litrato ng mukha mo, kuha sa camera mo.',
  'idAuth.step2Title': '2. Personal na impormasyon',
  'idAuth.step2Body': 'Ang petsa ng kapanganakan, pinag-aralan, trabaho at buwanang kita mo.',
  'idAuth.step3Title': '3. Mga emergency contact',
  'idAuth.step3Body': 'Pangalan at mobile number ng dalawang taong pinagkakatiwalaan mo, ikaw ang magta-type.',
  'idAuth.step4Title': '4. Account sa bangko',
  'idAuth.step4Body': 'Bank account o e-wallet na nakapangalan sa iyo, para matanggap ang utang.',
  'idAuth.privacyTitle': 'Ang privacy mo',
  'idAuth.privacyCamera': 'Ginagamit lang namin ang camera habang kinukunan mo ang ID at mukha mo.',
  'idAuth.privacyTyped': 'Ikaw mismo ang magta-type ng mga contact mo.',
  'idAuth.privacyNever': 'Hindi namin binabasa ang contact list, gallery o mga SMS mo.',
  'idAuth.consent':
    'Pumapayag ako na gamitin ang impormasyon at mga litrato ko para i-verify ang pagkakakilanlan ko at suriin ang utang ko, ayon sa',
  'idAuth.privacyLink': 'Patakaran sa Privacy',
  'idAuth.mustAgree': 'Pumayag muna para magpatuloy',
  'idAuth.start': 'Simulan',
} as const;
