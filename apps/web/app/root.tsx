import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { LoginPromptProvider, PostLoginSequence } from './features/auth/index.ts';
import { cartChanged } from './features/cart/index.ts';
import { ErrorPage } from './features/errors/index.ts';
import { rootLoader } from './features/layout/index.server.ts';
import { useRootData } from './features/layout/index.ts';
import { ShopSelectorProvider } from './features/shop/index.ts';
import { storeContextMiddleware } from './features/stores/index.server.ts';
import { pageTitle } from './lib/meta.ts';
import { useNonce } from './lib/nonce.ts';
import { routeRulesMiddleware } from './lib/route-rules.server.ts';
import { useHydrationEnd } from './lib/use-hydrated.ts';
import { ToastProvider } from './ui/toast.tsx';
import './ui/global.css';

/** Permanent redirects and address normalisation, then the session and store context. */
export const middleware: Route.MiddlewareFunction[] = [routeRulesMiddleware, storeContextMiddleware];

export function loader({ context, request }: Route.LoaderArgs) {
  return rootLoader(context, request);
}

// A cart change always refreshes the header block and the quantities, even when the add-to-cart
// control spares the catalogue's loaders (features/cart/cart-action.ts).
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return cartChanged(formAction) || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ error }) =>
  pageTitle(error, 'Courses en ligne, drive et livraison');

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// Marks the document as scripted before the first paint, so that menus collapsed by scripts do not
// show up unfolded and then jump (no layout shift).
const JS_FLAG = "document.documentElement.classList.add('js')";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useHydrationEnd();
  return (
    <html lang="fr" dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5394" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, no user input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: JS_FLAG }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Providers({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <ToastProvider initial={root?.flash ?? null}>
      <ShopSelectorProvider current={root?.store ?? null}>
        <LoginPromptProvider>
          {children}
          <PostLoginSequence />
        </LoginPromptProvider>
      </ShopSelectorProvider>
    </ToastProvider>
  );
}

export default function App() {
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}

/** Last resort (the root loader itself failed): the error page without the shop's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Providers>
      <main id="contenu">
        <ErrorPage error={error} />
      </main>
    </Providers>
  );
}
