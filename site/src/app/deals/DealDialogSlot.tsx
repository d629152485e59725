// The deal dialog loads with the first deal opened, not with the home page: the widgets' DealDialog, the claim and
// the share code are their own chunk (docs/decisions/0106-fast-on-a-phone.md). A page opened at `/?deal=ID` starts loading it
// as the home screen's module runs (preloadDealDialog), beside the deal's own request.
//
// The Suspense boundary is always there when a deal is open, on the server and in the browser: a server render that
// awaited preloadDealDialog() holds the dialog's HTML in it, and main.tsx awaits the chunk before hydrating such a page,
// so the boundary hydrates with the rest. (A boundary left to hydrate later is drawn anew, the server's dialog thrown
// away, when an update of the home page reaches it before its chunk.)
import { lazy, Suspense } from 'react';
import type { SiteDealDialogProps } from './SiteDealDialog.js';

type DialogModule = typeof import('./SiteDealDialog.js');

let loaded: DialogModule | null = null;
let loading: Promise<DialogModule> | null = null;

/** Starts (once) loading the dialog's chunk; resolves when it is there. */
export function preloadDealDialog(): Promise<DialogModule> {
  loading ??= import('./SiteDealDialog.js').then((module) => (loaded = module));
  return loading;
}

const LazyDialog = lazy(() => preloadDealDialog().then((module) => ({ default: module.SiteDealDialog })));

/** The site's deal dialog for `deal`, or nothing while no deal is open. */
export function DealDialogSlot(props: SiteDealDialogProps) {
  if (!props.deal) return null;
  const Dialog = loaded?.SiteDealDialog ?? LazyDialog;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
