// Wire types shared by every area (PRODUCT.md sections 2, 4 and 8). Type-only: no runtime code,
// so the server can `import type` them and a renamed field fails both type checks.

/** Money on the wire: an integer number of centavos (`500000` is ₱5,000.00); never pesos, never a float. */
export type Centavos = number & { readonly __unit?: 'centavos' };
/** A moment as epoch milliseconds. */
export type EpochMs = number;
/** A birth date as written on forms: `DD/MM/YYYY`. */
export type BirthDate = string;
/** The key of a dictionary entry (`GET /dict/getByType/{type}`), e.g. an `id_type` or `income_range` key. */
export type DictKey = string;
/** User `bizStatus` (PRODUCT.md section 3): 10 new ... 60 certified. */
export type BizStatusCode = number;
/** Bill `borrowStatus` (PRODUCT.md section 3): 10, 20, 40, 50, 70 in progress; 30, 60 completed. */
export type BorrowStatusCode = 10 | 20 | 30 | 40 | 50 | 60 | 70;

/** The answer of every call that moves the status: the new `bizStatus`. */
export interface StatusMoved<S extends BizStatusCode = BizStatusCode> {
  bizStatus: S;
}

/** The envelope's plain form (PRODUCT.md section 2): business code, data, message. */
export interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

/** A list answer: the items under `details`. */
export interface Details<T> {
  details: T[];
}
