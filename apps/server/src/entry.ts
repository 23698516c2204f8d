// What `npm start` loads from the server bundle, once boot.ts has checked the config and launched the
// embedded PostgreSQL (the launch is handed over, so that the server only waits for it to be ready).
import type { Launched } from './db/embedded.ts';

export const runServer = (database?: Launched) => import('./main.ts').then((m) => m.runServer(database));
