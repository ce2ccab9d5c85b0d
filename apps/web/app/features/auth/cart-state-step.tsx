import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { CART_STATE_PATH, type CartStateData, cartStateNeedsPopin } from './cart-state.ts';
import { CartStatePopin } from './cart-state-popin.tsx';
import type { PostLoginPopinProps } from './post-login.ts';

/**
 * The cart-state step of the popins after login (features/auth/post-login.ts): loads the state (a
 * visitor-only cart is merged by that call) and shows the popin when there is something to say or to
 * choose; otherwise the step ends at once.
 */
export default function CartStateStep({ onDone }: PostLoginPopinProps) {
  const loader = useFetcher<CartStateData>();
  const { load } = loader;

  useEffect(() => {
    void load(CART_STATE_PATH);
  }, [load]);

  const loaded = loader.state === 'idle' && loader.data !== undefined;
  const state = loader.data?.state ?? null;
  const needed = cartStateNeedsPopin(state);

  const ended = useRef(false);
  useEffect(() => {
    if (!loaded || needed || ended.current) return;
    ended.current = true;
    onDone();
  }, [loaded, needed, onDone]);

  return needed ? <CartStatePopin state={state} onDone={onDone} /> : null;
}
