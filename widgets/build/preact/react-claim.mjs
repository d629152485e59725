// `react` for the claim step's own build (dadeal-claim.js): react.mjs, plus what qrcode.react reads.
import { createContext, createElement, Fragment } from 'preact';
import { useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';

export * from './react.mjs';

/**
 * forwardRef for qrcode.react's QRCodeSVG. Preact's core keeps `ref` out of a function component's props and we never
 * hand these components a ref: the render function gets none.
 */
export function forwardRef(render) {
  return function Forwarded(props) {
    return render(props, null);
  };
}

// `import React from 'react'` (qrcode.react reads React.useRef and the others off it).
export default {
  createContext, createElement, Fragment, forwardRef, useCallback, useContext, useEffect, useId, useMemo, useRef, useState,
};
