// Deeply nested JSON is parsed fine by V8 but overflows the stack of every recursive walk after it
// (JSON.stringify, valibot, kysely): bodies are checked here, without recursion, before any handler.

/** Nesting allowed in a request body: far more than any screen sends. */
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests arrays or objects deeper than `max` levels. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}
