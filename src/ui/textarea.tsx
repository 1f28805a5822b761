import { Field, type TextFieldProps, useFieldIds } from './field';

/** Props of {@link Textarea}. */
export interface TextareaProps extends TextFieldProps {
  /** Hard limit; also shows a "used/limit" counter. */
  maxLength?: number;
  rows?: number;
}

/** Labelled multi-line text field with hint, error and a character counter. */
export function Textarea({ label, value, onChange, onBlur, hint, error, maxLength, rows = 4, ...rest }: TextareaProps) {
  const ids = useFieldIds(hint, error);
  const countId = maxLength ? `${ids.id}-count` : undefined;
  const describedBy = [ids.describedBy, countId].filter(Boolean).join(' ') || undefined;
  const counter = maxLength ? <p id={countId} className="ui-field-count">{`${value.length}/${maxLength}`}</p> : undefined;
  return (
    <Field ids={ids} label={label} hint={hint} error={error} footer={counter}>
      <div className="ui-control" data-invalid={error ? '' : undefined}>
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
