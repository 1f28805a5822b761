// The book `npm run bench:scale` measures: N certified borrowers, each with a bank account, a credit
// limit, three identity photos, a liveness check, a saved identity and one bill with its first history
// line: a third repaying (the first `backlog` of them due within the next day, the rest later), the
// others settled. Written by SQL alone (a recursive CTE on SQLite, generate_series on PostgreSQL),
// one statement per table, so half a million borrowers take seconds.
import { DAY_MS, HOUR_MS } from '../server/time.ts';

const REPAYING = 40;
const SETTLED = 30;

/** The row source `s(i)` for 1..n and the few expressions that differ between the two databases. */
function dialect(pg, n) {
  return pg
    ? {
        from: `generate_series(1, ${n}) as s(i)`,
        with: '',
        text: (e) => `(${e})::text`,
        pad9: (e) => `lpad((${e})::text, 9, '0')`,
        big: (e) => `(${e})::bigint`,
      }
    : {
        from: 's',
        with: `with recursive s(i) as (select 1 union all select i + 1 from s where i < ${n}) `,
        text: (e) => `cast(${e} as text)`,
        pad9: (e) => `printf('%09d', ${e})`,
        big: (e) => e,
      };
}

/**
 * The statements that write the book as of `now` (epoch ms): `n` borrowers, the first `backlog`
 * repaying bills due 12 hours after `now` (a day's move of the clock makes them fall due together).
 */
export function seedStatements({ pg, n, backlog, now }) {
  const d = dialect(pg, n);
  const ins = (table, columns, select) => `${d.with}insert into ${table} (${columns}) select ${select} from ${d.from}`;
  const repaying = `i % 3 = 0`;
  const past = now - 40 * DAY_MS;
  const due = `case when i <= ${3 * backlog} then ${now + 12 * HOUR_MS} else ${now + 2 * DAY_MS} + ${d.big('i % 28')} * ${DAY_MS} end`;
  const img = (kind) => `'img-' || ${d.text('i')} || '-${kind}'`;
  return [
    ins('app_user', 'id, phone, biz_status, created_at', `i, '09' || ${d.pad9('i')}, 60, ${past}`),
    ins(
      'bank_account',
      'user_id, bank_code, account_no, account_name, created_at, updated_at',
      `i, 'BDO', ${d.pad9('i')}, 'Seeded Borrower', ${past}, ${past}`,
    ),
    ins('credit_limit', 'user_id, credit_limit, rule, granted_at', `i, 1000000, 'seed', ${past}`),
    ins(
      'kyc_image',
      'id, user_id, kind, document_type, format, width, height, bytes, sha256, image_ref, created_at',
      `${img('front')}, i, 'front', 'UMID', 'jpeg', 640, 480, 50000, 'x', ${img('front')}, ${past}`,
    ),
    ins(
      'kyc_image',
      'id, user_id, kind, document_type, format, width, height, bytes, sha256, image_ref, created_at',
      `${img('back')}, i, 'back', 'UMID', 'jpeg', 640, 480, 50000, 'x', ${img('back')}, ${past}`,
    ),
    ins(
      'kyc_image',
      'id, user_id, kind, document_type, format, width, height, bytes, sha256, image_ref, created_at',
      `${img('face')}, i, 'face', null, 'jpeg', 640, 480, 50000, 'x', ${img('face')}, ${past}`,
    ),
    ins(
      'liveness_tx',
      'id, user_id, created_at, expires_at, image_id, passed, finished_at',
      `'lt-' || ${d.text('i')}, i, ${past}, ${past + HOUR_MS}, ${img('face')}, 1, ${past}`,
    ),
    ins(
      'kyc_record',
      'user_id, document_type, id_number, full_name, birthday, front_image_id, back_image_id, face_image_id, saved_at',
      `i, 'UMID', '0111-' || ${d.pad9('i')}, 'Seeded Borrower', '1990-01-01', ${img('front')}, ${img('back')}, ${img('face')}, ${past}`,
    ),
    ins(
      'bill',
      'id, user_id, repay_id, product_code, product_name, amount, term, status, disclosure, net_proceeds, total_repayable, paid, idem_key, request_hash, apply_time, status_at, disbursed_at, due_date, closed_at',
      `i, i, 'R' || ${d.text('i')}, 'P14', 'Cash 14', 500000, 14, case when ${repaying} then ${REPAYING} else ${SETTLED} end, '{}', 450000, 560000,
       case when ${repaying} then 0 else 560000 end, 'seed-' || ${d.text('i')}, 'h', ${past}, ${past}, ${past},
       case when ${repaying} then ${due} else ${past + 14 * DAY_MS} end, case when ${repaying} then null else ${past + 10 * DAY_MS} end`,
    ),
    ins('bill_event', 'id, bill_id, from_status, to_status, event, actor, at', `i, i, null, 10, 'apply', 'borrower', ${past}`),
    `${d.with}insert into bill_ledger (bill_id, principal, interest, service_fee, updated_at) select i, 500000, 40000, 20000, ${past} from ${d.from} where ${repaying}`,
  ];
}

/** On PostgreSQL: the id sequences moved past the seeded ids, and the planner's statistics taken (as autovacuum would soon). */
export const PG_AFTER_SEED = [
  `select setval(pg_get_serial_sequence('app_user', 'id'), (select max(id) from app_user))`,
  `select setval(pg_get_serial_sequence('bill', 'id'), (select max(id) from bill))`,
  `select setval(pg_get_serial_sequence('bill_event', 'id'), (select max(id) from bill_event))`,
];

/** On PostgreSQL, after the seed's transaction: the planner's statistics taken, as autovacuum would soon. */
export const PG_ANALYZE = 'analyze';
