import type { ReactNode } from 'react';
import { Field, type TextFieldProps, useFieldIds } from './field';

/** Props of {@link TextInput}. */
export interface TextInputProps extends TextFieldProps {
  /** Fixed text before the input, e.g. "+63"; read with the field's description. */
  prefix?: ReactNode;
  type?: 'text' | 'tel' | 'email' | 'password' | 'search' | 'url';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'search' | 'url' | 'none';
  autoComplete?: string;
  maxLength?: number;
  /** Rewrites what was typed or pasted before it is kept (e.g. a phone drops letters); the field shows the result. */
  transform?: (value: string) => string;
}

/** Labelled one-line text field with hint, error and an optional prefix. */
export function TextInput({ label, value, onChange, onBlur, hint, error, prefix, type = 'text', transform, ...rest }: TextInputProps) {
  const ids = useFieldIds(hint, error);
  const prefixId = prefix ? `${ids.id}-prefix` : undefined;
  const describedBy = [prefixId, ids.describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <Field ids={ids} label={label} hint={hint} error={error}>
      <div className="ui-control" data-invalid={error ? '' : undefined}>
        {prefix && (
          <span id={prefixId} className="ui-control-prefix">
            {prefix}
          </span>
        )}
        <input
          {...rest}
          id={ids.id}
          // the JSX types key an input's props on `type`; any of ours is a plain text-like input
          type={type as 'text'}
          value={value}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy}
          onInput={(e) => {
            const el = e.currentTarget;
            const v = transform ? transform(el.value) : el.value;
            if (v !== el.value) el.value = v; // the same value twice would not re-render, so the field is set here
            onChange(v);
          }}
          onBlur={onBlur}
        />
      </div>
    </Field>
  );
}
