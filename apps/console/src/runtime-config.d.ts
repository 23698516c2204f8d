// Set by the server's /runtime-config.js (loaded by index.html before the app); absent under plain vite dev.
interface Window {
  /** URL of the sub-application entry module. */
  __SUBAPP_ENTRY__?: string;
  /** API base path. */
  __API_BASE__?: string;
}
