import type { CartKind } from '@cabas/contracts';
import { useEffect, useState } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import { CART_ACTION, type CartActionData } from './cart-action.ts';
import styles from './cart-page.module.css';

const QUESTION = 'Voulez-vous vraiment supprimer tous les produits de votre panier ?';

/**
 * "Vider le panier" with its confirmation popin (doc 2 §2.7). Without JavaScript the button is a link
 * to `?vider=1`, where the page shows the same question with a plain form.
 */
export function EmptyCart({ kind, confirmInline }: { kind: CartKind; confirmInline: boolean }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<CartActionData>();
  const back = `/panier?type_panier=${kind}`;

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) setOpen(false);
  }, [fetcher.state, fetcher.data]);

  if (!hydrated && confirmInline) {
    return (
      <section className={styles.confirm} aria-labelledby="vider-titre">
        <h2 id="vider-titre" className={styles.confirmTitle}>
          Vider le panier
        </h2>
        <p>{QUESTION}</p>
        <Form method="post" action={CART_ACTION} className={styles.actions}>
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
        onClick={() => setOpen(true)}
      >
        Vider le panier
      </button>
      <Popin isOpen={open} onOpenChange={setOpen} title="Vider le panier">
        <p>{QUESTION}</p>
        <fetcher.Form method="post" action={CART_ACTION} className={styles.actions}>
          <input type="hidden" name="intent" value="empty" />
          <input type="hidden" name="type_panier" value={kind} />
          <input type="hidden" name="redirectTo" value={back} />
          <input type="hidden" name="js" value="1" />
          <Button type="submit" variant="accent" disabled={fetcher.state !== 'idle'}>
            Vider mon panier
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Annuler
          </Button>
        </fetcher.Form>
        {fetcher.data?.error && (
          <p role="alert" className={styles.error}>
            {fetcher.data.error}
          </p>
        )}
      </Popin>
    </>
  );
}
