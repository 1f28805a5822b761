import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromeIntent, InAppGuide } from '../../../src/platform/in-app-guide';
import { inAppBrowser } from '../../../src/platform/in-app-browser';
import { InstallGuide } from '../../../src/platform/install-guide';
import { canPromptInstall, captureInstallPrompt } from '../../../src/platform/install-prompt';
import '../../../src/platform/platform-messages';

test.after.each(cleanup);

const UA = {
  facebook:
    'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.0;]',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]',
  messenger: 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 [FB_IAB/MESSENGER;FBAV/440.0;]',
  instagram: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 309.0.0',
  tiktok:
    'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 musical_ly_2023109030 BytedanceWebview/d8a21c6',
  chrome: 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
};

test('the in-app browsers are told apart from real browsers', () => {
  assert.is(inAppBrowser(UA.facebook), 'facebook');
  assert.is(inAppBrowser(UA.facebookIos), 'facebook');
  assert.is(inAppBrowser(UA.messenger), 'messenger');
  assert.is(inAppBrowser(UA.instagram), 'instagram');
  assert.is(inAppBrowser(UA.tiktok), 'tiktok');
  assert.is(inAppBrowser(UA.chrome), null);
  assert.is(inAppBrowser(UA.safari), null);
});

test('the in-app guide explains the steps, copies the link and lets the borrower stay', async () => {
  let closed = false;
  let copied = '';
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (s: string) => void (copied = s) }, configurable: true });
  render(<InAppGuide app="facebook" onClose={() => (closed = true)} />);
  assert.ok(screen.getByRole('dialog', { name: 'Open in your browser' }));
  assert.ok(screen.getByText('Choose “Open in browser” or “Open in Chrome”.'));
  fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
  await screen.findByText('Link copied. Paste it in your browser.');
  assert.is(copied, location.href);
  fireEvent.click(screen.getByRole('button', { name: 'Continue here' }));
  assert.ok(closed);
});

test('the Chrome intent keeps the address, hash route included', () => {
  assert.is(
    chromeIntent('https://app.example/?a=1#/login'),
    'intent://app.example/?a=1#/login#Intent;scheme=https;package=com.android.chrome;end',
  );
});

test('add to home screen: without the browser offer, the steps; with it, one Add button that prompts', async () => {
  render(<InstallGuide onClose={() => {}} />);
  assert.ok(screen.getByText('Tap the ⋮ menu at the top right of your browser.'));
  assert.is(screen.queryByRole('button', { name: 'Add' }), null);
  cleanup();

  captureInstallPrompt();
  let prompted = 0;
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => void prompted++,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  window.dispatchEvent(offer);
  assert.ok(offer.defaultPrevented, 'the browser banner waits for the borrower');
  assert.ok(canPromptInstall());
  let closed = false;
  render(<InstallGuide onClose={() => (closed = true)} />);
  assert.is(screen.queryByText('Tap the ⋮ menu at the top right of your browser.'), null);
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => assert.ok(closed));
  assert.is(prompted, 1);
  assert.not.ok(canPromptInstall(), 'an offer is used once');
});

test.run();
