import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRemote } from './use-remote.js';

describe('useRemote', () => {
  it('is loading until the first answer, then holds the data', async () => {
    const load = vi.fn(async () => ['a']);
    const { result } = renderHook(() => useRemote('k', load));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(['a']));
    expect(result.current.loading).toBe(false);
  });

  it('waits while disabled (an element still off screen)', async () => {
    const load = vi.fn(async () => 1);
    const { result, rerender } = renderHook(({ enabled }) => useRemote('k', load, { enabled }), { initialProps: { enabled: false } });
    expect(load).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(true);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe(1));
  });

  it('re-reads on window focus, keeping the old data on screen meanwhile', async () => {
    let n = 0;
    let release: () => void = () => {};
    const load = vi.fn(() => {
      n += 1;
      if (n === 1) return Promise.resolve('first');
      return new Promise<string>((resolve) => (release = () => resolve('second')));
    });
    const { result } = renderHook(() => useRemote('k', load, { refetchOnFocus: true }));
    await waitFor(() => expect(result.current.data).toBe('first'));
    act(() => window.dispatchEvent(new Event('focus')));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ data: 'first', loading: false });
    await act(async () => release());
    expect(result.current.data).toBe('second');
  });

  it('re-reads every refreshMs', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async () => 'x');
      renderHook(() => useRemote('k', load, { refreshMs: 60_000 }));
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('aborts the read of a key it no longer shows and reports errors of the current one', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return signals.length === 1 ? new Promise<string>(() => {}) : Promise.reject(new Error('500: boom'));
    });
    const { result, rerender } = renderHook(({ key }) => useRemote(key, load), { initialProps: { key: 'a' } });
    rerender({ key: 'b' });
    expect(signals[0].aborted).toBe(true);
    await waitFor(() => expect(result.current.error?.message).toBe('500: boom'));
    expect(result.current).toMatchObject({ data: null, loading: false });
  });
});
