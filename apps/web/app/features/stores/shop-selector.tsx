import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import type { StoreSummary } from './types.ts';

const loadPopin = () => import('./shop-selector-popin.tsx');
const ShopSelectorPopin = lazy(loadPopin);

interface ShopSelectorApi {
  /** Opens the shop selector popin, optionally searching right away. */
  open(options?: { query?: string; redirectTo?: string }): void;
  /** Starts loading the popin's code (on hover or focus of a trigger). */
  preload(): void;
  /** The no-JavaScript address of the selector, coming back to the current page. */
  href: string;
}

const ShopSelectorContext = createContext<ShopSelectorApi | null>(null);

export const CHOOSER_PATH = '/magasins/choisir';

export function chooserHref(redirectTo: string, query?: string): string {
  const params = new URLSearchParams();
  if (query) params.set('recherche', query);
  if (redirectTo && redirectTo !== '/') params.set('redirectTo', redirectTo);
  const search = params.toString();
  return search ? `${CHOOSER_PATH}?${search}` : CHOOSER_PATH;
}

/**
 * Provides the shop selector to the whole page: the header, the national home and the
 * not-found page open it; the popin's code (React Aria dialog and radio group) loads on first use.
 */
export function ShopSelectorProvider({
  children,
  current,
}: {
  children: ReactNode;
  current: StoreSummary | null;
}) {
  const [state, setState] = useState<{
    open: boolean;
    query: string;
    session: number;
    mounted: boolean;
    redirectTo: string | null;
  }>({ open: false, query: '', session: 0, mounted: false, redirectTo: null });
  const location = useLocation();
  const here = location.pathname === CHOOSER_PATH ? '/' : location.pathname + location.search;

  const open = useCallback((options?: { query?: string; redirectTo?: string }) => {
    setState((s) => ({
      open: true,
      query: options?.query ?? '',
      session: s.session + 1,
      mounted: true,
      redirectTo: options?.redirectTo ?? null,
    }));
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const preload = useCallback(() => {
    void loadPopin();
  }, []);

  const api = useMemo(() => ({ open, preload, href: chooserHref(here) }), [open, preload, here]);

  return (
    <ShopSelectorContext.Provider value={api}>
      {children}
      {state.mounted && (
        <Suspense fallback={null}>
          <ShopSelectorPopin
            key={state.session}
            isOpen={state.open}
            onClose={close}
            initialQuery={state.query}
            redirectTo={state.redirectTo ?? here}
            current={current}
          />
        </Suspense>
      )}
    </ShopSelectorContext.Provider>
  );
}

export function useShopSelector(): ShopSelectorApi {
  const api = useContext(ShopSelectorContext);
  if (!api) throw new Error('useShopSelector() outside <ShopSelectorProvider>');
  return api;
}
