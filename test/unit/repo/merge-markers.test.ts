// A merge left half-done must not ship: no tracked file keeps git's conflict markers.
import { execFileSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

/** Tracked files with a line that is a conflict marker (`<<<<<<< `, `=======`, `>>>>>>> `). */
function filesWithMarkers(): string[] {
  try {
    const out = execFileSync('git', ['grep', '-l', '-E', '^(<{7} |={7}$|>{7} )', '--', '.', ':!package-lock.json'], { encoding: 'utf8' });
    return out.split('\n').filter(Boolean);
  } catch (e) {
    // git grep exits 1 when nothing matches.
    if ((e as { status?: number }).status === 1) return [];
    throw e;
  }
}

test('no tracked file keeps a merge conflict marker', () => {
  assert.equal(filesWithMarkers(), []);
});

test.run();
