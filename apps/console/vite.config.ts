import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { precompress } from '../../scripts/precompress.mjs';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { deepImports } from '../../scripts/deep-imports.mjs';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { zodWithoutJsonSchema } from '../../scripts/zod-without-json-schema.mjs';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { antdParts } from '../../scripts/antd-parts.mjs';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { preloadChunks } from '../../scripts/preload-chunks.mjs';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { pureReactCalls } from '../../scripts/pure-react-calls.mjs';

// During development the API runs separately (port 8081 keeps clear of a full `npm start` on 8080).
const apiTarget = process.env.CONSOLE_API_TARGET ?? 'http://localhost:8081';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/subapp-assets': { target: apiTarget, changeOrigin: true },
  '/runtime-config.js': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [
    react(),
    deepImports(),
    zodWithoutJsonSchema(),
    antdParts(),
    pureReactCalls(),
    preloadChunks('login', ['login'], fileURLToPath(new URL('./src/features/auth/login-first-paint.html', import.meta.url))),
    precompress(),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Route pages are split with React.lazy; the shell chunk below is the largest (~1 MB raw, ~230 KiB brotli).
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // antd's own packages of components (@rc-component/*) run nothing on import but do not say so (antd itself
      // declares "sideEffects": ["*.css"]); without this every module imported by anything stays in whole.
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }] },
      output: {
        // Few, large chunks for what a first load needs (issue 12: brotli compresses one 230 KiB file far better
        // than forty small ones; the same code in ~65 files cost ~45 KiB more on /userManagement). Each group
        // takes its test's modules and everything they import statically that a higher group has not taken:
        // - boot: what main.tsx imports statically (the login page's first paint);
        // - login: the login page (what the shell draws too is in login-shell);
        // - shell: the router, the layout and the resource table: every console page's first paint.
        // Everything else (pages, dialogs, forms, the sub-app's runtime) is split as Rolldown chooses. The
        // groups need deepImports(): through antd's index every component would count as imported by main.tsx.
        // - tree and color-picker, first: antd's Tree. The table imports rc-tree's index for a few helpers, which would bring the
        //   whole tree into the shell as a "dependency"; the tree itself shows only in a side tree, a tree
        //   filter or a check tree, each loaded when shown (side-tree.tsx, antdParts(), CheckTree's users).
        //   color-picker, likewise: the shell needs rc-color-picker's Color class (button and tag colours), its
        //   index would bring the picker. Only captured modules (no dependencies): if a file is renamed, it
        //   lands in the shell again — heavier, never wrong.
        codeSplitting: {
          groups: [
            {
              name: 'tree',
              test: /@rc-component[\\/]tree[\\/]es[\\/](index|Tree|TreeNode|NodeList|MotionTreeNode|Indent|DropIndicator|useUnmount|hooks)|antd[\\/]es[\\/]tree[\\/]/,
              priority: 40,
              includeDependenciesRecursively: false,
            },
            // The virtual list: rc-table's index re-exports its virtual table, which would bring the list into the
            // shell; only a select's open option list (antdParts()) and the tree draw it.
            {
              name: 'virtual-list',
              test: /@rc-component[\\/]virtual-list[\\/]/,
              priority: 40,
              includeDependenciesRecursively: false,
            },
            {
              name: 'color-picker',
              test: /@rc-component[\\/]color-picker[\\/]es[\\/](index|ColorPicker|components|hooks)/,
              priority: 40,
              includeDependenciesRecursively: false,
            },
            { name: 'boot', tags: ['$initial'], priority: 30 },
            // What the login page and the shell both use (the logo, the user icon, also a menu's, the loading icon, also
            // antd's message's, which the shell brings since the login page draws without it) and the contract
            // modules that the shell's first paint and the login page both read and the sub-app takes from the
            // shared runtime (endpoint helpers, resource descriptors, labels): a chunk of its own. In the login
            // chunk, every console and sub-app page fetched that chunk, the login page's code with it (issue 31:
            // 4.7 KiB and a request on /subapp/product/brand). Another module they come to share lands in the
            // login chunk again: heavier, never wrong.
            {
              name: 'login-shell',
              test: /src[\\/]shared[\\/]LogoMark\.tsx$|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](User|Loading)Outlined\.js$|contract[\\/]src[\\/](endpoint|words|common-fields|login|api[\\/]resource)\.ts$/,
              priority: 30,
            },
            // The sign-in form's other icons, also Input.Password's (a dialog's chunk): not in the login chunk,
            // which that dialog would then load, nor in the entry, which every page loads.
            {
              name: 'password-icons',
              test: /@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](Lock|Eye|EyeInvisible)Outlined\.js$/,
              priority: 30,
            },
            { name: 'login', test: /features[\\/]auth[\\/]LoginPage\.tsx$/, priority: 25 },
            // antd's App context too: the sub-app's FeedbackApp provides it on its first paint, antd's message (loaded
            // with the first message) reads it; on its own it was one more request on every sub-app page.
            {
              name: 'shell',
              test: /src[\\/]app[\\/](router|layout[\\/]AppLayout)\.tsx$|web-kit[\\/]src[\\/](ResourceTable\.tsx|use-options\.ts)$|antd[\\/]es[\\/]app[\\/]context\.js$/,
              priority: 20,
            },
            // What a list's first paint leaves for later (a confirmation's Popconfirm, a hover's Tooltip, a checkbox
            // column, a running export's Badge) and the sub-app's first paint reads from the shared runtime
            // (first-paint/antd.ts): one chunk, one request on a sub-app page rather than one per component.
            {
              name: 'antd-extras',
              test: /antd[\\/]es[\\/](badge|radio|tooltip|popconfirm|popover|checkbox)[\\/]/,
              priority: 15,
            },
            // The sub-app's host and the shared runtime's core with the modules only the core reads (the sub-app's
            // FeedbackApp and RecordTable, the runtime's global name): a sub-app page loads the host and then the
            // core (loadSubapp), two requests one after the other (issue 31); a console page neither. Only these
            // modules: the core's other imports are the shell's, antd-extras' or their own chunks' (with them, all
            // of antd through first-paint/antd.ts's re-exports). A console page that comes to use one of these
            // loads this chunk: heavier, never wrong.
            {
              name: 'subapp-host',
              test: /src[\\/]micro[\\/](SubappHost\.tsx|shared-runtime-core\.ts|first-paint[\\/])|web-kit[\\/]src[\\/](feedback-app|RecordTable)\.tsx$|contract[\\/]src[\\/]subapp\.ts$/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
