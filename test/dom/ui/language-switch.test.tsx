import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { defineMessages, locale, setLocale } from '../../../src/i18n/i18n';
import type { FeatureMessages } from '../../../src/i18n/message-key';
import { LanguageSwitch } from '../../../src/ui/language-switch';
import { choose } from './dom-helpers';

let offline = false;
/** A page's dictionary met just now (none of its tables loaded yet), whose other languages do not load while `offline` is set. */
async function pageDictionary(name: string): Promise<void> {
  await defineMessages(name as keyof FeatureMessages, {} as never, () =>
    offline ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve({ default: {} }),
  );
}

test.after.each(async () => {
  cleanup();
  offline = false;
  await setLocale('en');
});

test('a language that fails to load leaves the picker on the page language, says so, and Try again loads it', async () => {
  await setLocale('en');
  await pageDictionary('language-switch-test');
  render(<LanguageSwitch />);
  const picker = screen.getByLabelText('Language') as HTMLSelectElement;
  offline = true;
  choose(picker, 'fil');
  const alert = await screen.findByRole('alert');
  assert.match(alert.textContent ?? '', 'Filipino did not load');
  assert.is(locale.value, 'en');
  assert.is(picker.value, 'en', 'the picker shows the language the page is in');

  offline = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => assert.is(locale.value, 'fil'));
  assert.is(picker.value, 'fil');
  assert.is(screen.queryByRole('alert'), null);
});

test.run();
