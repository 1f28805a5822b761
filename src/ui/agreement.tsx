import { useId } from 'react';

/** Props of {@link Agreement}: the sentence before the privacy policy's link, and the link's text. */
export interface AgreementProps {
  text: string;
  link: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/**
 * A privacy-policy agreement (sign-in, certification entry): a checkbox named by the whole sentence, the
 * policy's link included (aria-labelledby), while the tappable label stays apart from the link so a tap on
 * the link never ticks it.
 */
export function Agreement({ text, link, checked, onChange, error }: AgreementProps) {
  const id = useId();
  return (
    <div className="agreement">
      <div className="agreement-row">
        {/* The wrapping label makes a 44 px target around the small box. */}
        <label className="agreement-box">
          <input
            id={id}
            type="checkbox"
            checked={checked}
            aria-labelledby={id + '-text'}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? id + '-error' : undefined}
            onChange={(e) => onChange(e.currentTarget.checked)}
          />
        </label>
        <p id={id + '-text'}>
          <label htmlFor={id}>{text}</label> <a href="#/privacy-policy">{link}</a>
        </p>
      </div>
      {error && (
        <p id={id + '-error'} className="ui-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
