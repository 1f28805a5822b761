import { Button } from './button';

/** The words of a saved certification step, in its own language file. */
export interface SavedStepTexts {
  saved: string;
  change: string;
  editing: string;
}

/**
 * Above a saved step's form: that it is saved, with Change (allowed until the credit decision), or,
 * once Change was tapped, that the borrower is correcting it.
 */
export function SavedStepNote({
  done,
  fixing,
  texts,
  onChange,
}: {
  done: boolean;
  fixing: boolean;
  texts: SavedStepTexts;
  onChange: () => void;
}) {
  if (fixing)
    return (
      <p className="ui-note" role="status">
        {texts.editing}
      </p>
    );
  if (!done) return null;
  return (
    <>
      <p className="ui-note" role="status">
        {texts.saved}
      </p>
      <Button variant="text" onClick={onChange}>
        {texts.change}
      </Button>
    </>
  );
}
