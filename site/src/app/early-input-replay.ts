// The kept taps pressed again (early-input.ts), in a chunk of its own: loaded only when the visitor pressed something
// before the app ran with the session known, so a visit that did not carries none of it in its first script.
import type { BootHandOver } from './early-input.js';

const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

const labelOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
const lookAlikes = (within: ParentNode, button: Element) =>
  [...within.querySelectorAll(button.localName)].filter((element) => labelOf(element) === labelOf(button));

/**
 * The button as the page holds it now: itself, or — React drew it anew (a screen's static first paint replaced by its
 * render) — the button of the same tag and label, of the same rank among those so labelled as it had in the tree it
 * was in. Gone (a signed-out Sign In for a signed-in visitor): none.
 */
function current(button: Element): Element | undefined {
  if (button.isConnected) return button;
  const root = document.getElementById('root');
  const rank = lookAlikes(button.getRootNode() as ParentNode, button).indexOf(button);
  return root && rank >= 0 ? lookAlikes(root, button)[rank] : undefined;
}

/**
 * Presses the kept buttons again, in order, a task apart (so each one's updates are drawn before the next); the same
 * button pressed twice in a row once (nothing had happened yet: "again, please"). Taps kept meanwhile join the queue.
 */
export async function pressAgain(boot: BootHandOver, hydrated: (element: Element) => Promise<void>): Promise<void> {
  let last: Element | undefined;
  while (boot.taps.length > 0) {
    await nextTask();
    const tap = boot.taps.shift()!;
    if (tap === last) continue;
    last = tap;
    const target = current(tap);
    if (!(target instanceof HTMLElement)) continue;
    // Not onto a part React has not hydrated yet: it would drop the click (and a form's button would send the form).
    await hydrated(target);
    boot.live = true; // this press is the app's: the first script lets it through
    target.click();
    boot.live = false;
  }
}
