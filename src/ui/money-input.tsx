import { TextInput } from './text-input';

/** Props of {@link MoneyInput}: the amount in integer centavos, typed as whole pesos. */
export interface MoneyInputProps {
  label: string;
  /** Centavos, or null while the field is empty. */
  value: number | null;
  onChange: (centavos: number | null) => void;
  hint?: string;
  error?: string;
  name?: string;
}

/** A peso amount field: digits only (the phone's number pad), whole pesos, handed on as centavos so no float ever holds money. */
export function MoneyInput({ value, onChange, ...rest }: MoneyInputProps) {
  return (
    <TextInput
      {...rest}
      prefix="₱"
      inputMode="numeric"
      autoComplete="off"
      maxLength={7}
      value={value === null ? '' : String(Math.floor(value / 100))}
      transform={(s) => s.replace(/\D/g, '').replace(/^0+(?=\d)/, '')}
      onChange={(s) => onChange(s === '' ? null : Number(s) * 100)}
    />
  );
}
