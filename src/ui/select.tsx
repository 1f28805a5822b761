import { useRef } from 'react';
import { t } from '../i18n/i18n';
import { Button } from './button';
import { Field, useFieldIds } from './field';
import { useLoad } from './use-load';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link Select}: give `options`, or `loadOptions` to fetch them when the field mounts. */
export interface SelectProps {
  label: string;
  /** The chosen value; '' shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  options?: SelectOption[];
  /** Fetches the options once on mount and again on retry (aborted on unmount); later changes of the function are ignored. */
  loadOptions?: (signal: AbortSignal) => Promise<SelectOption[]>;
  /** First, unselectable entry; default t('common.selectPlaceholder'). */
  placeholder?: string;
  hint?: string;
  /** Shown under the field and announced; marks the select invalid. */
  error?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
}

/** Labelled native select (the phone's own picker, accessible everywhere), with an optional async option list. */
export function Select({ label, value, onChange, options, loadOptions, placeholder, hint, error, ...rest }: SelectProps) {
  const ids = useFieldIds(hint, error);
  const loader = useRef(loadOptions);
  const load = useLoad(loader.current ?? null);

  const list = load.data ?? options ?? [];
  const loading = load.state === 'loading';
  const failed = load.state === 'failed';
  return (
    <Field ids={ids} label={label} hint={hint} error={error}>
      <div className="ui-control ui-control--select" data-invalid={error ? '' : undefined}>
        <select
          {...rest}
          id={ids.id}
          value={loading ? '' : value}
          disabled={rest.disabled || loading || failed}
          aria-busy={loading || undefined}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={ids.describedBy}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="" disabled>
            {loading ? t('common.loading') : (placeholder ?? t('common.selectPlaceholder'))}
          </option>
          {list.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {failed && (
        <div className="ui-select-failed" role="alert">
          <span>{t('error.loadFailedBody')}</span>
          <Button variant="secondary" aria-label={`${t('common.retry')}: ${label}`} onClick={load.retry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </Field>
  );
}
