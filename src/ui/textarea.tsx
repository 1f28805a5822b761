import { Field, useFieldIds } from './field';

/** Props of {@link Textarea}. */
export interface TextareaProps {
  label: string;
  value: string;
  /** Called on every keystroke with the new text. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: string;
  /** Shown under the field and announced; marks the textarea invalid. */
  error?: string;
  /** Hard limit; also shows a "used/limit" counter. */
  maxLength?: number;
  rows?: number;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
}

/** Labelled multi-line text field with hint, error and a character counter. */
export function Textarea({ label, value, onChange, onBlur, hint, error, maxLength, rows = 4, ...rest }: TextareaProps) {
  const ids = useFieldIds(hint, error);
  const countId = maxLength ? `${ids.id}-count` : undefined;
  const describedBy = [ids.describedBy, countId].filter(Boolean).join(' ') || undefined;
  const counter = maxLength ? <p id={countId} class="ui-field-count">{`${value.length}/${maxLength}`}</p> : undefined;
  return (
    <Field ids={ids} label={label} hint={hint} error={error} footer={counter}>
      <div class="ui-control" data-invalid={error ? '' : undefined}>
        <textarea
          {...rest}
          id={ids.id}
          rows={rows}
          maxLength={maxLength}
          value={value}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy}
          onInput={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
        />
      </div>
    </Field>
  );
}
