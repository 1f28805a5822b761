import { TextInput, type TextInputProps } from './text-input';

/** Props of {@link CodeInput}: a text field's, with the code's length. */
export interface CodeInputProps extends Pick<TextInputProps, 'label' | 'name' | 'value' | 'error' | 'onChange'> {
  length: number;
}

/** The field of a one-time code sent by SMS: the numeric keypad, and the code filled in from the SMS where the phone offers it. */
export function CodeInput({ length, ...field }: CodeInputProps) {
  return <TextInput {...field} inputMode="numeric" autoComplete="one-time-code" maxLength={length} />;
}
