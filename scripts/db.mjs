// `npm run db:backup [-- file]` / `npm run db:restore -- file` (see apps/server/src/db/backup-cli.ts).
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/db/backup-cli.ts');
