// Notifications to a borrower's devices, behind one interface like the SMS provider. Development
// prints each as one JSON line; production posts it to the lender's push adapter.
import { postJson, type Webhook } from '../http/webhook';
import { stdoutLine, type WriteLine } from '../log';

/** One notification, already in the borrower's language. */
export interface PushMessage {
  userId: number;
  title: string;
  text: string;
}

/** Delivers a notification; rejects when it could not. */
export interface PushProvider {
  send(message: PushMessage): Promise<void>;
}

/** Development: writes `{"msg":"push","userId":…,"title":…,"text":…}` as one line on standard output. */
export function consolePush(write: WriteLine = stdoutLine): PushProvider {
  return {
    async send(message) {
      write(JSON.stringify({ msg: 'push', ...message }));
    },
  };
}

/** Production slot: POSTs `{userId, title, text}` to PUSH_WEBHOOK_URL; the adapter knows the user's devices. */
export function webhookPush(hook: Webhook, fetchFn: typeof fetch = fetch): PushProvider {
  return {
    async send(message) {
      await postJson(hook, message, fetchFn);
    },
  };
}
