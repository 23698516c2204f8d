// Signing in takes a server round trip (password hashing); the shell's code can download meanwhile. The
// router registers what to fetch, so the login feature need not import the app.
let preloader: (() => void) | null = null;

export function registerShellPreload(fn: () => void): void {
  preloader = fn;
}

export function preloadShell(): void {
  const fn = preloader;
  preloader = null; // once is enough: import() caches the modules
  fn?.();
}
