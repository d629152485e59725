// A modal dialog on the browser's own <dialog>, as the widgets' deal dialog is: showModal() puts it in the top layer
// over a backdrop, makes the page behind it inert (focus stays inside) and closes it on Escape. The sign-in dialog
// uses it, the one dialog a landing page opens by itself (`/?verified=1`, a deep link's Sign In): Radix's dialog, which
// the dashboards' dialogs keep, was 13 KiB gzip of script to run before it showed on a phone.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './CloseIcon.js';
import { raiseLayer } from '../toasts.js';

export interface NativeModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** Focuses what the visitor types first when the dialog opens; by default its first field. */
  initialFocus?: (dialog: HTMLDialogElement) => void;
  children: ReactNode;
}

const firstField = (dialog: HTMLDialogElement) => dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();

export function NativeModal({ open, onOpenChange, title, initialFocus = firstField, children }: NativeModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latest = useRef({ open, onOpenChange, initialFocus });
  latest.current = { open, onOpenChange, initialFocus };
  // Rendered, then made modal and focused in a task of its own: showModal() makes the rest of the page inert, which the
  // browser restyles whole (the home page's 75 KB of it: 90 ms of CPU at a phone's 4× slowdown), and with the render's
  // commit that was one long task. Closed and the opener focused again when `open` turns false or the dialog leaves.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    const show = setTimeout(() => {
      if (!dialog.open) dialog.showModal();
      // A toast showing stays readable above it.
      raiseLayer();
      latest.current.initialFocus(dialog);
    });
    return () => {
      clearTimeout(show);
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      // Escape (the browser's cancel and close), or however else the browser closed it: the owner's state follows.
      onClose={() => latest.current.open && latest.current.onOpenChange(false)}
      // A press on the backdrop (outside the dialog's box: its padding is the dialog too) closes it.
      onClick={(event) => {
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) onOpenChange(false);
      }}
    >
      <h2 id={titleId} className="modal__title">{title}</h2>
      {children}
      <button type="button" className="modal__close" aria-label="Close" onClick={() => onOpenChange(false)}>
        <CloseIcon />
      </button>
    </dialog>
  );
}
