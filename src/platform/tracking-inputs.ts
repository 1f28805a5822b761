// Input entries (spec section 3: idName, beginTime, duration, content) recorded for every form
// field a borrower fills: which field, when, how long. The content is the length typed, never
// the text: a phone number or an ID number must not travel in tracking.
import type { TrackingEntry } from '../../contract/metric';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (t: EventTarget | null): t is Field =>
  t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement;

/** The entry for a field left after `began` (ms since epoch) at `now`; null for a field without a name or id. */
export function entryFor(field: Field, began: number, now: number): TrackingEntry | null {
  const name = field.name || field.id;
  if (!name) return null;
  return {
    idName: `${location.hash.slice(1) || '/'}#${name}`.slice(0, 120),
    beginTime: began,
    duration: now - began,
    content: `len:${field.value.length}`,
  };
}

/** Records an entry each time a named field loses focus; `record` queues it. */
export function watchInputs(record: (e: TrackingEntry) => void, root: Document = document): void {
  const began = new WeakMap<EventTarget, number>();
  root.addEventListener('focusin', (ev) => {
    if (isField(ev.target)) began.set(ev.target, Date.now());
  });
  root.addEventListener('focusout', (ev) => {
    const t = ev.target;
    const at = t && began.get(t);
    if (!isField(t) || !at) return;
    began.delete(t);
    const entry = entryFor(t, at, Date.now());
    if (entry) record(entry);
  });
}
