// Output names: esbuild names a file `<module>-<8 base32 capitals>`, and every page chunk and the route
// table repeat those names (some 130 in one language). Brotli pays for each: capitals and digits are
// rare in minified code, and the module words compress poorly. So the app build is not written by
// esbuild: each file gets a name of its own content hash alone, 8 characters of lowercase base36
// (`/assets/k3x9q0ab.js`), and every reference in the other files is rewritten (about 270 brotli bytes
// in one language). The entry keeps its `main-` prefix (index.html names it; nothing else does).
//
// Why 8: a name is SHA-256 of the file as esbuild wrote it, whose imports already carry their own
// content hashes, so any change anywhere it leads renames it (assets are cached a year as immutable).
// 36^8 is about 2^41 (esbuild's own hash is 2^40, per module name). Names without the module share one
// space: after 1,000 deploys that each changed 30 files, the chance that any two of those 30,000
// versions ever shared a name is 30,000^2 / 2 / 36^8, about 1 in 6,000, and harm needs both versions
// in one browser's cache within the year. A collision within a build fails it.
import { createHash } from 'node:crypto';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** `length` lowercase base36 characters of the SHA-256 of `text`. */
export function contentHash(text, length = 8) {
  const digest = createHash('sha256').update(text).digest('hex');
  // The last digits: the first ones of a base36 number are not spread evenly.
  return BigInt(`0x${digest}`).toString(36).slice(-length);
}

/**
 * Renames esbuild's unwritten output (`outputFiles`, `metafile`; build options with `write: false`) to
 * content-hash names, the entry `entry` (a metafile output path) keeping its `main-` prefix. References
 * are `${publicPath}/<name>` strings. Returns the files to write (`{ path, text }`) and the metafile renamed.
 */
export function shortNames(outputFiles, metafile, publicPath, entry) {
  const renamed = new Map(); // metafile path -> new metafile path
  const byName = new Map(); // new base name -> old base name
  const texts = new Map(outputFiles.map((f) => [relative('.', f.path), f.text]));
  for (const [file, text] of texts) {
    if (file.endsWith('.map')) continue;
    const ext = /\.\w+$/.exec(file)[0];
    const keep = file === entry || file === metafile.outputs[entry]?.cssBundle ? 'main-' : '';
    const name = `${keep}${contentHash(text)}${ext}`;
    if (byName.has(name)) throw new Error(`${basename(file)} and ${byName.get(name)} would both be ${name}: lengthen the hash`);
    byName.set(name, basename(file));
    renamed.set(file, join(dirname(file), name));
  }
  // The longest names first, so that no name is replaced inside a longer one.
  const swaps = [...renamed]
    .sort(([a], [b]) => b.length - a.length)
    .map(([from, to]) => [`${publicPath}/${basename(from)}`, `${publicPath}/${basename(to)}`]);
  const files = [...texts].map(([file, text]) => {
    let out = text;
    for (const [from, to] of swaps) out = out.replaceAll(from, to);
    for (const old of byName.values())
      if (out.includes(old)) throw new Error(`${basename(file)} names ${old} other than as ${publicPath}/${old}: cannot rename it`);
    return { path: resolve(renamed.get(file) ?? file), text: out };
  });
  const outputs = Object.fromEntries(
    Object.entries(metafile.outputs).map(([file, o]) => [
      renamed.get(file) ?? file,
      {
        ...o,
        imports: o.imports.map((i) => ({ ...i, path: renamed.get(i.path) ?? i.path })),
        ...(o.cssBundle && { cssBundle: renamed.get(o.cssBundle) ?? o.cssBundle }),
      },
    ]),
  );
  return { files, metafile: { ...metafile, outputs } };
}
