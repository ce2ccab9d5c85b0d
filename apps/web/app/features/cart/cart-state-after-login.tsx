import { lazy, Suspense, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useRootData } from '../layout/root-data.ts';
import { CART_STATE_PATH, type CartStateData, cartStateNeedsPopin } from './cart-state.ts';

const CartStatePopin = lazy(() => import('./cart-state-popin.tsx'));

const VISITOR_FLAG = 'cabas:visiteur';

/**
 * Mounts the cart-state popin once after a login (this tab saw a visitor, then a shopper). Simple and
 * removable: the post-login popin sequence (branch authflow) is meant to take `CartStatePopin` as a
 * step instead. The popin's code loads only when there is something to show.
 */
export function CartStateAfterLogin() {
  const root = useRootData();
  const loggedIn = Boolean(root?.user);
  const loader = useFetcher<CartStateData>();
  const { load } = loader;
  const [done, setDone] = useState(false);

  useEffect(() => {
    try {
      if (!loggedIn) {
        sessionStorage.setItem(VISITOR_FLAG, '1');
        setDone(false);
        return;
      }
      if (sessionStorage.getItem(VISITOR_FLAG) !== '1') return;
      sessionStorage.removeItem(VISITOR_FLAG);
    } catch {
      return; // Storage refused: no popin, the account's cart stays as it is.
    }
    void load(CART_STATE_PATH);
  }, [loggedIn, load]);

  const state = loader.data?.state ?? null;
  if (done || !loggedIn || !cartStateNeedsPopin(state)) return null;
  return (
    <Suspense fallback={null}>
      <CartStatePopin state={state} onDone={() => setDone(true)} />
    </Suspense>
  );
}
