// Whether a map can be drawn here, asked before any map code loads (so a browser without it loads none).

/** MapLibre draws with WebGL 2; without it (old browsers, GPU blocklists, some headless setups) there is no map. */
export function hasWebGl2(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('webgl2'));
  } catch {
    return false;
  }
}
