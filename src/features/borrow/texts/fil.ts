import type { AgreementText } from '../loan-agreement';

/** Ang loan agreement sa Filipino: may mga detalye ng nagpapautang at ng quote sa screen. */
export default {
  sections: [
    {
      heading: 'Sino ang nagkakasundo',
      blocks: [
        'Ikaw, ang umuutang, at ang {{lender}} (SEC Registration No. {{secNo}}, Certificate of Authority No. {{caNo}}), ang nagpapautang.',
      ],
    },
    {
      heading: 'Ang loan mo',
      blocks: [
        'Halagang ipapahiram: {{amount}}. Mga singil: {{charges}}.',
        'Matatanggap mo ang {{net}} sa bank o e-wallet account na naka-save, at babayaran mo ang {{total}} hanggang {{dueDate}} ({{term}}). Binibilang ang takdang petsa mula sa araw na naipadala ang pera.',
        'Antas ng interes {{interest}}; epektibong interest rate {{eir}}, ayon sa disclosure statement.',
      ],
    },
    {
      heading: 'Maagang pagbabayad',
      blocks: ['Puwede mong bayaran ang buo o bahagi ng loan kahit kailan, walang singil sa maagang pagbabayad.'],
    },
    {
      heading: 'Kapag late ang bayad',
      blocks: [
        'Simula sa araw pagkatapos ng takdang petsa, may late fee na {{penalty}} sa principal na hindi pa bayad para sa bawat araw na huli (30 araw ang isang buwan), at naka-lock ang credit limit mo hanggang makabayad ka. Ang interes, mga singil at late fee, pinagsama, ay hindi lalampas sa halagang ipinahiram.',
      ],
    },
    {
      heading: 'Ang data mo',
      blocks: [
        'Ginagamit lang namin ang personal data mo ayon sa aming privacy notice, sa ilalim ng Data Privacy Act of 2012. Hindi namin binabasa ang contacts, photos o messages mo, at wala kaming sinasabi sa emergency contacts mo tungkol sa loan mo.',
      ],
    },
    {
      heading: 'Pagtanggap',
      blocks: [
        'Ang pag-tick sa kahon at pag-tap sa Mag-apply ay pagtanggap sa agreement na ito at sa disclosure statement. Wala kang utang hangga’t hindi naaaprubahan ang loan at naipapadala ang pera.',
      ],
    },
  ],
} satisfies AgreementText;
