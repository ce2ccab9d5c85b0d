import { type RefObject, useEffect } from 'react';

/** Moves the focus to an element when it appears (a status after a redirect, a step's heading). */
export function useFocusOnMount(target: RefObject<HTMLElement | null>, when: unknown): void {
  useEffect(() => {
    if (when) target.current?.focus();
  }, [target, when]);
}
