// Whether a product, amount and term may be quoted or applied for (the limit is checked apart).
import { AppError } from '../app-error';
import { findProduct, type PricingConfig, type Product } from '../pricing/product';
import { pesoText } from '../message/money-text';

/** The product, when `amount` and `term` are within it; 400 with a plain msg otherwise. */
export function checkLoanTerms(pricing: PricingConfig, req: { productCode: string; amount: number; term: number }): Product {
  const product = findProduct(pricing, req.productCode);
  if (!product) throw new AppError(400, 'productUnknown');
  if (!product.terms.includes(req.term)) throw new AppError(400, 'loanTerm', { terms: product.terms.join(', ') });
  if (req.amount < product.minAmount || req.amount > product.maxAmount) {
    throw new AppError(400, 'loanAmount', { min: pesoText(product.minAmount), max: pesoText(product.maxAmount) });
  }
  return product;
}
