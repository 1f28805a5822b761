import type en from './en';

// Taglish: 'disclosure statement', 'net proceeds', 'effective interest rate' are the words on Philippine lenders' forms.
/** The sample disclosure statement's messages in Filipino (Tagalog), loaded when it is active. */
const fil: Record<keyof typeof en, string> = {
  'disclosure.title': 'Disclosure statement (halimbawa)',
  'disclosure.note':
    'Halimbawa para sa pinakamalaking mahihiram mo sa pinakamahabang termino. Bago mo tanggapin ang loan, may sarili kang statement na may halaga at takdang petsa mo.',
  'disclosure.amountFinanced': 'Halagang ipapahiram (amount financed)',
  'disclosure.netProceeds': 'Net proceeds (ang matatanggap mo)',
  'disclosure.totalRepayable': 'Kabuuang babayaran',
  'disclosure.term': 'Termino',
  'disclosure.days': '{{n}} araw',
  'disclosure.effectiveRate': 'Epektibong interest rate',
  'disclosure.perMonth': '{{rate}} bawat buwan',
  'disclosure.heading': 'Disclosure statement ng loan',
  'disclosure.serviceFee': 'Service fee (ibinawas na)',
  'disclosure.interest': 'Interes',
  'disclosure.dueDate': 'Takdang petsa ng bayad',
  'disclosure.dueLater': 'Itatakda kapag naipadala na ang pera',
  'disclosure.interestRate': 'Antas ng interes',
};

export default fil;
