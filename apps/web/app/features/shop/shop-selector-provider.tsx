import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { StoreSummary } from '../stores/index.ts';
import { CHOOSER_PATH, chooserHref, ShopSelectorContext } from '../stores/index.ts';

const loadPopin = () => import('./shop-selector-popin.tsx');
const ShopSelectorPopin = lazy(loadPopin);

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
