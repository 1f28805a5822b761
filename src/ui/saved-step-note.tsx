import { Button } from './button';

/** The names of a saved certification step's words, each step's dictionary holding its own under them. */
export type SavedStepWord = 'saved' | 'change' | 'editing';

/**
 * Above a saved step's form: that it is saved, with Change (allowed until the credit decision), or,
 * once Change was tapped, that the borrower is correcting it.
 */
export function SavedStepNote({
  done,
  fixing,
  words,
  onChange,
}: {
  done: boolean;
  fixing: boolean;
  words: (name: SavedStepWord) => string;
  onChange: () => void;
}) {
  if (fixing)
    return (
      <p className="ui-note" role="status">
        {words('editing')}
      </p>
    );
  if (!done) return null;
  return (
    <>
      <p className="ui-note" role="status">
        {words('saved')}
      </p>
      <Button variant="text" onClick={onChange}>
        {words('change')}
      </Button>
    </>
  );
}
