// The on-demand parts of the standalone script (docs/decisions/0030-widget-script-on-demand-parts.md, docs/reference/widgets.md "Size"):
// what the first render of an element does not need — the deal dialog, the live counts' stream — is a module of its
// own beside the script (dadeal-<part>.js), imported the first time it is needed, from the origin the partner's CSP
// already allows in script-src. build/parts.mjs lists the parts and the modules they share with the script.
//
// In the standalone build an import of a part's module resolves to its `.on-demand` stand-in (the same exports: a
// component from onDemand(), or functions that load the part), so the script never carries the part. Everywhere else
// (the site, the component tests) the part's module is imported as it is: nothing here runs.
import { Fragment, createElement, useEffect, useState, type ComponentType } from 'react';
import { addToAdoptedSheet } from './shadow-styles.js';
import { loadOnce } from './load-once.js';

/** The name of the page-wide object through which a part reaches the script's own modules (its Preact, its contexts). */
export const HOST_MODULES_KEY = 'dadeal.widgets';

let loader: ((part: string) => Promise<unknown>) | null = null;
const loading = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();

/** The standalone script imports parts from beside itself (standalone.ts); without a loader a part never loads. */
export function setPartLoader(load: ((part: string) => Promise<unknown>) | null): void {
  loader = load;
  loading.clear();
}

/** A part's module, imported once per page; a failed import is tried again by the next caller. */
export function loadPart<T>(part: string): Promise<T> {
  const load = loader && ((name: string) => loader!(name).then((module) => (loaded.set(name, module), module)));
  return loadOnce(loading, part, load, `no loader for the ${part} part`) as Promise<T>;
}

/** The part's module if it is already there (a second dialog opens at once). */
export const loadedPart = <T>(part: string): T | undefined => loaded.get(part) as T | undefined;

/**
 * A part's module for a component: there at once if it is loaded already, else imported once `wanted` (at the
 * first render by default) and there when it arrives, re-rendering the component; undefined until then, null if it
 * could not be loaded.
 */
export function usePart<M>(part: string, wanted = true): M | null | undefined {
  const [module, setModule] = useState<M | null | undefined>(() => loadedPart<M>(part));
  useEffect(() => {
    if (module !== undefined || !wanted) return;
    let live = true;
    loadPart<M>(part).then(
      (loaded) => live && setModule(() => loaded),
      (error: unknown) => {
        console.error(`Da Deal! widgets: the ${part} part could not be loaded`, error);
        if (live) setModule(null);
      },
    );
    return () => {
      live = false;
    };
  }, [module, wanted]);
  return module;
}

/**
 * A component of a part: renders nothing until the part's module is there (imported at its first render), then the
 * part's component with the same props; `Failed` (with the same props) if the import failed. A part whose module
 * exports `css` has its rules added to the elements' stylesheet (a <style> beside it where there is no such sheet).
 */
export function onDemand<P extends object, M>(part: string, pick: (module: M) => ComponentType<P>, Failed?: ComponentType<P>): ComponentType<P> {
  return function OnDemand(props: P) {
    const module = usePart<M>(part);
    if (module) {
      const css = (module as { css?: string }).css;
      const shown = createElement(pick(module), props);
      return css && !addToAdoptedSheet(css) ? createElement(Fragment, null, createElement('style', null, css), shown) : shown;
    }
    return module === null && Failed ? createElement(Failed, props) : null;
  };
}
