import { phoneFieldText } from '../i18n/phone';
import type { TextFieldProps } from './field';
import { TextInput } from './text-input';

/**
 * The one phone field of the app (sign-in, emergency contacts, e-wallet accounts): +63 before it, the
 * phone keypad, letters kept out, a whole number shown grouped; the value is as shown (`normalizePhone` reads it).
 */
export function PhoneInput(props: TextFieldProps & { autoComplete?: string }) {
  return <TextInput type="tel" inputMode="tel" autoComplete="tel-national" {...props} prefix="+63" transform={phoneFieldText} />;
}
