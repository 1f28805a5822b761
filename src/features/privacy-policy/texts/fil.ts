import type { PolicyText } from '../policy-text';

/** Abiso sa privacy, Filipino (Data Privacy Act of 2012, NPC Circular 20-01). */
export default {
  updatedLabel: 'Huling na-update',
  updated: '2026-11-28',
  intro:
    'Ang {{lender}} (SEC Registration No. {{secNo}}, Numero ng Certificate of Authority {{caNo}}) ang personal information controller ng app na ito. Ipinapaliwanag ng abisong ito kung anong personal na datos ang kinokolekta namin kapag ginagamit mo ito, bakit, gaano katagal namin itong itinatago, sino ang tumatanggap nito at ano ang mga karapatan mo sa ilalim ng Data Privacy Act of 2012 (Republic Act No. 10173), ng Implementing Rules nito at ng NPC Circular No. 20-01 tungkol sa pagpapautang.',
  sections: [
    {
      heading: 'Ano ang kinokolekta namin at bakit',
      blocks: [
        [
          'Ang iyong mobile number at ang mga one-time sign-in code na ipinapadala namin sa SMS: para gawin ang iyong account at ligtas kang makapag-sign in.',
          'Mga detalye ng pagkakakilanlan: larawan ng iyong government ID, live na larawan ng iyong mukha at ang mga detalyeng nabasa mula sa ID: para matiyak na ikaw nga ang sinasabi mo, gaya ng hinihingi ng mga patakaran laban sa money laundering, at para walang ibang makautang sa pangalan mo.',
          'Personal na impormasyong tina-type mo: kasarian, petsa ng kapanganakan, email, pinag-aralan, civil status, bilang ng anak, trabaho, industriya, kita, uri ng sahod, araw ng sahod, pangalan at address ng kumpanya: para masuri ang iyong aplikasyon at matukoy kung magkano ang maipapautang namin.',
          'Dalawang emergency contact na ikaw mismo ang nag-type (pangalan, relasyon, mobile number): para lamang kumpirmahin ang iyong impormasyon at, kung talagang hindi ka namin makontak, para pakiusapan silang sabihan kang makipag-ugnayan sa amin. Hindi namin kailanman sinasabi sa kanila ang tungkol sa iyong utang o anumang halagang dapat mong bayaran.',
          'Ang iyong bank o e-wallet account: para maipadala ang iyong loan at maitugma ang iyong mga bayad.',
          'Ang iyong mga loan, bayad, extension, coupon at mensahe sa amin: para patakbuhin ang iyong account, sagutin ka at itago ang mga rekord na hinihingi ng batas.',
          'Impormasyon ng device: isang random na device ID na ginawa ng app, ang iyong operating system, laki ng screen, browser at kung binuksan ang app mula sa home screen: para mapanatiling ligtas ang iyong account at maayos ang mga problema.',
          'Ang iyong lokasyon, kung papayagan mo lamang: para matukoy ang panloloko, tulad ng aplikasyong ginawa mula sa lugar na hindi mo pa napuntahan.',
          'Kung paano ginagamit ang app (mga binuksang page, mga error): para mahanap at maayos ang mga problema. Hindi ito ginagamit sa pagpapasya sa iyong loan.',
        ],
      ],
    },
    {
      heading: 'Mga pahintulot at kung kailan namin hinihingi',
      blocks: [
        'Bago humingi ng pahintulot ang iyong browser, nagpapakita ang app ng maikling paliwanag kung bakit. Ang pagtanggi ay hindi kailanman pumipigil sa paggamit mo ng app, maliban sa camera sa pag-verify ng pagkakakilanlan, na hindi magagawa kung wala ito.',
        [
          'Camera: habang kinukunan mo lamang ng larawan ang iyong ID at mukha sa pag-verify ng pagkakakilanlan, at hindi kailanman sa ibang oras.',
          'Lokasyon: hinihingi nang isang beses, kapag nag-apply ka ng loan (puwede mo itong hilingin ulit sa Aking profile); maaari kang tumanggi o patayin ito anumang oras sa settings ng browser.',
          'Notification: hinihingi nang isang beses, pagkatapos ng una mong loan application, para sabihan ka kapag naaprubahan o malapit nang ma-due ang iyong loan; maaari mo itong patayin anumang oras.',
        ],
        'Hindi at hindi kayang buksan ng app na ito ang iyong contact list, photo gallery o mga text message. Kapag nag-attach ka ng larawan (resibo o larawan para sa feedback), ang larawan lamang na pinili mo ang ibinibigay ng browser sa amin. Kung mag-alok ang iyong telepono na punan ang sign-in code mula sa isang text message, ang code lamang na iyon ang nakakarating sa app, at kung papayag ka lamang.',
      ],
    },
    {
      heading: 'Bakit pinapayagan kaming iproseso ang iyong datos',
      blocks: [
        'Pinoproseso namin ang iyong datos para pasukin at tuparin ang kontrata ng loan na hinihingi mo; para sumunod sa batas (kabilang ang Anti-Money Laundering Act, ang Credit Information System Act at ang mga patakaran ng Securities and Exchange Commission); para protektahan ka at kami laban sa panloloko; at, para sa lokasyon at notification, nang may pahintulot mo, na maaari mong bawiin anumang oras.',
      ],
    },
    {
      heading: 'Sino ang tumatanggap ng iyong datos',
      blocks: [
        'Ibinabahagi lamang namin ang kailangan ng bawat isa, sa ilalim ng nakasulat na kasunduan na nag-aatas sa kanilang protektahan ito:',
        [
          'ang Credit Information Corporation, na pinag-uulatan ng mga nagpapautang ayon sa batas;',
          'mga bangko, e-wallet at payment center na nagpapadala ng iyong loan at tumatanggap ng iyong mga bayad;',
          'mga provider ng identity verification, SMS at cloud hosting na gumagawa ayon sa aming tagubilin;',
          'mga collection agency, kung overdue lamang ang loan, na sakop ng mga patakaran laban sa hindi makatarungang paniningil (SEC Memorandum Circular No. 18, series of 2019);',
          'mga regulator, korte at tagapagpatupad ng batas, kapag hinihingi ng batas.',
        ],
        'Hindi namin kailanman ibinebenta ang iyong personal na datos. Kung binuksan mo ang app na ito mula sa app ng isang partner, ibinigay ng partner na iyon ang iyong mobile number para makapag-sign in ka; hindi namin ibinabahagi sa partner ang mga detalye ng iyong loan.',
      ],
    },
    {
      heading: 'Gaano katagal namin ito itinatago',
      blocks: [
        [
          'Mga sign-in code: 5 minuto, pagkatapos ay hindi na gumagana.',
          'Mga rekord ng account, pagkakakilanlan, loan at bayad: 5 taon pagkatapos mabayaran nang buo ang huli mong loan o maisara ang iyong account, gaya ng hinihingi ng mga patakaran laban sa money laundering.',
          'Kung hindi ka kailanman umutang: binubura ang iyong datos 1 taon pagkatapos ng huli mong pag-sign in, maliban kung hinihingi ng batas na itago nang mas matagal ang mga rekord ng pagkakakilanlan.',
          'Impormasyon ng device, lokasyon at mga rekord ng paggamit: 1 taon.',
        ],
        'Pagkatapos ng mga panahong ito, binubura namin o ginagawang anonymous ang iyong datos.',
      ],
    },
    {
      heading: 'Paano namin ito pinoprotektahan',
      blocks: [
        'Naka-encrypt ang iyong datos habang ipinapadala. Ang mga sign-in token ay itinatago lamang sa anyong hindi na mababasa pabalik, at nag-e-expire pagkatapos ng 30 araw na hindi ginagamit. Ang mga kawaning nangangailangan lamang ng iyong datos sa kanilang trabaho ang nakakakita nito, at nakatali sila sa pagiging kumpidensyal.',
      ],
    },
    {
      heading: 'Ang iyong mga karapatan',
      blocks: [
        'Sa ilalim ng Data Privacy Act, may karapatan kang:',
        [
          'malaman kung paano pinoproseso ang iyong datos;',
          'makita ang iyong datos at makakuha ng kopya nito;',
          'itama ang datos na mali o luma na;',
          'tumutol sa pagproseso, at bawiin ang iyong pahintulot kung doon kami nakasandal;',
          'ipabura o ipa-block ang datos na hindi na kailangan o pinroseso nang labag sa batas;',
          'matanggap ang iyong datos sa portable na electronic format;',
          'mabayaran sa pinsalang dulot ng paglabag sa iyong mga karapatan;',
          'magsampa ng reklamo sa National Privacy Commission (privacy.gov.ph).',
        ],
        'May ilang datos na kailangang itago sa panahong itinakda ng batas kahit hilingin mong burahin ito; sasabihan ka namin kapag ganito ang kaso.',
      ],
    },
    {
      heading: 'Paano gamitin ang iyong mga karapatan sa app',
      blocks: [
        'Sa Aking profile, ipinapakita ng "Aking data" ang lahat ng hawak naming data tungkol sa iyo at puwede mo itong i-download bilang isang file, agad-agad.',
        [
          'Binubura ng "Burahin ang aking account" (sa Aking data) ang iyong mga larawan ng ID, mga emergency contact, personal na impormasyon, bank account, mga device, lokasyon, mga tala ng paggamit, mga mensahe at puna, at ila-log out ka sa lahat ng device. Hihingi muna ito ng code na ite-text namin sa iyo. Hindi ito puwede habang may bukas na loan o may refund pa kaming dapat ibalik sa iyo.',
          'Ang kailangan naming itago ayon sa batas pagkatapos nito: ang iyong mga loan at bayad (halaga at petsa) at ang numero ng iyong ID sa anyong hindi na mababasa, nang 5 taon pagkatapos ng pagbura, ayon sa mga patakaran laban sa money laundering; pagkatapos ay buburahin din ang mga ito. Puwedeng mag-sign up ulit ang iyong numero bilang bagong borrower.',
          'Sa Aking profile, hinahayaan ka ng "Mga pinili mo" na bawiin anumang oras ang pahintulot sa lokasyon, mga notification at istatistika ng paggamit; titigil ito agad sa device na iyon.',
          'Dumarating lang ang mga paalala sa pagbabayad mula 6:00 a.m. hanggang 10:00 p.m., oras sa Pilipinas, bilang mensahe sa app, notification, at kung hindi ka maabot ng notification, SMS sa takdang petsa at sa susunod na araw. Puwede mong patayin ang mga paalala sa notification at SMS sa Aking profile. Hindi kami kailanman nagpapadala ng paalala sa iyong mga emergency contact o sa iba pang tao.',
        ],
      ],
    },
    {
      heading: 'Makipag-ugnayan sa aming Data Protection Officer',
      blocks: [
        'Para sa mga tanong, kahilingan tungkol sa iyong mga karapatan o para mag-ulat ng alalahanin, makipag-ugnayan sa aming Data Protection Officer. Sumasagot kami sa loob ng 15 araw ng trabaho.',
        ['Email: {{dpoEmail}}', 'Telepono: {{dpoPhone}}', 'Address: {{dpoAddress}}'],
      ],
    },
    {
      heading: 'Mga pagbabago sa abisong ito',
      blocks: [
        'Kapag binago namin ang abisong ito, ina-update namin ang petsa sa itaas, at sasabihan ka namin sa app bago magkabisa ang pagbabagong makakaapekto sa iyo.',
      ],
    },
  ],
} satisfies PolicyText;
