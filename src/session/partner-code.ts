import { signal } from '@preact/signals';

/** A partner's sign-in waiting for the code sent to a phone that already has an account (PRODUCT.md section 6). */
export interface PartnerCodeStep {
  /** The partner's one-time task: the same one signs in with the code. */
  taskId: string;
  /** The phone the code went to, as the server masked it. */
  maskedPhone: string;
  /** When another code may be asked for (epoch ms). */
  resendAt: number;
}

/** Set while the sign-in page shows the code step inside the partner's frame; null otherwise. */
export const partnerCode = signal<PartnerCodeStep | null>(null);
