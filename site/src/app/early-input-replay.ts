// The kept taps pressed again (early-input.ts), in a chunk of its own: loaded only when the visitor pressed something
// before the app ran with the session known, so a visit that did not carries none of it in its first script.
import type { BootHandOver } from './boot-hand-over.js';
import { nextTask } from './next-task.js';

/**
 * Presses the kept buttons again, in order, a task apart (so each one's updates are drawn before the next); the same
 * button pressed twice in a row once (nothing had happened yet: "again, please"); one gone (a signed-out Sign In for a
 * signed-in visitor) is dropped. Taps kept meanwhile join the queue.
 */
export async function pressAgain(
  boot: BootHandOver,
  hydrated: (element: Element) => Promise<void>,
  /** The button React drew anew in its place (a heart hidden while a profile loads, a static first paint replaced). */
  anew: (button: Element) => Element | undefined,
): Promise<void> {
  let last: Element | undefined;
  while (boot.taps.length > 0) {
    await nextTask();
    const tap = boot.taps.shift()!;
    if (tap === last) continue;
    last = tap;
    const target = tap.isConnected ? tap : anew(tap);
    if (!(target instanceof HTMLElement)) continue;
    // Not onto a part React has not hydrated yet: it would drop the click (and a form's button would send the form).
    await hydrated(target);
    const live = boot.live;
    boot.live = true; // this press is the app's: the first script lets it through
    target.click();
    boot.live = live;
  }
}
