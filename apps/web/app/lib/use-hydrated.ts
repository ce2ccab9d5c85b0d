import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `false` while rendering on the server and during hydration, `true` afterwards. Lets a control
 * start as its no-JavaScript version (a link, an enabled submit button) and become the richer one
 * once the page is interactive, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
