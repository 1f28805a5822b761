import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CodeStep, useCodeSend } from '../../../src/ui/code-step';

test.after.each(cleanup);

const words = { send: 'Send code', resend: 'Send again', resendIn: (n: number) => `Again in ${n} s`, sent: 'Code sent to 0917' };

function Harness({ request, failed = [] }: { request: () => Promise<{ resendIn: number }>; failed?: unknown[] }) {
  const [code, setCode] = useState('');
  const sender = useCodeSend(request, (e) => failed.push(e));
  return <CodeStep sender={sender} label="Code" name="code" value={code} onChange={setCode} words={words} />;
}

test('a sent code says where it went, waits out the resend time, and puts the cursor in the field', async () => {
  render(<Harness request={async () => ({ resendIn: 60 })} />);
  assert.is(screen.getByRole('status').textContent, '');
  await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
  await screen.findByText('Code sent to 0917');
  const wait = screen.getByRole('button', { name: /^Again in (59|60) s$/ }) as HTMLButtonElement;
  assert.ok(wait.disabled, 'no second code before the wait is over');
  await waitFor(() => assert.is(document.activeElement, screen.getByLabelText('Code')));
  const field = screen.getByLabelText('Code') as HTMLInputElement;
  assert.equal([field.inputMode, field.autocomplete, field.maxLength], ['numeric', 'one-time-code', 4]);
});

test('a refused send goes to the feature, which has the words for it; nothing is said sent', async () => {
  const failed: unknown[] = [];
  const refusal = new Error('too many codes');
  render(
    <Harness
      request={async () => {
        throw refusal;
      }}
      failed={failed}
    />,
  );
  await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
  await waitFor(() => assert.equal(failed, [refusal]));
  assert.is(screen.getByRole('status').textContent, '');
  assert.not.ok((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled);
});

test.run();
