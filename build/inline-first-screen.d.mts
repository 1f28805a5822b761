/** Splits esbuild's first-screen chunk into the code index.html runs inline and the file left at the chunk's address. */
export function inlineFirstScreen(code: string): { inline: string; shim: string };
