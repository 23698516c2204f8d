import type { FastifySchemaCompiler, onRouteHookHandler, preValidationHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/**
 * Unknown fields are refused, not dropped: zod objects strip keys they do not declare, so a misspelt filter
 * (`shopname`) would silently widen a list and a stray field in a body would vanish unnoticed. Every route's
 * query string and body goes through this one check before its schema parses it, whatever the schema is
 * built from (plain, refined, preprocessed or nested objects), so no contract file has to say `.strict()`.
 * Objects that declare a catch-all (`z.looseObject`, `z.record`) take any key, as their schema says.
 */

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const fieldPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The keys of `data` (at any depth) that `schema` does not declare, as dotted paths (`items.0.foo`). */
export function unknownFields(schema: z.ZodType, data: unknown, path = ''): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(data)) return [];
      const shape = def.shape ?? {};
      const open = def.catchall && defOf(def.catchall).type !== 'never';
      const found: string[] = [];
      for (const key of Object.keys(data)) {
        const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
        const value = data[key];
        // A string or number has no fields of its own, whatever its schema: every query field and most body
        // fields stop here, with no path written and no list made for them (each request checks them all).
        if ((field || open) && (typeof value !== 'object' || value === null)) continue;
        if (field) found.push(...unknownFields(field, value, fieldPath(path, key)));
        else if (open && def.catchall) found.push(...unknownFields(def.catchall, value, fieldPath(path, key)));
        // A strict object's own check would name it too, but in zod's words; one message for all.
        else found.push(fieldPath(path, key));
      }
      return found;
    }
    case 'array':
      return Array.isArray(data) && def.element
        ? data.flatMap((v, i) => unknownFields(def.element as z.ZodType, v, fieldPath(path, String(i))))
        : [];
    case 'record':
      return isPlainObject(data) && def.valueType
        ? Object.entries(data).flatMap(([k, v]) => unknownFields(def.valueType as z.ZodType, v, fieldPath(path, k)))
        : [];
    case 'union': {
      // The data needs to fit one option without extras; when none fits, the closest one names the extras.
      let best: string[] | undefined;
      for (const option of def.options ?? []) {
        const extra = unknownFields(option, data, path);
        if (extra.length === 0) return [];
        if (!best || extra.length < best.length) best = extra;
      }
      return best ?? [];
    }
    case 'intersection': {
      // A key either side declares is known: only keys unknown to both sides are extras.
      const left = new Set(def.left ? unknownFields(def.left, data, path) : []);
      return def.right ? unknownFields(def.right, data, path).filter((k) => left.has(k)) : [];
    }
    case 'pipe':
      // A preprocess reshapes the raw value first: what it feeds is checked; otherwise the input side.
      if (def.in && defOf(def.in).type === 'transform') return def.out ? unknownFields(def.out, data, path) : [];
      return def.in ? unknownFields(def.in, data, path) : [];
    case 'lazy':
      return def.getter ? unknownFields(def.getter(), data, path) : [];
    default:
      // optional, nullable, default, prefault, catch, readonly, nonoptional: the wrapped schema decides.
      return def.innerType ? unknownFields(def.innerType, data, path) : [];
  }
}

export const UNKNOWN_FIELD = 'unknown_field';

/** The message of a request with unknown fields: names them, at most five. */
export const unknownFieldsMessage = (fields: string[]) =>
  `未知字段：${fields.slice(0, 5).join('、')}${fields.length > 5 ? ` 等 ${fields.length} 个` : ''}`;

export type StrictResult<T> = { success: true; data: T } | { success: false; unknown: string[]; issues: z.core.$ZodIssue[] };

/**
 * The same check for input that does not come as a request's query string or body (a job's params, an
 * imported row): its unknown fields (named as `unknownFields` does) and the schema's own issues, without
 * throwing, for a caller that reports them its own way (an import, row by row).
 */
export function safeParseStrict<S extends z.ZodType>(schema: S, data: unknown): StrictResult<z.output<S>> {
  const unknown = unknownFields(schema, data);
  const parsed = schema.safeParse(data);
  if (parsed.success && unknown.length === 0) return { success: true, data: parsed.data };
  return { success: false, unknown, issues: parsed.success ? [] : parsed.error.issues };
}

/**
 * The same check for input a route passes on inside a field of its own (an export's list query, taken as any
 * object by the create body; a job's params, taken as any record): parsed by its own schema and refused for
 * unknown fields the way a request is (400 `未知字段：…`). `invalid` words the schema's first issue.
 */
export function parseStrict<S extends z.ZodType>(
  schema: S,
  data: unknown,
  invalid: (issue: z.core.$ZodIssue) => string = (issue) => issue.message ?? '查询条件不正确',
): z.output<S> {
  const parsed = safeParseStrict(schema, data);
  if (parsed.success) return parsed.data;
  if (parsed.unknown.length) throw badRequest(unknownFieldsMessage(parsed.unknown));
  throw badRequest(parsed.issues[0] ? invalid(parsed.issues[0]) : '查询条件不正确');
}

/**
 * A POST whose input is all in its path, or has no required field, may come without a body (or with an empty
 * JSON one): its body is `{}`, so a required field gets its own message rather than "expected object". A body
 * that is there, even `null`, is checked as sent. Runs before validation, on routes with a body schema.
 */
export const missingBodyIsEmpty: preValidationHookHandler = (req, _reply, done) => {
  const sent = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (req.body === undefined || (req.body === null && !sent)) req.body = {};
  done();
};

/** Puts `missingBodyIsEmpty` on the routes with a body schema only: a GET (every list) does not run it (issue 31). */
export const emptyBodyWhereBodied: onRouteHookHandler = (route) => {
  if (!route.schema?.body) return;
  const own = route.preValidation;
  route.preValidation = [missingBodyIsEmpty, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
};

/**
 * The app's validator: the zod provider's, after the unknown-field check on query strings and bodies (path
 * parameters are the route's own; headers carry whatever proxies and browsers add).
 */
export const strictValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const parse = validatorCompiler(route);
  if (route.httpPart !== 'body' && route.httpPart !== 'querystring') return parse;
  return (data) => {
    const extra = unknownFields(route.schema, data);
    if (extra.length === 0) return parse(data);
    const error = [
      {
        keyword: UNKNOWN_FIELD,
        instancePath: `/${extra[0].replaceAll('.', '/')}`,
        schemaPath: '#',
        params: { fields: extra },
        message: unknownFieldsMessage(extra),
      },
    ];
    return { error } as unknown as ReturnType<typeof parse>;
  };
};
