import { type ReactNode, useId } from 'react';

/** Ids that tie a form control to its label, hint and error message. */
export interface FieldIds {
  id: string;
  hintId?: string;
  errorId?: string;
  /** Value for the control's aria-describedby (hint, then error), if any. */
  describedBy?: string;
}

/** Makes the ids for one field; a hint or error id exists only when that text is shown. */
export function useFieldIds(hint?: string, error?: string): FieldIds {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The props every text-like field takes: its label, value and change handler, hint and error. */
export interface TextFieldProps {
  label: string;
  value: string;
  /** Called on every keystroke with the new text. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: string;
  /** Shown under the field and announced; marks the control invalid. */
  error?: string;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
}

/** Props of {@link Field}. */
export interface FieldProps {
  ids: FieldIds;
  label: string;
  hint?: string;
  error?: string;
  /** A group of controls (fieldset and legend) instead of one labelled control. */
  group?: boolean;
  /** Shown under the control, after the error (e.g. a character counter). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame every form widget shares: label, hint, the control, then an error announced as it appears. */
export function Field({ ids, label, hint, error, group, footer, children }: FieldProps) {
  const body = (
    <>
      {hint && (
        <p id={ids.hintId} className="ui-field-hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={ids.errorId} className="ui-field-error" role="alert">
          {error}
        </p>
      )}
      {footer}
    </>
  );
  if (group) {
    return (
      <fieldset className="ui-field" aria-describedby={ids.describedBy}>
        <legend className="ui-field-label">{label}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className="ui-field">
      <label className="ui-field-label" htmlFor={ids.id}>
        {label}
      </label>
      {body}
    </div>
  );
}
