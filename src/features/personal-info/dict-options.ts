import { fetchDict } from '../../api/public';
import type { SelectOption } from '../../ui/select';

// A small local dictionary loader until the shared one (src/api/dict.ts, identity step) lands.
/** Loads a dictionary (`GET /dict/getByType/{type}`) as select options, labelled in the active language. */
export function dictOptions(type: string): (signal: AbortSignal) => Promise<SelectOption[]> {
  return (signal) => fetchDict(type, undefined, { signal }).then((list) => list.map((e) => ({ value: e.key, label: e.value })));
}
