// A handler passed to memoised children (the deal cards) that keeps its identity across renders and always calls the
// render's latest function: a page's state changing (a dialog, the session, the address) no longer re-renders every
// card only because its handler was made again. Undefined stays undefined (a card without a heart is another card).
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableHandler<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void;
export function useStableHandler<A extends unknown[]>(handler: ((...args: A) => void) | undefined): ((...args: A) => void) | undefined;
export function useStableHandler<A extends unknown[]>(handler: ((...args: A) => void) | undefined): ((...args: A) => void) | undefined {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const stable = useCallback((...args: A) => latest.current?.(...args), []);
  return handler ? stable : undefined;
}
