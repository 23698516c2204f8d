// What `npm start` loads first, a small bundle of its own (scripts/build-server.mjs): the config check, and
// the embedded PostgreSQL's launch, which then comes up while the server's bundle (entry.ts) is imported.
export { ConfigError, loadConfig } from './config.ts';
export { launchDatabase } from './db/launch.ts';
