// A Vite plugin (build only) for the browser apps: zod's classic schemas carry its JSON Schema generator
// (`schema.toJSONSchema()`, ~35 KB minified, ~4 KiB brotli), which only the server uses (API documentation).
// In the browser build the two modules that make it are replaced by stand-ins that throw if ever called;
// `aggregateChecks` (behind `schema.maxLength`, read by the forms) stays zod's own.
// If a zod upgrade moves these imports, the build fails here rather than shipping something half-replaced.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const PROCESSORS = '../core/json-schema-processors.js';
const TO_JSON_SCHEMA = '../core/to-json-schema.js';
const STUB = '\0zod-no-json-schema:';

const UNAVAILABLE = `const unavailable = () => { throw new Error('JSON Schema generation is left out of this build (scripts/zod-without-json-schema.mjs)'); };`;

export function zodWithoutJsonSchema() {
  const seen = new Set();
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !SCHEMAS.test(importer) || (source !== PROCESSORS && source !== TO_JSON_SCHEMA)) return null;
      seen.add(source);
      return `${STUB}${path.resolve(path.dirname(importer), source)}`;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const real = id.slice(STUB.length);
      const names = [...readFileSync(real, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
      if (real.endsWith('json-schema-processors.js')) {
        if (!names.includes('aggregateChecks')) throw new Error(`zod-without-json-schema: no aggregateChecks in ${real}`);
        const rest = names.filter((n) => n !== 'aggregateChecks');
        return [
          `export { aggregateChecks } from ${JSON.stringify(real)};`,
          UNAVAILABLE,
          `export { ${rest.map((n) => `unavailable as ${n}`).join(', ')} };`,
        ].join('\n');
      }
      for (const n of ['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod'])
        if (!names.includes(n)) throw new Error(`zod-without-json-schema: no ${n} in ${real}`);
      return [
        UNAVAILABLE,
        'const method = () => unavailable;',
        `export { ${names.map((n) => `${n.startsWith('create') ? 'method' : 'unavailable'} as ${n}`).join(', ')} };`,
      ].join('\n');
    },
    buildEnd() {
      // zod imported but its classic schemas no longer import these two: the plugin is stale.
      if (this.getModuleIds && [...this.getModuleIds()].some((id) => SCHEMAS.test(id)) && seen.size < 2)
        throw new Error('zod-without-json-schema: zod/v4/classic/schemas.js no longer imports the JSON Schema modules it expects');
    },
  };
}
