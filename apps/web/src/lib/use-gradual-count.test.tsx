import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGradualCount } from './use-gradual-count';

describe('useGradualCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws a list that arrives a batch per task, then follows it as it grows', () => {
    const { result, rerender } = renderHook(({ total }) => useGradualCount(total, 4), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);

    rerender({ total: 10 });
    expect(result.current).toBe(4);
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toBe(8);
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toBe(10);

    rerender({ total: 13 }); // the next page
    expect(result.current).toBe(10);
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current).toBe(13);

    rerender({ total: 2 }); // a filter leaves fewer
    expect(result.current).toBe(2);
  });

  it('draws a list that is there while the document loads (the first answers) a batch per task', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { result } = renderHook(() => useGradualCount(10, 4));
    readyState.mockRestore();
    expect(result.current).toBe(4);
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toBe(8);
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toBe(10);
  });

  it('draws a list that is already there when it mounts whole (scroll restoration)', () => {
    const { result } = renderHook(() => useGradualCount(20, 4));
    expect(result.current).toBe(20);
    expect(vi.getTimerCount()).toBe(0);
  });
});
