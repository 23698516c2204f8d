// What `npm start` loads from the server bundle: the config check runs before the web builds (a bad setting
// is reported in one line before anything slow happens), the server only after them.
export { ConfigError, loadConfig } from './config.ts';
export const runServer = () => import('./main.ts');
