/** The longest chain of requests, each starting after the one before it ended, that ended by `until` (the first entry, the document, once it started). */
export function waves(entries: { start: number; end: number }[], until: number, minMs?: number): number;
