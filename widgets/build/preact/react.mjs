// `react` for the standalone script: the slice of React's API the widgets and r2wc use, served by
// Preact's core and hooks (smaller than preact/compat, which also emulates what we never call).
import { createElement, Fragment } from 'preact';

export { createElement, Fragment };
export { useCallback, useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
export default { createElement, Fragment };
