// `/api/user/product/*`: the products, the disclosure of a loan, and applying (PRODUCT.md section 8).
import { Hono } from 'hono';
import * as v from 'valibot';
import type {
  ApplyLoanAnswer,
  ApplyLoanRequest,
  Disclosure,
  Product as ProductAnswer,
  ProductList,
  QuoteRequest,
} from '../../contract/borrow';
import { readCreditInfo } from './credit-info';
import type { Deps } from '../deps';
import { AppError, ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import { flag, int, money, text } from '../http/fields';
import { shaped, valid } from '../http/valid';
import type { Product } from '../pricing/product';
import { quote } from '../pricing/quote';
import { applyLoan } from './apply-service';
import { checkLoanTerms } from './loan-terms';
import { SWEEP_MS } from './policy';

/** List id of the recommendations (`productList/V2/1`); any other id lists every product. */
export const RECOMMENDED = 1;

const loan = { productCode: text(32), amount: money(1, 1e9), term: int(1, 366) };
const quoteBody = shaped<QuoteRequest>()(v.object(loan));
// A missing or false acceptance reaches the service, which refuses it with a plain msg.
const applyBody = shaped<Omit<ApplyLoanRequest, 'agreementAccepted'> & { agreementAccepted: boolean }>()(
  v.object({ ...loan, agreementAccepted: v.optional(flag(), false) }),
);
/** Client-made, one per tap of Apply: printable, 8 to 128 characters. */
const KEY = /^[\x21-\x7e]{8,128}$/;

function productAnswer(p: Product, cap: number): ProductAnswer {
  return {
    productCode: p.code,
    productName: p.name,
    productIcon: p.icon,
    productAmount: Math.min(p.maxAmount, cap),
    minAmount: p.minAmount,
    terms: p.terms,
  };
}

/** Product routes, mounted at /api/user/product with `auth: 'user'`. */
export function productRoutes({ db, config, clock }: Deps) {
  const keyOf = (header: string | undefined): string => {
    if (!header || !KEY.test(header)) throw new AppError(400, 'idemKeyMissing');
    return header;
  };
  // Where the development policy decides by itself, the borrower is told it sends the money within
  // two of its delays (approve, then disburse), each picked up by the next sweep.
  const told = (a: ApplyLoanAnswer): ApplyLoanAnswer =>
    config.autoDecideMs > 0 ? { ...a, autoDisburseWithinMs: 2 * (config.autoDecideMs + SWEEP_MS) } : a;
  return new Hono<SignedInEnv>()
    .get('/productList/V2/:id{[0-9]{1,4}}', async (c) => {
      const products = config.pricing.products;
      if (Number(c.req.param('id')) !== RECOMMENDED) return c.json(ok<ProductList>(products.map((p) => productAnswer(p, p.maxAmount))));
      // Recommendations: what the borrower can take now, capped at what is left of the limit.
      const { availableLimit, locked } = await readCreditInfo(db, c.get('caller').userId, clock.now());
      return c.json(
        ok<ProductList>(locked ? [] : products.filter((p) => p.minAmount <= availableLimit).map((p) => productAnswer(p, availableLimit))),
      );
    })
    .post('/quote', valid('body', quoteBody), async (c) => {
      const req = c.req.valid('json');
      return c.json(ok<Disclosure>(quote(checkLoanTerms(config.pricing, req), req.amount, req.term, clock.now())));
    })
    .post('/applyLoan', valid('body', applyBody), async (c) => {
      const { agreementAccepted, ...req } = c.req.valid('json');
      const key = keyOf(c.req.header('Idempotency-Key'));
      return c.json(
        ok<ApplyLoanAnswer>(told(await applyLoan(db, config, c.get('caller').userId, key, req, agreementAccepted, clock.now()))),
      );
    })
    .post('/applyLoan/auto', async (c) => {
      const key = keyOf(c.req.header('Idempotency-Key'));
      // Repeating a loan whose agreement was accepted: the one tap is the acceptance (the app shows it).
      return c.json(ok<ApplyLoanAnswer>(told(await applyLoan(db, config, c.get('caller').userId, key, 'auto', true, clock.now()))));
    });
}
