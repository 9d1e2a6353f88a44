import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { toast } from '@/lib/toast';

type Kind = 'success' | 'error' | 'info';

/**
 * Records the toasts a test raises, instead of showing them: `toast.success`, `toast.error` and
 * `toast.info` are spies during each test of the file that calls this (at its top level), and the
 * real functions again after it. A spy rather than `vi.mock`, so that the file can share its
 * module graph with the others (vitest.config.ts).
 */
export function recordToasts(): void {
  let spies: MockInstance[] = [];
  beforeEach(() => {
    spies = (['success', 'error', 'info'] as Kind[]).map((kind) =>
      vi.spyOn(toast, kind).mockImplementation(() => undefined),
    );
  });
  afterEach(() => {
    for (const spy of spies) spy.mockRestore();
    spies = [];
  });
}
