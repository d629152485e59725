// src/hydration.ts for the standalone script and its parts: they render in the browser only, never over a server's HTML.
export const MAY_HYDRATE = false;
