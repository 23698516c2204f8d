// The web tests' environment (vitest.config.ts): jsdom, and what is left of its window once a file is done.
// React's scheduler runs its tasks on Node's setImmediate, and a page's timers (a message closing) are Node's:
// both outlive jsdom's window. A task that ran after a file's window was gone read `window.event` and threw
// "window is not defined": an unhandled error that failed the run at random, by how busy the machine was.
import { builtinEnvironments, type Environment } from 'vitest/runtime';

export default {
  name: 'jsdom-gone-quietly',
  viteEnvironment: 'client',
  async setup(global, options) {
    const jsdom = await builtinEnvironments.jsdom.setup(global, options);
    return {
      async teardown(g) {
        await jsdom.teardown(g);
        // A late task of the file's detached page reads no event, as React reads between events, and finds no
        // frame to look into for the focused element (a late commit's getActiveElementDeep).
        g.window ??= { event: undefined, HTMLIFrameElement: class {} };
      },
    };
  },
} satisfies Environment;
