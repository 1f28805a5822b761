// The phone check's code rule: a code's digits, as every code (contract/code.ts).
import { isCode } from '../../../contract/code';

/** The message key of the code's problem, or null when it is 4 digits. */
export function codeProblem(raw: string): 'phoneCheck.codeEmpty' | 'phoneCheck.codeInvalid' | null {
  const code = raw.trim();
  if (!code) return 'phoneCheck.codeEmpty';
  return isCode(code) ? null : 'phoneCheck.codeInvalid';
}
