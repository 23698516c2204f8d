/** package.json's start script: the environment set before `node`, and the Node flags between `node` and `scripts/start.mjs`. */
export function startCommand(pkgFile?: string): { env: Record<string, string>; flags: string[] };
