import type { z } from 'zod';

/**
 * A small input that a route's own schema accepts, built from the schema (required fields only): the
 * unknown-field attack adds one stray key to it, so the refusal it gets is for that key and nothing else.
 * Best effort: formats it cannot guess (a phone number, a regex) give a sample the schema refuses, which
 * the test counts apart.
 */
type Def = {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; value?: number; minimum?: number } } }[];
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const minimum = (def: Def, check: string) => {
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === check) return d.minimum ?? d.value;
  }
  return undefined;
};

export function sampleOf(schema: z.ZodType, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 8) return undefined;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        // Optional and defaulted fields are left out: the smallest input the schema takes.
        if (field.safeParse(undefined).success) continue;
        out[key] = sampleOf(field, depth + 1);
      }
      return out;
    }
    case 'string':
      if (def.format === 'uuid' || def.format === 'guid') return '00000000-0000-4000-8000-000000000000';
      if (def.format === 'email') return 'a@example.com';
      return 'a'.repeat(Math.max(1, minimum(def, 'min_length') ?? 1));
    case 'number':
    case 'int':
      return Math.max(1, Number(minimum(def, 'greater_than') ?? 0) + 1);
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array': {
      const n = minimum(def, 'min_length') ?? 0;
      return Array.from({ length: n }, () => (def.element ? sampleOf(def.element, depth + 1) : undefined));
    }
    case 'union':
      return def.options?.[0] ? sampleOf(def.options[0], depth + 1) : undefined;
    case 'pipe':
      if (def.in && defOf(def.in).type === 'transform') return def.out ? sampleOf(def.out, depth + 1) : undefined;
      return def.in ? sampleOf(def.in, depth + 1) : undefined;
    case 'lazy':
      return def.getter ? sampleOf(def.getter(), depth + 1) : undefined;
    case 'record':
      return {};
    default:
      return def.innerType ? sampleOf(def.innerType, depth + 1) : undefined;
  }
}

/** A sample as a query string carries it: every value a string, arrays comma-joined. */
export const asQuery = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  );
