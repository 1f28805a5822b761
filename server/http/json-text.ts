// Request bodies are read from their text: JSON.parse turns `1e3`, `1E3`, `1.0e3` and `1000.0` into
// the number 1000, after which no field can tell them from `1000`. Money is a JSON integer written
// as digits (PRODUCT.md section 8), so a whole number written any other way reaches the fields as its
// text: money fields refuse it (not digits), decimal fields still read `1000.0`, fractions stay numbers.

import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth';

// A JSON number token exactly as the grammar writes it; anything else is left to JSON.parse to refuse.
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

/** JSON.parse of request text, with every whole number not written as digits handed over as its text. */
export function parseJsonText(text: string): unknown {
  // Invalid JSON is refused as written: the rewrite below must never make it valid.
  const value: unknown = JSON.parse(text);
  const rewritten = wholeNumbersAsText(text);
  return rewritten === text ? value : JSON.parse(rewritten);
}

/** The JSON object a body's text holds (read as parseJsonText reads it); null for text that is not JSON, not an object, or nested deeper than MAX_JSON_DEPTH. */
export function jsonObjectOf(text: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = parseJsonText(text);
  } catch {
    return null;
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  return isObject && !nestedDeeperThan(value, MAX_JSON_DEPTH) ? (value as Record<string, unknown>) : null;
}

function wholeNumbersAsText(text: string): string {
  let out = '';
  let from = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '-' || (ch >= '0' && ch <= '9')) {
      NUMBER.lastIndex = i;
      const token = NUMBER.exec(text)?.[0];
      if (!token) continue;
      if (/[.eE]/.test(token) && Number.isInteger(Number(token))) {
        out += `${text.slice(from, i)}"${token}"`;
        from = i + token.length;
      }
      i += token.length - 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}
