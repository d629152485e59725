// What a visitor does before the app runs (a server-rendered page is on screen and usable a second before its scripts
// on a slow phone), handed to the app once it runs with the session known (docs/decisions/0010-early-taps-and-typing.md).
//
// - Taps: the first script (vite.config.ts, scriptsAfterFirstPaint) keeps every button pressed before `live`, stopping
//   it there (React never sees it, the browser sends no form). Once the session is known, `sessionKnown()` presses
//   them again, in order, a task apart — a button pressed twice in a row once (the visitor saw
//   nothing happen) — then sets `live`. A button gone by then (a Sign In of the signed-out page for a signed-in
//   visitor, a heart for a business) is dropped; a disabled one does nothing, as a later tap would.
// - Typing, choices, ticks: the browser changes the fields before the app runs and React 19 keeps the DOM's values
//   when it hydrates, but its state still holds the server's, so the next render (or a form library's ref) put the
//   server's back and nothing filtered. Each field changed before React handled it is noted (value, caret), and once
//   React has hydrated it (`restoreEarlyInput()`, from the layout of each hydrated part) it is given again as the
//   visitor's input: React's handlers run (the search filters, the form library keeps it), focus and caret as they were.
import { useLayoutEffect } from 'react';
import type { BootHandOver } from './boot-hand-over.js';

export type { BootHandOver };

declare global {
  interface Window {
    /** Made by the first script (vite.config.ts, scriptsAfterFirstPaint). */
    dadealBoot?: BootHandOver;
  }
}

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export interface KeptField {
  value: string;
  checked: boolean;
  selection: [number, number, 'forward' | 'backward' | 'none'] | null;
}

const fields = new Map<Field, KeptField>();
let started = false;
let handingOver = false;
let focused: Field | null = null;

const isField = (node: unknown): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
const isCheckable = (node: unknown): node is HTMLInputElement =>
  node instanceof HTMLInputElement && (node.type === 'checkbox' || node.type === 'radio');
/** React has hydrated (or rendered) the element: its own properties are there. */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

function selectionOf(field: Field): KeptField['selection'] {
  try {
    if (field instanceof HTMLSelectElement || field.selectionStart === null) return null;
    return [field.selectionStart, field.selectionEnd ?? field.selectionStart, field.selectionDirection ?? 'none'];
  } catch {
    return null; // a field without a caret (email, number)
  }
}

function note(field: Field) {
  if (hydrated(field)) return; // React handles it
  fields.set(field, { value: field.value, checked: isCheckable(field) && field.checked, selection: selectionOf(field) });
}

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    // The server's choice: its `selected` option, else the one the browser picks (the first not disabled).
    const options = [...field.options];
    const server = options.findLast((option) => option.defaultSelected) ?? options.find((option) => !option.disabled);
    return !field.multiple && server !== undefined && !server.selected;
  }
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

const onInput = (event: Event) => {
  // A tick is noted at its click (already ticked then): React may hydrate the box within that click, before its input.
  if (event.type === 'click' ? isCheckable(event.target) : isField(event.target)) {
    if ((event.target as Element).closest('#root')) note(event.target as Field);
  }
};
const onSelection = () => {
  const active = document.activeElement;
  if (isField(active) && fields.has(active) && !hydrated(active)) fields.get(active)!.selection = selectionOf(active);
};
const onFocus = (event: Event) => {
  if (isField(event.target)) focused = event.target;
};

/**
 * Starts keeping what the visitor did and does until the app runs: called by main.tsx before it hydrates or renders.
 * Answers false when the page has no first script (nothing was kept).
 */
export function keepEarlyInput(): boolean {
  const boot = window.dadealBoot;
  if (!boot || started) return false;
  started = true;
  for (const field of document.querySelectorAll<Field>('#root input, #root textarea, #root select')) {
    if (changedByVisitor(field)) note(field);
  }
  if (isField(document.activeElement)) {
    focused = document.activeElement;
    if (fields.has(focused)) fields.get(focused)!.selection = selectionOf(focused);
  }
  for (const type of ['input', 'change', 'click']) document.addEventListener(type, onInput, true);
  document.addEventListener('selectionchange', onSelection, true);
  document.addEventListener('focusin', onFocus, true);
  // Where each kept button is, noted while it is still on the page: React may draw it anew (a heart hidden while a
  // signed-in visitor's profile loads comes back as a new element), and it is found again there.
  const keep = boot.taps.push.bind(boot.taps);
  boot.taps.push = (...buttons: Element[]) => {
    buttons.forEach(locate);
    void loadReplay();
    return keep(...buttons);
  };
  boot.taps.forEach(locate);
  if (boot.taps.length > 0) void loadReplay();
  return true;
}

let replay: typeof import('./early-input-replay.js') | null = null;
let replayLoading: Promise<unknown> | null = null;
/** The code that presses taps again: its own chunk, loaded once something was pressed (most visits press nothing). */
const loadReplay = () =>
  (replayLoading ??= import('./early-input-replay.js').then(
    (module) => (replay = module),
    () => (replayLoading = null), // offline before it came: tried again at the next call
  ));

/** The native value setter, behind React's back: React's tracker then sees the change as the visitor's. */
function setNative(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
}

/** The field given again as the visitor's input: React's handlers run (onInput, onChange), then the caret as it was. */
function give(field: Field, kept: KeptField) {
  // The caret as the field holds it now, while it still holds the visitor's text: the browser tells a caret's move in a
  // `selectionchange` task of its own, so the last arrow key may not be in `kept` yet. A field the hydration reset (a
  // form library's ref) holds no caret of the visitor's any more: then the one kept.
  const live = document.activeElement === field && field.value === kept.value ? selectionOf(field) : null;
  const selection = live ?? kept.selection;
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
  if (selection && document.activeElement === field && 'setSelectionRange' in field) {
    try {
      field.setSelectionRange(...selection);
    } catch {
      // a field without a caret
    }
  }
}

/** Gives every kept field React has hydrated by now (and forgets it); one not hydrated yet waits for the next call. */
function giveFields() {
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

/**
 * Gives React the fields the visitor changed before it handled them, each once React has hydrated it: called from the
 * layout of every part the page hydrates (the shell, each screen), in a microtask (after the commit: a form library's
 * ref has reset its field by then, and the visitor cannot type in between), and once the session is known.
 */
export function restoreEarlyInput(): void {
  if (started && fields.size > 0) queueMicrotask(giveFields);
}

export interface Place {
  /** The deal whose card or dialog holds it, if any. */
  deal: string | null;
  tag: string;
  label: string;
  /** Its rank among the buttons so labelled there. */
  rank: number;
}
/** Where the kept buttons were (keepEarlyInput). */
export const places = new WeakMap<Element, Place>();
const labelOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
/** The buttons like `place` on the page now: within its deal's card or dialog, else anywhere on the page. */
export function lookAlikes(place: Omit<Place, 'rank'>): Element[] {
  const scope = place.deal === null ? document : document.querySelector(`[data-deal-id="${place.deal}"]`);
  return [...(scope?.querySelectorAll(`#root ${place.tag}`) ?? [])].filter((element) => labelOf(element) === place.label);
}
function locate(button: Element) {
  const place = { deal: button.closest('[data-deal-id]')?.getAttribute('data-deal-id') ?? null, tag: button.localName, label: labelOf(button) };
  places.set(button, { ...place, rank: lookAlikes(place).indexOf(button) });
}

/** Resolves once React has hydrated `element` (a screen of its own chunk hydrates after the shell), or it is gone. */
async function whenHydrated(element: Element | null): Promise<void> {
  for (let waited = 0; element?.isConnected && !hydrated(element) && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** In the layout of a part of the page that hydrates (the shell, a screen): its fields changed before are given. */
export function useEarlyInput(): void {
  useLayoutEffect(restoreEarlyInput, []);
}

/** Later taps are the app's own (the session is slow to be known); the kept ones still wait for it. */
export function pageIsTheApps(): void {
  if (window.dadealBoot) window.dadealBoot.live = true;
}

/**
 * The session is known (session.tsx: the stored token read, its profile answered or none): the fields are given, the
 * kept taps pressed again, and the page is the app's (`live`). Called once; later calls do nothing.
 */
export async function sessionKnown(): Promise<void> {
  const boot = window.dadealBoot;
  if (!started || !boot || handingOver) return;
  handingOver = true;
  // The screen first: one of its own chunk may hydrate after the shell and the session (then the page is whole).
  await whenHydrated(document.querySelector('#main > *'));
  restoreEarlyInput();
  if (boot.taps.length > 0) {
    await loadReplay();
    await replay?.pressAgain(boot, whenHydrated, (button) => {
      const place = places.get(button);
      return place && place.rank >= 0 ? lookAlikes(place)[place.rank] : undefined;
    });
  }
  boot.live = true;
  for (const type of ['input', 'change', 'click']) document.removeEventListener(type, onInput, true);
  document.removeEventListener('selectionchange', onSelection, true);
  document.removeEventListener('focusin', onFocus, true);
}
