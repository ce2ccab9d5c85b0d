import {
  type CartLoginState,
  type CartStateItem,
  type CartStateQuantityItem,
  cartItemLabel,
} from '@cabas/contracts';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { lazy } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import styles from '../../ui/choice-popin.module.css';
import { Popin } from '../../ui/popin.tsx';
import { quantityLabel } from '../cart/index.ts';
import { CART_STATE_PATH, type CartStateData, cartStateNeedsPopin } from './cart-state.ts';

const dateFormat = lazy(
  () => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }),
);

const weighed = (quantity: number) => !Number.isInteger(quantity);

function Report({ state }: { state: CartLoginState }) {
  return (
    <>
      {state.indisponibles.length > 0 && (
        <section aria-labelledby="etat-indisponibles">
          <h3 id="etat-indisponibles" className={styles.subtitle}>
            Produits indisponibles, non ajoutés
          </h3>
          <ul className={styles.list}>
            {state.indisponibles.map((item: CartStateItem) => (
              <li key={`${item.type_panier}-${item.produit_id}-${item.montant}`}>{cartItemLabel(item)}</li>
            ))}
          </ul>
        </section>
      )}
      {state.quantiteInsuffisante.length > 0 && (
        <section aria-labelledby="etat-quantites">
          <h3 id="etat-quantites" className={styles.subtitle}>
            Quantités ajustées
          </h3>
          <ul className={styles.list}>
            {state.quantiteInsuffisante.map((item: CartStateQuantityItem) => (
              <li key={`${item.type_panier}-${item.produit_id}-${item.montant}`}>
                {cartItemLabel(item)} : {quantityLabel(item.old_quantite, weighed(item.old_quantite))} →{' '}
                {quantityLabel(item.new_quantite, weighed(item.new_quantite))}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * The cart-state popin after login (updated, recovered, complete): `completer`
 * offers to complete the account's cart with the visitor's lines or to ignore them; `recupere` says
 * the account's cart is back; a merge lists the unavailable products and the capped quantities. Both
 * answers clear the state on the API. One step of the post-login popin sequence: `onDone` when closed.
 */
export function CartStatePopin({ state, onDone }: { state: CartLoginState; onDone: () => void }) {
  const fetcher = useFetcher<CartStateData>();
  const [shown, setShown] = useState<CartLoginState>(state);
  const answered = useRef(false);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || answered.current) return;
    answered.current = true;
    const merged = fetcher.data.state;
    // A merge with something to report shows its report; anything else ends the step.
    if (merged && fetcher.data.error == null && cartStateNeedsPopin(merged) && merged.type === 'fusionne')
      setShown(merged);
    else if (!fetcher.data.error) onDone();
  }, [fetcher.state, fetcher.data, onDone]);

  const busy = fetcher.state !== 'idle';
  const answer = (choix: 'completer' | 'ignorer') => {
    answered.current = false;
    fetcher.submit({ choix }, { method: 'post', action: CART_STATE_PATH });
  };
  // Closing the popin without choosing keeps the account's cart, as "ignore" does.
  const close = () => {
    if (shown.type === 'completer' || shown.type === 'recupere') answer('ignorer');
    else onDone();
  };
  const lastUpdate = shown.infoPanierDB.dateLastUpdate;

  const title =
    shown.type === 'completer'
      ? 'Compléter votre panier'
      : shown.type === 'recupere'
        ? 'Panier récupéré'
        : 'Panier mis à jour';

  return (
    <Popin isOpen onOpenChange={(open) => !open && close()} title={title} isDismissable={false}>
      {shown.type === 'completer' && (
        <>
          <p>
            Vous aviez déjà un panier enregistré sur votre compte
            {lastUpdate ? ` (modifié le ${dateFormat().format(new Date(lastUpdate))})` : ''}. Voulez-vous le
            compléter avec les produits ajoutés avant votre connexion ?
          </p>
          <div className={styles.actions}>
            <Button onClick={() => answer('completer')} disabled={busy}>
              Compléter mon panier
            </Button>
            <Button variant="secondary" onClick={() => answer('ignorer')} disabled={busy}>
              Garder le panier de mon compte
            </Button>
          </div>
        </>
      )}
      {shown.type === 'recupere' && (
        <>
          <p>Nous avons récupéré le panier enregistré sur votre compte.</p>
          <div className={styles.actions}>
            <Button onClick={() => answer('ignorer')} disabled={busy}>
              Continuer mes courses
            </Button>
          </div>
        </>
      )}
      {(shown.type === 'fusionne' || shown.type === 'transfere') && (
        <>
          <p>Les produits ajoutés avant votre connexion ont rejoint votre panier.</p>
          <Report state={shown} />
          <div className={styles.actions}>
            <Button onClick={onDone}>Continuer mes courses</Button>
          </div>
        </>
      )}
      {fetcher.data?.error && (
        <p role="alert" className={styles.error}>
          {fetcher.data.error}
        </p>
      )}
    </Popin>
  );
}

export default CartStatePopin;
