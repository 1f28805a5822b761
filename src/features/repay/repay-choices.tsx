import type { ComponentChildren } from 'preact';

/** A labelled group of radio buttons, each row a 44 px touch target. */
export function Choices<T extends string>({ legend, name, value, options, onChange }: {
  legend: string; name: string; value: T; options: { value: T; label: ComponentChildren }[]; onChange: (v: T) => void;
}) {
  return (
    <fieldset class="repay-choices">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} class="repay-choice">
          <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
