import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's page is complete and usable without scripts (links, forms): let the browser paint it
// first, then hydrate. Hydrating at once would hold the first paint of a long page (48 product
// cards) behind the page's whole hydration on a slow phone. The timeout runs once the frame that
// `requestAnimationFrame` announces has been painted.
requestAnimationFrame(() => setTimeout(hydrate, 0));
