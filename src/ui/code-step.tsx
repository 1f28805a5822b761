import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CODE_LENGTH } from '../../contract/code';
import { Button } from './button';
import { CodeInput } from './code-input';
import { useSecondsLeft } from './use-seconds-left';

/** A one-time code being asked for: whether one was sent, how long until another may be, and the asking. */
export interface CodeSend {
  /** Asks for a code; true when one was sent. */
  send: () => Promise<boolean>;
  sending: boolean;
  sent: boolean;
  secondsLeft: number;
}

/**
 * Asking the server for a code sent to the borrower's phone (`request` answers when the next may be
 * asked); a refusal goes to `onFailed`, which knows the feature's words for it.
 */
export function useCodeSend(request: () => Promise<{ resendIn: number }>, onFailed: (e: unknown) => void): CodeSend {
  const [resendAt, setResendAt] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const secondsLeft = useSecondsLeft(resendAt);
  const send = async () => {
    setSending(true);
    try {
      const { resendIn } = await request();
      setResendAt(Date.now() + resendIn * 1000);
      setSent(true);
      return true;
    } catch (e) {
      onFailed(e);
      return false;
    } finally {
      setSending(false);
    }
  };
  return { send, sending, sent, secondsLeft };
}

/** Props of {@link CodeStep}. */
export interface CodeStepProps {
  sender: CodeSend;
  label: string;
  name: string;
  value: string;
  /** The refusal to show at the field (wrong, expired, locked), if any. */
  error?: string;
  onChange: (code: string) => void;
  /** The send button's words: before the first code, after it, and while the next must wait. */
  words: { send: string; resend: string; resendIn: (seconds: number) => string; sent: string };
  /** What the code confirms (a submit button), between the field and the send button. */
  children?: ReactNode;
}

/**
 * The 4-digit code step: the field (numeric keypad, filled from the SMS where the phone offers it),
 * the action it confirms, a send button with its resend countdown, and a status line that says where
 * the code went. A code sent puts the cursor in the field.
 */
export function CodeStep({ sender, label, name, value, error, onChange, words, children }: CodeStepProps) {
  const box = useRef<HTMLDivElement>(null);
  // Once a code is on its way the next thing to do is type it (also when the step opens after the first send).
  useEffect(() => {
    if (sender.sent) box.current?.querySelector('input')?.focus();
  }, [sender.sent]);
  const wait = sender.secondsLeft;
  return (
    <>
      <div ref={box}>
        <CodeInput label={label} name={name} value={value} error={error} onChange={onChange} length={CODE_LENGTH} />
      </div>
      {children}
      <Button variant="secondary" block busy={sender.sending} disabled={wait > 0} onClick={() => void sender.send()}>
        {wait > 0 ? words.resendIn(wait) : sender.sent ? words.resend : words.send}
      </Button>
      <p role="status">{sender.sent ? words.sent : ''}</p>
    </>
  );
}
