// What the first script (vite.config.ts, scriptsAfterFirstPaint) and a shared deal's dialog script (serve/open-dialog.ts,
// which may make it first) hand the app: read by early-input.ts and by its
// on-demand replay (early-input-replay.ts), which must not import the module that loads it.

export interface BootHandOver {
  /** What the first script keeps: the buttons pressed before `live`, in order. */
  taps: Element[];
  /** The app handles the page itself (set once the session is known and the kept taps are replayed). */
  live: boolean;
  /** Asks for the app's scripts at once (the first script's; a shared deal's dialog script calls it on a kept tap). */
  go?: () => void;
}
