import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// Preact runs effects after the next frame: a 35 ms timer that then calls cancelAnimationFrame.
// When a test file ends within those 35 ms, jsdom is gone and that call throws an unhandled
// ReferenceError (seen in CI after evaluation-dialog.test.tsx). A plain timer instead: the same
// "after the browser had a chance to paint" ordering for the tests, nothing left that needs the
// window. Testing Library's act() still flushes effects synchronously (preact/test-utils).
options.requestAnimationFrame = (flush) => void setTimeout(flush);

afterEach(() => {
  cleanup();
});
