import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installErrorReports } from './lib/error-reports.ts';

// The page's errors go to the API from the start, hydration included (decision 132).
const reportError = installErrorReports();

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      {
        // React recovers from a hydration it gave up on by rendering on the client: still a defect.
        onRecoverableError: (error) => {
          reportError('hydratation', error);
          console.error(error);
        },
        // An error a boundary shows (the error page) never reaches the window's listeners.
        onCaughtError: (error) => {
          reportError('erreur', error);
          console.error(error);
        },
      },
    );
  });
}

// The server's page is complete and usable without scripts (links, forms): let the browser paint it
// first, then hydrate. Hydrating at once would hold the first paint of a long page (48 product
// cards) behind the page's whole hydration on a slow phone. The timeout runs once the frame that
// `requestAnimationFrame` announces has been painted.
requestAnimationFrame(() => setTimeout(hydrate, 0));
