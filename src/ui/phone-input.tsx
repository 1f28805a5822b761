import { t } from '../i18n/i18n';
import { phoneExample, phoneFieldText } from '../i18n/phone';
import type { TextFieldProps } from './field';
import { TextInput } from './text-input';

/**
 * The one phone field of the app (sign-in, emergency contacts, e-wallet accounts): +63 before it, one
 * hint with the same example everywhere (`0917 123 4567`, no placeholder), the phone keypad, letters kept out, a whole number shown grouped, whether typed or saved (`09187654321` shows as
 * `918 765 4321`); the value is as shown (`normalizePhone` reads it).
 */
export function PhoneInput(props: Omit<TextFieldProps, 'hint' | 'placeholder'> & { autoComplete?: string }) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...props}
      value={phoneFieldText(props.value)}
      prefix="+63"
      hint={t('common.phoneHint', { example: phoneExample() })}
      transform={phoneFieldText}
    />
  );
}
