import { startTransition, useEffect, useLayoutEffect, useState } from 'react';

/** Browser: the page's first render (hydration) is committed. Never true on the server. */
let firstRenderCommitted = false;

/** Browser, during the page's first render: what React renders now is hydrated against the server's markup. */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && !firstRenderCommitted;
}

/** Called by the document's layout once the first render is committed: later renders are not hydration. */
export function useHydrationEnd() {
  useLayoutEffect(() => {
    firstRenderCommitted = true;
  }, []);
}

/**
 * `false` while rendering on the server and during hydration, `true` afterwards. Lets a control
 * start as its no-JavaScript version (a link, an enabled submit button) and become the richer one
 * once the page is interactive, without a hydration mismatch. A control mounted after hydration
 * (a client navigation) is `true` at once.
 *
 * The switch after hydration is a transition: React renders it in slices between the browser's
 * work. (`useSyncExternalStore` with a server snapshot, the usual idiom, re-renders every such
 * control synchronously, in one long task right after hydration.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(firstRenderCommitted);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
