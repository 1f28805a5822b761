// Answers of a borrowing server for the DOM suites (PRODUCT.md section 8 shapes).
import type { Bill, CreditInfo, Disclosure, Product } from '../../../../contract/borrow';

/** One product: ₱1,000 to ₱10,000 over 7 or 14 days. */
export const products: Product[] = [
  { productCode: 'P7', productName: 'Quick Cash', productIcon: '', productAmount: 1_000_000, minAmount: 100_000, terms: [7, 14] },
];
/** ₱5,000 available of ₱5,000. */
export const credit: CreditInfo = {
  creditLimit: 500_000,
  availableLimit: 500_000,
  locked: false,
  nextGrowth: 100_000,
  limitCap: 2_000_000,
};
/** The quote of ₱5,000 over 7 days: a ₱250 fee taken up front, ₱300 interest paid back. */
export const quote: Disclosure = {
  amount: 500_000,
  charges: [
    { name: 'serviceFee', amount: 25_000, upfront: true },
    { name: 'interest', amount: 30_000, upfront: false },
  ],
  netProceeds: 475_000,
  totalRepayable: 530_000,
  dueDate: new Date(2026, 11, 3).getTime(),
  monthlyInterestPct: 2.57,
  monthlyEirPct: 4.96,
  monthlyPenaltyPct: 4.5,
};
/** A bill of the given status. */
export function bill(borrowId: string, borrowStatus: Bill['borrowStatus'], dueDate: number | null = null): Bill {
  return {
    borrowId,
    repayId: 'R' + borrowId,
    productName: 'Quick Cash',
    amount: 500_000,
    term: 7,
    borrowStatus,
    applyTime: new Date(2026, 10, 20).getTime(),
    dueDate,
    repayable: 530_000,
    overdueDays: 0,
    overdueFee: 0,
    paid: 0,
    disclosure: quote,
  };
}
