import { cleanup, render } from '@testing-library/preact';
import { useLayoutEffect } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PageBoundary } from '../../../src/app/page-boundary';
import { currentPath, navigate } from '../../../src/router/navigate';

test.after.each(cleanup);

// A leaving page may still move the scroll on its way out: a closing dialog returns focus to its
// opener, which the browser scrolls into view before the page is removed.
function Leaving() {
  useLayoutEffect(() => () => window.scrollTo(0, 500), []);
  return <h1>Loan</h1>;
}

function Shell() {
  return <PageBoundary key={currentPath.value}>{currentPath.value === '/loan' ? <Leaving /> : <h1>Orders</h1>}</PageBoundary>;
}

test('a route change opens the new page at the top, whatever the leaving page scrolled', async () => {
  navigate('/loan');
  render(<Shell />);
  window.scrollTo(0, 300); // the borrower scrolled down to Apply
  navigate('/order');
  await new Promise((r) => setTimeout(r, 20));
  assert.is(document.querySelector('h1')?.textContent, 'Orders');
  assert.is(window.scrollY, 0);
});

test.run();
