import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../../server/config';
import { CREDIT_RULE, decideCreditLimit } from '../../../server/credit/credit-rule';

test('a newly certified borrower gets the configured starting limit, in centavos, with the rule named', () => {
  const config = readConfig({}, { staticDir: '/srv' });
  assert.equal(decideCreditLimit(config, { userId: 1 }), { creditLimit: 500_000, rule: CREDIT_RULE });
  const raised = readConfig({ CREDIT_START_LIMIT: '12000' }, { staticDir: '/srv' });
  assert.is(decideCreditLimit(raised, { userId: 1 }).creditLimit, 1_200_000);
});

test.run();
