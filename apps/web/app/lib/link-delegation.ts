import { type RefObject, useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Client-side navigation for the plain `<a href>` links of a large, mostly static block (footer,
 * department grid): one click listener on the block instead of one `<Link>` component per link.
 * A `<Link>` costs about ten hooks on every server render; a plain link costs nothing, works without
 * JavaScript, and once the page is interactive a click on it still navigates inside the app.
 *
 * Left to the browser: clicks already handled, modified clicks (new tab or window), other buttons,
 * links with a `target`, a `download` or a `data-reload-document` attribute, other origins.
 */
export function useLinkDelegation(container: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !element?.contains(anchor)) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (anchor.hasAttribute('download') || anchor.hasAttribute('data-reload-document')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    }
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, navigate]);
}
