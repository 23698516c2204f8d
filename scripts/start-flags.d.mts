/** The Node flags of package.json's start script (between `node` and `scripts/start.mjs`). */
export function startFlags(pkgFile?: string): string[];
