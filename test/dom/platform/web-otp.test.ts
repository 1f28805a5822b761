import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listenForSmsCode } from '../../../src/platform/web-otp';

// A browser with WebOTP: each request's signal is kept, and the request stays pending until aborted.
function fakeWebOtp() {
  const signals: AbortSignal[] = [];
  (window as unknown as { OTPCredential: unknown }).OTPCredential = function OTPCredential() {};
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      get: (o: { signal: AbortSignal }) => {
        signals.push(o.signal);
        return new Promise((_, reject) => o.signal.addEventListener('abort', () => reject(new Error('aborted'))));
      },
    },
  });
  return {
    signals,
    restore: () => {
      delete (window as unknown as { OTPCredential?: unknown }).OTPCredential;
      delete (navigator as unknown as { credentials?: unknown }).credentials;
    },
  };
}

const pageTransition = (type: string, persisted: boolean) => {
  const e = new Event(type);
  Object.defineProperty(e, 'persisted', { value: persisted });
  window.dispatchEvent(e);
};

test('the SMS request is aborted when the page is hidden (back/forward cache) and asked again when it comes back', () => {
  const fake = fakeWebOtp();
  try {
    const stop = listenForSmsCode(() => {});
    assert.is(fake.signals.length, 1);
    assert.is(fake.signals[0]!.aborted, false);
    pageTransition('pagehide', true);
    assert.is(fake.signals[0]!.aborted, true, 'no pending WebOTP request once the page is hidden');
    pageTransition('pageshow', true);
    assert.is(fake.signals.length, 2, 'restored from the cache: listening again');
    assert.is(fake.signals[1]!.aborted, false);
    stop();
    assert.is(fake.signals[1]!.aborted, true);
    pageTransition('pageshow', true);
    assert.is(fake.signals.length, 2, 'after leaving the sign-in page nothing listens');
  } finally {
    fake.restore();
  }
});

test.run();
