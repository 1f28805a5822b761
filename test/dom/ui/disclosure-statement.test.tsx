import { cleanup, render } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Disclosure } from '../../../contract/borrow';
import { DisclosureStatement } from '../../../src/ui/disclosure/disclosure-statement';

test.after.each(cleanup);

const figures = () => [...document.querySelectorAll('dd')].map((dd) => dd.textContent).filter((x) => x?.startsWith('₱'));
const statement = (over: Partial<Disclosure>): Disclosure => ({
  amount: 250_000,
  charges: [
    { name: 'serviceFee', amount: 12_500, upfront: true },
    { name: 'interest', amount: 1_800, upfront: false },
  ],
  netProceeds: 237_500,
  totalRepayable: 251_800,
  dueDate: Date.parse('2026-12-03T10:00:00+08:00'),
  monthlyInterestPct: 2.57,
  monthlyEirPct: 4.96,
  ...over,
});

test('whole pesos everywhere read as whole pesos', () => {
  render(<DisclosureStatement d={statement({})} />);
  assert.equal(figures(), ['₱2,500', '₱125', '₱18', '₱2,375', '₱2,518']);
});

test('when one amount has centavos, every amount of the statement shows them, so they read alike side by side', () => {
  render(
    <DisclosureStatement
      d={statement({ charges: [{ name: 'serviceFee', amount: 4_951, upfront: true }], netProceeds: 245_049, totalRepayable: 250_000 })}
    />,
  );
  assert.equal(figures(), ['₱2,500.00', '₱49.51', '₱2,450.49', '₱2,500.00']);
});

test.run();
