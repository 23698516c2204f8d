/** The sub-application's lifecycle, one definition for the host (console) and the guest (business): ARCHITECTURE §8. */

/** What the host passes. */
export type SubappProps = {
  token: string;
  /** Permission keys: urls without a slash of the stored menu entries. */
  permissions: string[];
  apiBase: string;
  basename: string;
  /** The host's handling of an ended session (code 600008): it ends the session and goes to /login. */
  onSessionExpired: () => void;
  /** Navigate the host's router (so its tabs and breadcrumb follow). */
  navigate: (path: string) => void;
};

export type SubappHandle = {
  update: (props: SubappProps) => void;
  unmount: () => void;
  /** Settles when the first render is on screen (tests and hosts may wait for it). */
  ready?: Promise<void>;
};

/** What the entry module exports. */
export type SubappModule = {
  mount: (container: HTMLElement, props: SubappProps) => SubappHandle;
  /** Optional: fetches the app's code ahead of the first mount. */
  preload?: () => Promise<unknown>;
};
