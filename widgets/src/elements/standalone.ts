// Entry of dadeal-widgets.js, the one self-registering script partner pages load (CONTRACT §5).
import { setScriptOrigin } from './embed-config.js';
import { defineDadealElements } from './define.js';

setScriptOrigin((document.currentScript as HTMLScriptElement | null)?.src);
defineDadealElements();
