// `react` for the standalone script: the slice of React's API the widgets use, served by Preact's core and hooks
// (smaller than preact/compat, which also emulates what we never call). The whole of it is handed to the script's
// on-demand parts (build/parts.mjs); the claim step's build adds what qrcode.react needs (react-claim.mjs).
import { createContext, createElement, Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export { createContext, createElement, Fragment };
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

/** Preact renders every update at once: a transition is its callback, run now (as preact/compat does). */
export function startTransition(callback) {
  callback();
}

/**
 * React 18's useSyncExternalStore, as far as the widgets need it in the script: DealEnds asks whether it was hydrated
 * (never, here: the script renders in the browser only) of a store that never changes. The snapshot is read at each
 * render, and a store that tells of a change re-renders (unlike React's, without checking that it changed).
 */
export function useSyncExternalStore(subscribe, getSnapshot) {
  const [, changed] = useState(0);
  useEffect(() => subscribe(() => changed({})), [subscribe]);
  return getSnapshot();
}
