// How every setting is read from the environment: trimmed, and an empty value counts as unset. The
// server's config and the build's landing figures (server/pricing/landing.ts) share it, so they agree.

/** A reader of `env`'s settings: the trimmed value, or undefined when unset or empty. */
export function envGetter(env: Record<string, string | undefined>): (name: string) => string | undefined {
  return (name) => (env[name] === undefined || env[name] === '' ? undefined : env[name]!.trim());
}
