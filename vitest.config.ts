import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine. The server's files
    // spend most of their time waiting on PostgreSQL (another process), so one worker per core keeps both busy.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./apps/server/src/test/global-setup.ts'],
          setupFiles: ['./apps/server/src/test/drizzle-load.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // In Node, `antd` resolves to its CommonJS build (lib/); a deep ES import (web-kit's SearchForm takes the
        // plain `antd/es/input/Input`, issue 12) would be a second antd whose Input never sees the ConfigProvider
        // (the sub-app's `biz` prefix); so would LinkAction's Popconfirm, loaded on click. Tests take the same file from lib/;
        // the browser builds use es/ throughout.
        resolve: { alias: [{ find: /^antd\/es\/(input\/Input|app\/context|popconfirm)$/, replacement: 'antd/lib/$1' }] },
        test: {
          name: 'web',
          include: ['apps/console/src/**/*.test.{ts,tsx}', 'apps/business/src/**/*.test.{ts,tsx}', 'packages/**/src/**/*.test.{ts,tsx}'],
          // jsdom, leaving a late React task of a finished file a window to read (test-env.ts says why).
          environment: './packages/web-kit/src/test-env.ts',
          // One worker runs many files in one window with antd, React and react-query loaded once: importing them
          // again for every file was about half of this project's time. test-file-reset.ts undoes what a file leaves.
          isolate: false,
          setupFiles: ['./packages/web-kit/src/test-file-reset.ts'],
        },
      },
      {
        // The build and repository scripts' tests read files and run builds: no page. In the web project's shared
        // worker a file of another environment tore the one window down and made a new one, and a late React
        // commit of an earlier file then read the old one (an unhandled error failing a run whose tests all passed).
        test: { name: 'scripts', include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
