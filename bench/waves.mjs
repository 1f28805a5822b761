// Request waves: how many round trips stood one after another before something showed.
// A request belongs to wave n when it started after a request of wave n-1 had ended (it could have
// been waiting for it); requests that overlap are one wave. Requests shorter than `minMs` never
// crossed the slow network (a service worker's cache, the memory cache) and are no wave.

/**
 * The longest chain of requests, each starting after the one before it ended, among `entries`
 * ({ start, end } in ms) that ended by `until`; the document (the first entry) counts as the first wave
 * even when it was still streaming then (the landing paints before its inline code is in).
 */
export function waves(entries, until, minMs = 0) {
  const rs = entries
    .filter((e, i) => (e.end <= until || (i === 0 && e.start <= until)) && e.end - e.start >= minMs)
    .sort((a, b) => a.start - b.start);
  const depth = [];
  let most = 0;
  for (let i = 0; i < rs.length; i++) {
    let d = 1;
    for (let j = 0; j < i; j++) if (rs[j].end <= rs[i].start) d = Math.max(d, depth[j] + 1);
    depth.push(d);
    most = Math.max(most, d);
  }
  return most;
}
