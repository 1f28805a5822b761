// Schema-checked request input (valibot): a route declares its body or query as a schema, the
// handler reads the typed result with `c.req.valid(...)`, and a failure never reaches it.
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { en, type MessageKey } from '../i18n/en';
import { AppError } from '../app-error';
import type { AppEnv } from './env';

/** Any valibot schema a route may declare. */
export type Schema = v.GenericSchema;

/** Where the checked fields come from: the opened body, the query, or the body with the query's fields on top. */
export type Source = 'body' | 'query' | 'either';

type Target<S extends Source> = S extends 'query' ? 'query' : 'json';

/**
 * Checks `input` against `schema` and answers its output; the first failure throws code 400: the
 * schema's own message when it is a message key (`phoneFormat`), otherwise `invalidField` naming
 * the field. Either way app.ts translates it into the caller's language.
 */
export function parseInput<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  if (Object.hasOwn(en, issue.message)) return thrown(new AppError(400, issue.message as MessageKey));
  return thrown(new AppError(400, 'invalidField', { field: v.getDotPath(issue) ?? 'body' }));
}

/**
 * Route middleware: `.post('/x', valid('body', schema), (c) => c.req.valid('json'))`, typed by the
 * schema. Query fields are read with `c.req.valid('query')`; `either` (body and query) with 'json'.
 */
export function valid<S extends Source, T extends Schema>(
  source: S,
  schema: T,
): MiddlewareHandler<AppEnv, string, { out: { [K in Target<S>]: v.InferOutput<T> } }> {
  const target = (source === 'query' ? 'query' : 'json') as Target<S>;
  return async (c, next) => {
    c.req.addValidatedData(target, parseInput(schema, inputOf(c, source)) as never);
    await next();
  };
}

/** A message key as a schema message, checked at compile time. */
export function message(key: MessageKey): MessageKey {
  return key;
}

function inputOf(c: Context<AppEnv>, source: Source): Record<string, unknown> {
  if (source === 'body') return c.get('body');
  if (source === 'query') return c.req.query();
  return { ...c.get('body'), ...c.req.query() };
}

function thrown(e: AppError): never {
  throw e;
}

/**
 * Ties a body schema to its shared request type (contract/): `shaped<CheckCodeRequest>()(v.object(…))`
 * fails the type check when the schema's output stops matching what the client sends.
 */
export function shaped<T>() {
  return <S extends v.GenericSchema<unknown, T>>(schema: S): S => schema;
}
