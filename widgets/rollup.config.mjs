// `npm run build`: the ESM library (dist/index.js) and the standalone script (dist/dadeal-widgets.js).
import { rollupOptions } from './build/rollup-options.mjs';

export default [rollupOptions('library'), rollupOptions('standalone')];
