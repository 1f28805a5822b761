/** The longest chain of requests, each starting after the one before it ended, that ended by `until`. */
export function waves(entries: { start: number; end: number }[], until: number, minMs?: number): number;
