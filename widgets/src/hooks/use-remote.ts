// A tiny loader for the widgets' reads: loading / data / error, abort on change, optional refresh (spec §4, §7).
import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteState<T> {
  data: T | null;
  /** True until the first answer (or error) for the current key; refreshes keep the old data on screen. */
  loading: boolean;
  error: Error | null;
  reload: () => void;
}

export interface RemoteOptions {
  /** False holds the request back (an element still off screen). */
  enabled?: boolean;
  /** Re-reads every so many milliseconds while mounted (home lists: 60 000, spec §9). */
  refreshMs?: number;
  /** Re-reads when the window regains focus (home lists, spec §4). */
  refetchOnFocus?: boolean;
  /**
   * While a new key's first answer loads, the last answer (of `shownKey`) stays on screen, not loading, when this says
   * so (a new search of the same listing: use-deals.ts).
   */
  placeholder?: (shownKey: string) => boolean;
}

export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>, options: RemoteOptions = {}): RemoteState<T> {
  const { enabled = true, refreshMs, refetchOnFocus = false, placeholder } = options;
  const [state, setState] = useState<{ key: string; data: T | null; error: Error | null; settled: boolean }>({
    key,
    data: null,
    error: null,
    settled: false,
  });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(() => setTick((t) => t + 1), []);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, error: null, settled: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const err = error instanceof Error ? error : new Error(String(error));
        setState((prev) => ({ key, data: prev.key === key ? prev.data : null, error: err, settled: true }));
      },
    );
    return () => controller.abort();
  }, [key, enabled, tick]);

  useEffect(() => {
    if (!enabled || !refreshMs) return;
    const timer = setInterval(reload, refreshMs);
    return () => clearInterval(timer);
  }, [enabled, refreshMs, reload]);

  useEffect(() => {
    if (!enabled || !refetchOnFocus) return;
    window.addEventListener('focus', reload);
    return () => window.removeEventListener('focus', reload);
  }, [enabled, refetchOnFocus, reload]);

  const current = state.key === key;
  const kept = !current && state.data !== null && !!placeholder?.(state.key);
  return {
    data: current || kept ? state.data : null,
    loading: !kept && (!current || !state.settled),
    error: current ? state.error : null,
    reload,
  };
}
