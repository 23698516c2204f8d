import path from 'node:path';
import { build, type Rolldown } from 'vite';

export type Chunk = Rolldown.OutputChunk;

/**
 * Builds the web app in `apps/<app>` as `npm run build` does, in memory (into `outDir`, which nothing reads), and
 * returns its chunks. Vitest sets NODE_ENV=test, under which the React plugin compiles JSX to React's development
 * runtime (the sub-app's build refuses to bundle it: not a shared module): the build runs with 'production'.
 */
export async function buildChunks(app: 'console' | 'business', outDir: string): Promise<Chunk[]> {
  const root = path.resolve(import.meta.dirname, '../apps', app);
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const out = await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', build: { write: false, outDir } });
    return (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : [])).filter((c) => c.type === 'chunk');
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** The chunk with the chunks it imports statically, and theirs: what the browser fetches with it, before it runs. */
export function withImports(chunks: Chunk[], start: Chunk): Chunk[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<Chunk>();
  const visit = (c: Chunk) => {
    if (seen.has(c)) return;
    seen.add(c);
    for (const f of c.imports) {
      const next = byFile.get(f);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen];
}
