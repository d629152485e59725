// Whether a component may hydrate HTML a server rendered: the site's pages do. The standalone script renders in the
// browser only, so its build reads this module as build/preact/hydration.mjs (false), and what only a hydration needs
// (DealEnds's question "was I hydrated?", the line it shows meanwhile) drops out of the script as dead code.
export const MAY_HYDRATE: boolean = true;
