/** What the host passes (ARCHITECTURE §8). */
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
