// The certification rules of PRODUCT.md section 3 and spec sections 2 and 4 in one place: the
// guards, the tab bar, the landing page and the start route read them; nothing else compares numbers.
import { BizStatus } from '../../contract/common';
import type { MessageKey } from '../i18n/message-key';

/** The status numbers live with the wire (contract/common.ts); pages name them through here. */
export { BizStatus };

/** One facial-auth child route: its path segment, the status it needs, its title key. */
export interface FacialStep {
  step: 'step-one' | 'step-two' | 'step-three' | 'step-four';
  path: string;
  required: number;
  titleKey: MessageKey;
  /** Step four (the bank account) is also reached from elsewhere, so it has no entry guard (spec section 4). */
  guarded: boolean;
}

/** The four facial-auth steps in order (spec section 2). */
export const facialSteps: readonly FacialStep[] = [
  { step: 'step-one', path: '/facial-auth/step-one', required: BizStatus.Identity, titleKey: 'route.stepOne', guarded: true },
  { step: 'step-two', path: '/facial-auth/step-two', required: BizStatus.PersonalInfo, titleKey: 'route.stepTwo', guarded: true },
  { step: 'step-three', path: '/facial-auth/step-three', required: BizStatus.Contacts, titleKey: 'route.stepThree', guarded: true },
  { step: 'step-four', path: '/facial-auth/step-four', required: BizStatus.BankAccount, titleKey: 'route.stepFour', guarded: false },
];

/** The facial step of a route param, or undefined for an unknown one. */
export function facialStep(step: string): FacialStep | undefined {
  return facialSteps.find((s) => s.step === step);
}

/** True once certification is complete: the borrower may use Home and apply. */
export function isCertified(status: number): boolean {
  return status >= BizStatus.Certified;
}

/** Where a user of this status belongs (spec section 4): identity auth, a facial step, or Home. */
export function homeForStatus(status: number): string {
  if (isCertified(status)) return '/home';
  if (status <= BizStatus.New) return '/identity-auth';
  const step = [...facialSteps].reverse().find((s) => status >= s.required) ?? facialSteps[0];
  return step.path;
}

/** The step after this one, whose page may be fetched while the borrower fills in this one. */
export function nextFacialStep(step: string): FacialStep | undefined {
  const i = facialSteps.findIndex((s) => s.step === step);
  return i < 0 ? undefined : facialSteps[i + 1];
}

/** The step guard of spec section 4 for one facial-auth child; returns a redirect or null to enter. */
export function guardFacialStep(step: string, status: number): string | null {
  const def = facialStep(step);
  if (!def) return '/noren';
  if (!def.guarded) return null;
  if (isCertified(status)) return '/home';
  if (status <= BizStatus.New) return '/identity-auth';
  if (status >= def.required) return null;
  return homeForStatus(status);
}

/** Spec section 4: statuses above new and below certified send the authentication report at start and sign-in. */
export function needsAuthReport(status: number): boolean {
  return status > BizStatus.New && !isCertified(status);
}
