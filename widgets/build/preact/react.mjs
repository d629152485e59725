// `react` for the standalone script: the slice of React's API the widgets and r2wc use, served by
// Preact's core and hooks (smaller than preact/compat, which also emulates what we never call).
import { createContext, createElement, Fragment } from 'preact';

export { createContext, createElement, Fragment };
export { useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
export default { createContext, createElement, Fragment };
