// `react` for the standalone script: the slice of React's API the widgets and r2wc use, served by
// Preact's core and hooks (smaller than preact/compat, which also emulates what we never call).
import { createContext, createElement, Fragment } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

import { useCallback, useContext, useId, useMemo, useRef } from 'preact/hooks';

export { createContext, createElement, Fragment };
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

/**
 * forwardRef for qrcode.react's QRCodeSVG in the claim step (issue 23). Preact's core keeps `ref` out of a function
 * component's props and we never hand these components a ref: the render function gets none.
 */
export function forwardRef(render) {
  return function Forwarded(props) {
    return render(props, null);
  };
}

/** Preact renders every update at once: a transition is its callback, run now (as preact/compat does). */
export function startTransition(callback) {
  callback();
}

// `import React from 'react'` (qrcode.react reads React.useRef and the others off it).
export default {
  createContext, createElement, Fragment, forwardRef, useCallback, useContext, useEffect, useId, useMemo, useRef, useState,
};

/** Whether the store moved on since `inst.value` was read (a throwing snapshot counts as a change). */
function storeChanged(inst) {
  try {
    return !Object.is(inst.value, inst.getSnapshot());
  } catch {
    return true;
  }
}

/**
 * React 18's useSyncExternalStore for Preact (DealEnds' shared clock), as React's own shim for older Reacts and
 * preact/compat write it: read the snapshot at render, re-render when a subscription says it changed. The server
 * snapshot is not needed: the standalone script never hydrates.
 */
export function useSyncExternalStore(subscribe, getSnapshot) {
  const value = getSnapshot();
  const [{ inst }, forceUpdate] = useState({ inst: { value, getSnapshot } });
  useLayoutEffect(() => {
    inst.value = value;
    inst.getSnapshot = getSnapshot;
    if (storeChanged(inst)) forceUpdate({ inst });
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    if (storeChanged(inst)) forceUpdate({ inst });
    return subscribe(() => {
      if (storeChanged(inst)) forceUpdate({ inst });
    });
  }, [subscribe]);
  return value;
}
