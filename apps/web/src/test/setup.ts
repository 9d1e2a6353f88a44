import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// Preact runs effects after the next frame: a 35 ms timer that then calls cancelAnimationFrame.
// When a test file ends within those 35 ms, jsdom is gone and that call throws an unhandled
// ReferenceError (seen in CI after evaluation-dialog.test.tsx). A plain timer instead: the same
// "after the browser had a chance to paint" ordering for the tests, nothing left that needs the
// window. Testing Library's act() still flushes effects synchronously (preact/test-utils).
options.requestAnimationFrame = (flush) => void setTimeout(flush);

// Forms load zod and their schema, and toasts load sonner, on first use (decisions 0019, 0020): a
// test waits for that import. In a worker beside others on a busy two-core machine, Vite's first
// transform of such a module took more than Testing Library's default second (signup-wizard and
// toast-discipline failed so in a loaded CI run, and passed alone). The wait is for the module, so
// its bound is the machine's, not the product's.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
