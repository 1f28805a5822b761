// Where a loan can be paid out: Philippine banks and e-wallets (InstaPay participants). `digits` are
// the account-number lengths each one issues; e-wallet accounts are the holder's mobile number
// (09XXXXXXXXX, 11 digits). A lender confirms the list and the lengths with its disbursement
// gateway and edits them here: the app reads them from `GET /account/bankBranch`.
import type { Bank as ContractBank } from '../../contract/certification';

/** One entry of the bank-list picker (PRODUCT.md section 8; the shared contract). */
export type Bank = ContractBank;

const wallet = (bankCode: string, bankName: string): Bank => ({ bankCode, bankName, kind: 'ewallet', digits: [11] });
const bank = (bankCode: string, bankName: string, digits: number[]): Bank => ({ bankCode, bankName, kind: 'bank', digits });

/** Every bank and e-wallet a borrower may choose, e-wallets first (most borrowers use one). */
export const BANKS: readonly Bank[] = [
  wallet('GCASH', 'GCash'),
  wallet('MAYA', 'Maya'),
  wallet('SHOPEEPAY', 'ShopeePay'),
  wallet('GRABPAY', 'GrabPay'),
  wallet('COINSPH', 'Coins.ph'),
  // GoTyme, Tonik and SeaBank are digital banks: their accounts are bank account numbers, not mobiles.
  bank('GOTYME', 'GoTyme Bank', [12]),
  bank('TONIK', 'Tonik Digital Bank', [12]),
  bank('SEABANK', 'SeaBank Philippines', [12]),
  bank('BDO', 'BDO Unibank', [10, 12]),
  bank('BPI', 'Bank of the Philippine Islands (BPI)', [10]),
  bank('MBTC', 'Metrobank', [13]),
  bank('LBP', 'Landbank of the Philippines', [10]),
  bank('PNB', 'Philippine National Bank (PNB)', [12]),
  bank('SECB', 'Security Bank', [13]),
  bank('UBP', 'UnionBank of the Philippines', [12]),
  bank('RCBC', 'RCBC', [10]),
  bank('CBC', 'China Bank', [10, 12]),
  bank('EWB', 'EastWest Bank', [12]),
  bank('PSB', 'PSBank', [12]),
  bank('AUB', 'Asia United Bank (AUB)', [12]),
  bank('MAYBANK', 'Maybank Philippines', [11, 12]),
  bank('CIMB', 'CIMB Bank Philippines', [10, 14]),
  bank('DBP', 'Development Bank of the Philippines', [10]),
  bank('PBCOM', 'PBCOM', [12]),
  bank('BOC', 'Bank of Commerce', [12]),
];

/** The entry with this code, if any. */
export function findBank(bankCode: unknown): Bank | undefined {
  return BANKS.find((b) => b.bankCode === bankCode);
}
