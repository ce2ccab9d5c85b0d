import { type RefObject, useEffect, useState } from 'react';

/**
 * The header becomes sticky once the page has scrolled past the header's own height.
 * A sentinel placed right after the header is watched; when it leaves the viewport upwards the
 * header is stuck (the caller keeps the header's room so the page does not jump).
 */
export function useStickyHeader(sentinel: RefObject<HTMLElement | null>): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setStuck(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [sentinel]);
  return stuck;
}
