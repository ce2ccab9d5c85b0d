import type { CartKind } from '@cabas/contracts';
import { lazy, Suspense, useState } from 'react';
import { Form, Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import styles from './cart-page.module.css';

const loadPopin = () => import('./empty-cart-popin.tsx');
const EmptyCartPopin = lazy(loadPopin);

export const EMPTY_CART_QUESTION = 'Voulez-vous vraiment supprimer tous les produits de votre panier ?';

/**
 * "Vider le panier" with its confirmation popin. Without JavaScript the button is a link
 * to `?vider=1`, where the page shows the same question with a plain form.
 */
export function EmptyCart({ kind, confirmInline }: { kind: CartKind; confirmInline: boolean }) {
  const hydrated = useHydrated();
  const [state, setState] = useState({ open: false, mounted: false });
  const back = `/panier?type_panier=${kind}`;

  if (!hydrated && confirmInline) {
    return (
      <section className={styles.confirm} aria-labelledby="vider-titre">
        <h2 id="vider-titre" className={styles.confirmTitle}>
          Vider le panier
        </h2>
        <p>{EMPTY_CART_QUESTION}</p>
        <Form method="post" action="/ressources/panier" className={styles.actions}>
          <input type="hidden" name="intent" value="empty" />
          <input type="hidden" name="type_panier" value={kind} />
          <input type="hidden" name="redirectTo" value={back} />
          <Button type="submit" variant="accent">
            Vider mon panier
          </Button>
          <Link to={back} className={buttonClass({ variant: 'secondary' })}>
            Annuler
          </Link>
        </Form>
      </section>
    );
  }
  if (!hydrated) {
    return (
      <a href={`${back}&vider=1`} className={styles.linkButton}>
        Vider le panier
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        aria-haspopup="dialog"
        onClick={() => setState({ open: true, mounted: true })}
        onPointerEnter={() => void loadPopin()}
        onFocus={() => void loadPopin()}
      >
        Vider le panier
      </button>
      {state.mounted && (
        <Suspense fallback={null}>
          <EmptyCartPopin
            kind={kind}
            isOpen={state.open}
            onOpenChange={(open) => setState((s) => ({ ...s, open }))}
          />
        </Suspense>
      )}
    </>
  );
}
