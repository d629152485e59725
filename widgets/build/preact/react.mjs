// `react` for the standalone script: the slice of React's API the widgets use, served by Preact's core and hooks
// (smaller than preact/compat, which also emulates what we never call). The whole of it is handed to the script's
// on-demand parts (build/parts.mjs); the claim step's build adds what qrcode.react needs (react-claim.mjs).
import { createContext, createElement, Fragment } from 'preact';
import { useState } from 'preact/hooks';

export { createContext, createElement, Fragment };
export { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

let ids = 0;

/**
 * React's useId, as far as the script needs it: an id unique on the page, the same at every render of the component.
 * The script never hydrates server HTML, so a counter does (Preact's own walks its tree to match a server render's).
 */
export function useId() {
  return useState(() => `dd${ids++}`)[0];
}

/** Preact renders every update at once: a transition is its callback, run now (as preact/compat does). */
export function startTransition(callback) {
  callback();
}

/**
 * React 18's useSyncExternalStore, as far as the widgets need it in the script: DealEnds asks whether it was hydrated
 * of a store that never changes (never, here: the script renders in the browser only). So the snapshot, read at each
 * render, is all there is to it: nothing to subscribe to.
 */
export function useSyncExternalStore(subscribe, getSnapshot) {
  return getSnapshot();
}

/**
 * React's memo, as the script needs it: none. The deal card is memoised for the site, whose home page re-rendered every
 * card on each change of the page's own state; the script's grids change with their deals, so a card renders as often
 * either way, and preact/compat's memo would only add bytes to the script.
 */
export function memo(component) {
  return component;
}
