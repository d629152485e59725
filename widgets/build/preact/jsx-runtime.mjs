// `react/jsx-runtime` for the standalone script: what the compiled JSX calls, from Preact's runtime (and no more, so
// the script's on-demand parts can be handed exactly this: build/parts.mjs).
export { Fragment, jsx, jsxs } from 'preact/jsx-runtime';
