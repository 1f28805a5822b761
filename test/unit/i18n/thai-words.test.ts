import { test } from 'uvu';
import * as assert from 'uvu/assert';
import agreement from '../../../src/features/borrow/texts/th';
import disclosure from '../../../src/ui/disclosure/messages/th';

// "Amount financed" is shown before any approval: "the approved amount" (ที่ได้รับอนุมัติ) would say
// more than has happened.
test('Thai calls the amount financed the loan amount, never the approved amount, in the disclosure and the agreement', () => {
  assert.not.match(disclosure['disclosure.amountFinanced'], 'อนุมัติ');
  assert.not.match(JSON.stringify(agreement), 'จำนวนเงินที่ได้รับอนุมัติ');
});

test.run();
