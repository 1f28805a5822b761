// docs/glossary.md: a money word is written one way across a language's dictionaries.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

/** Every dictionary file of `lang` under src: locales, messages and long texts. */
function dictionaries(lang: string, dir = 'src'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return dictionaries(lang, path);
    return name === `${lang}.ts` && /\/(locales|messages|texts)\//.test(path) ? [path] : [];
  });
}

const rows = (() => {
  const section = readFileSync('docs/glossary.md', 'utf8').split('## Written one way')[1] ?? '';
  return [...section.matchAll(/^\| (\w+) \| ([^|]+) \| ([^|]+) \|$/gm)]
    .filter((m) => m[1] !== 'language')
    .map((m) => ({ lang: m[1], use: m[2].trim(), not: m[3].trim() }));
})();

test('the glossary names words to write one way', () => {
  assert.ok(rows.length >= 3, JSON.stringify(rows));
});

test('each glossary word is written one way across its language’s dictionaries', () => {
  const found: string[] = [];
  for (const { lang, use, not } of rows) {
    const files = dictionaries(lang);
    assert.ok(files.length > 5, `${lang}: ${files.length} dictionaries`);
    for (const file of files) {
      // The word joiner Thai puts inside เงินกู้ is not part of the word.
      const text = readFileSync(file, 'utf8').replace(/\\u2060|\u2060/g, '');
      if (text.toLowerCase().includes(not.toLowerCase())) found.push(`${file}: "${not}" where the glossary writes "${use}"`);
    }
  }
  assert.equal(found, []);
});

test.run();
