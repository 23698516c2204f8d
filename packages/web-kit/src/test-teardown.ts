// Setup file of the jsdom test project (vitest.config.ts): a file's last render must end before its window goes.
// React's scheduler runs queued work on Node's own setImmediate, which outlives jsdom's window; a message's
// animation or a late state update queued at a file's end then ran with no `window` ("window is not defined")
// and failed the whole run as an unhandled error, at random, by how busy the machine was.
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

const nextTurn = setImmediate;

afterAll(async () => {
  cleanup();
  // No timer or animation frame of the page fires any more (they are what queues new work) …
  vi.useFakeTimers();
  // … and what React has queued already runs now, while the window is still there.
  for (let turn = 0; turn < 20; turn++) await new Promise((done) => nextTurn(done));
  vi.useRealTimers();
});
