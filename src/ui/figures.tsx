import './disclosure/disclosure.css';

// Apart from the disclosure statement: pages that list figures without a statement (a payment code)
// need neither its words nor the chunk the borrowing pages share.
/** Labelled figures as a description list, one row each (a disclosure statement, a bill, a credit limit). */
export function Figures({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="disclosure">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
