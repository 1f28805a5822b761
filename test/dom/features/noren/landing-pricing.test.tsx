import { cleanup, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import NorenPage from '../../../../src/features/noren/noren-page';
import { landingTerms, LANDING_TERMS } from '../../../../src/features/noren/loan-terms';
import { navigate } from '../../../../src/router/navigate';
import { clearSession } from '../../../../src/session/session';
import { fakeServer, restoreFetch } from '../../support/fake-server';

test.after(() => {
  cleanup();
  restoreFetch();
  landingTerms.value = LANDING_TERMS;
});

test('the landing shows the build-time terms first, then the server’s pricing from appConfig', async () => {
  clearSession();
  navigate('/noren');
  fakeServer({ 'GET /public/appConfig': { data: { staffService: {}, pricing: { maxAmount: 4_000_000, minAmount: 100_000, minTerm: 14, maxTerm: 21, dailyInterestPct: 0.1 } } } });
  render(<NorenPage params={{}} titleKey="route.noren" />);
  screen.getByText('0.2%');
  await screen.findByText('0.1%');
  screen.getByText('₱40,000');
  screen.getByText('14–21 days');
});

test.run();
