// What the borrower typed in the identity form stays on this device until the step is saved, so a
// reload or a dropped connection loses nothing; it is kept per borrower and removed once saved.
import { userInfo } from '../../session/session';

/** The identity form's typed fields. */
export interface IdentityDraft {
  fullName: string;
  idNumber: string;
  birthday: string;
}

const key = () => `draft.identity.${userInfo.value?.userId ?? ''}`;

/** The draft of the signed-in borrower, or null. */
export function readDraft(): IdentityDraft | null {
  try {
    const d = JSON.parse(localStorage.getItem(key()) ?? 'null');
    return d && typeof d === 'object'
      ? { fullName: String(d.fullName ?? ''), idNumber: String(d.idNumber ?? ''), birthday: String(d.birthday ?? '') }
      : null;
  } catch {
    return null;
  }
}

/** Keeps the draft (null removes it). */
export function keepDraft(draft: IdentityDraft | null): void {
  try {
    if (draft) localStorage.setItem(key(), JSON.stringify(draft));
    else localStorage.removeItem(key());
  } catch {
    // storage blocked: the form still works, only a reload forgets it
  }
}
