// The first screen's chunk travels inside index.html: its bytes come with the HTML, in the round trip
// the HTML takes anyway, instead of one more after it. A visitor's landing works as soon as the HTML is
// in; a signed-in start's second wave holds only the page's own files and data (docs/build.md).
//
// The other chunks import the first screen by its file's address, and a browser cannot import an
// inline script. So the inline code hands its exports over on `self.__fs` as it finishes, and the
// chunk's file becomes a few hundred bytes that export them again under the same names.

/**
 * Splits esbuild's first-screen chunk (an ES module ending in `export{…}`) into the code index.html
 * runs inline and the file left at the chunk's address. Throws when the code cannot go inline.
 * @param {string} code
 * @returns {{ inline: string, shim: string }}
 */
export function inlineFirstScreen(code) {
  // The HTML parser would end the script there (or enter the escaped state a `<!--` opens).
  if (/<\/script|<!--/i.test(code)) throw new Error('The first screen holds "</script" or "<!--": it cannot go inline in index.html');
  const tail = /export\s*\{([^}]*)\};?\s*$/.exec(code);
  if (!tail) throw new Error('The first screen chunk does not end with its exports, `export{…}`');
  const body = code.slice(0, tail.index);
  const names = tail[1]
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
    .map((e) => {
      const [local, name = local] = e.split(/\s+as\s+/);
      if (name === 'default') throw new Error('The first screen exports a default: the hand-over names each export');
      return { local, name };
    });
  // The hand-over copies values once the chunk ran: a binding written again later would not reach the
  // other chunks, as esbuild's live binding would. Each export must be written once (its declaration or
  // the module initialiser the chunk runs). A nested variable of the same minified name counts too: a
  // false alarm fails the build, never the app. Not seen: a write by destructuring (`[a,b]=…`), which
  // the app's modules do not use on their exports.
  for (const { local, name } of names) {
    const id = local.replace(/\$/g, '\\$');
    const writes = body.match(
      new RegExp(
        `(?<![\\w$.])${id}(?:\\s*(?:[-+*/%&|^]|\\*\\*|<<|>>>?|&&|\\|\\||\\?\\?)?=(?![=>])|\\+\\+|--)|(?<![\\w$])(?:\\+\\+|--)${id}(?![\\w$])`,
        'g',
      ),
    );
    if ((writes?.length ?? 0) > 1)
      throw new Error(`The first screen writes ${local} (exported as ${name}) more than once: it cannot be handed over inline`);
  }
  const inline = `${body}self.__fs={${names.map(({ local, name }) => (local === name ? name : `${name}:${local}`)).join(',')}};`;
  const shim = `const __fs$=self.__fs;export const ${names.map(({ name }) => `${name}=__fs$.${name}`).join(',')};\n`;
  return { inline, shim };
}
