// The hand-over's work (early-input.ts), in a chunk of its own: loaded only when the visitor did something before the
// app ran with the session known, so a visit that did nothing carries none of it in its first script.
import type { BootHandOver, Field, KeptField } from './early-input.js';

const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The native value setter, behind React's back: React's tracker then sees the change as the visitor's. */
function setNative(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
}

/** The field given again as the visitor's input: React's handlers run (onInput, onChange), then the caret as it was. */
function give(field: Field, kept: KeptField) {
  if (field instanceof HTMLSelectElement) {
    field.value = kept.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isCheckable(field)) {
    if (field.type === 'radio' && !kept.checked) return; // another radio of the group holds the choice
    field.checked = !kept.checked; // through React's tracker
    field.click(); // the visitor's tick: React's onChange
  } else {
    field.value = kept.value === '' ? ' ' : ''; // through React's tracker: it now holds something else
    setNative(field, kept.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (kept.selection && document.activeElement === field && 'setSelectionRange' in field) {
    try {
      field.setSelectionRange(...kept.selection);
    } catch {
      // a field without a caret
    }
  }
}

/** Gives every kept field React has hydrated by now (and forgets it); one not hydrated yet waits for the next call. */
export function giveFields(fields: Map<Field, KeptField>, focused: Field | null, hydrated: (element: Element) => boolean): void {
  for (const [field, kept] of fields) {
    if (!field.isConnected) {
      fields.delete(field);
      continue;
    }
    if (!hydrated(field)) continue;
    fields.delete(field);
    if (focused === field && document.activeElement !== field) field.focus({ preventScroll: true });
    give(field, kept);
  }
}

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
export async function pressAgain(boot: BootHandOver): Promise<void> {
  let last: Element | undefined;
  while (boot.taps.length > 0) {
    await nextTask();
    const tap = boot.taps.shift()!;
    if (tap === last) continue;
    last = tap;
    const target = current(tap);
    if (!(target instanceof HTMLElement)) continue;
    boot.live = true; // this press is the app's: the first script lets it through
    target.click();
    boot.live = false;
  }
}
