import type { CartKind } from '@cabas/contracts';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import { CART_ACTION, type CartActionData } from '../cart/index.ts';
import styles from './cart-page.module.css';
import { EMPTY_CART_QUESTION } from './empty-cart.tsx';

/** The empty-cart confirmation popin, loaded on first use. */
export default function EmptyCartPopin({
  kind,
  isOpen,
  onOpenChange,
}: {
  kind: CartKind;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fetcher = useFetcher<CartActionData>();
  const handled = useRef<CartActionData | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.ok || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    onOpenChange(false);
  }, [fetcher.state, fetcher.data, onOpenChange]);
  return (
    <Popin isOpen={isOpen} onOpenChange={onOpenChange} title="Vider le panier">
      <p>{EMPTY_CART_QUESTION}</p>
      <fetcher.Form method="post" action={CART_ACTION} className={styles.actions}>
        <input type="hidden" name="intent" value="empty" />
        <input type="hidden" name="type_panier" value={kind} />
        <input type="hidden" name="redirectTo" value={`/panier?type_panier=${kind}`} />
        <input type="hidden" name="js" value="1" />
        <Button type="submit" variant="accent" disabled={fetcher.state !== 'idle'}>
          Vider mon panier
        </Button>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Annuler
        </Button>
      </fetcher.Form>
      {fetcher.data?.error && (
        <p role="alert" className={styles.error}>
          {fetcher.data.error}
        </p>
      )}
    </Popin>
  );
}
